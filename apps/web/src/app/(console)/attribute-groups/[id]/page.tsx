import type { Metadata } from 'next';
import { RecordTextFields } from '@/components/catalog/record-fields';
import { SortOrderField } from '@/components/catalog/sort-order-field';
import { DangerZone } from '@/components/form/danger-zone';
import { DetailForm } from '@/components/form/detail-form';
import { versionOf } from '@/components/form/detail-version';
import { AnchorLink } from '@/components/links';
import { LocalDate } from '@/components/local-date';
import { LoadError } from '@/components/notices';
import { Details, PageHeader, Section } from '@/components/page';
import { callApi } from '@/lib/api/call';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { deleteAttributeGroup, saveAttributeGroup } from '../actions';

export const metadata: Metadata = { title: 'Attribute group' };

const BACK = { href: '/attribute-groups', label: 'Attribute groups' };

export default async function AttributeGroupPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, me] = await Promise.all([params, loadMe()]);
  if (!me.ok) return null;
  const group = await callApi((api) => api.attributeGroups.get.query({ id }));
  if (!group.ok) {
    return (
      <>
        <PageHeader title="Attribute group" back={BACK} />
        <LoadError failure={group.failure} />
      </>
    );
  }
  const g = group.data;
  const canWrite = can(me.me, PERMISSIONS.attributesWrite);

  return (
    <>
      <PageHeader title={<bdi>{g.name}</bdi>} titleTestId="attribute-group-title" back={BACK} />
      <Section>
        <Details
          cols={{ base: 2, md: 4 }}
          items={[
            { label: 'Code', value: <code data-testid="attribute-group-code">{g.code}</code> },
            { label: 'Sort order', value: g.sort_order, testId: 'attribute-group-sort-order' },
            {
              label: 'Attributes',
              value: (
                <AnchorLink
                  href={`/attributes?attribute_group_id=${g.id}`}
                  data-testid="attribute-group-attributes"
                >
                  {g.attribute_count}
                </AnchorLink>
              ),
            },
            { label: 'Modified', value: <LocalDate value={g.modified_at} /> },
          ]}
        />
        {g.description ? (
          <bdi data-testid="attribute-group-description" style={{ whiteSpace: 'pre-wrap' }}>
            {g.description}
          </bdi>
        ) : null}
      </Section>
      {canWrite ? (
        <>
          <DetailForm
            action={saveAttributeGroup}
            testId="attribute-group"
            hidden={{ id: g.id }}
            canWrite={canWrite}
            version={versionOf(g)}
            tabs={[
              {
                value: 'general',
                label: 'General',
                children: (
                  <Section title="Name, description and order">
                    <RecordTextFields
                      testId="attribute-group-edit"
                      name={g.name}
                      description={g.description}
                    />
                    <SortOrderField
                      testId="attribute-group-edit-sort-order"
                      defaultValue={g.sort_order}
                      hint="Groups are shown in this order, lowest first."
                    />
                  </Section>
                ),
              },
            ]}
          />
          <DangerZone
            action={deleteAttributeGroup}
            id={g.id}
            label="Delete attribute group"
            what="Deletes the group. Only an empty group can be deleted: move its attributes to another group first."
            confirm={{
              title: 'Delete this attribute group?',
              body: 'The group is deleted. A group that still holds attributes is kept.',
            }}
            testId="attribute-group-delete"
          />
        </>
      ) : null}
    </>
  );
}
