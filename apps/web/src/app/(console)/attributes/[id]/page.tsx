import { CATALOG_STATUSES } from '@pim/core/schemas';
import type { Metadata } from 'next';
import { RecordTextFields } from '@/components/catalog/record-fields';
import { translationsTab } from '@/components/catalog/translations-tab';
import { DangerZone } from '@/components/form/danger-zone';
import { DetailForm } from '@/components/form/detail-form';
import { versionOf } from '@/components/form/detail-version';
import { StatusField } from '@/components/form/status-form';
import { LoadError, StatusBadge } from '@/components/notices';
import { PageHeader, Section } from '@/components/page';
import { callApi } from '@/lib/api/call';
import { loadLocales } from '@/lib/api/locales';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { listInputOf, type SearchParams } from '@/lib/list-params';
import { ATTRIBUTE_OPTIONS_LIST } from '@/lib/lists';
import { deleteAttribute } from '../actions';
import { AttributePlacementFields } from '../attribute-fields';
import { hasOptions } from '@/lib/attribute-types';
import { ConfigFields } from '../config-fields';
import { loadGroupOptions } from '../load';
import { AttributeFacts, ConfigSummary } from './attribute-facts';
import { OptionsSection } from './options-section';
import { saveAttribute } from './save-attribute';

export const metadata: Metadata = { title: 'Attribute' };

const BACK = { href: '/attributes', label: 'Attributes' };

export default async function AttributePage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const [{ id }, query, me] = await Promise.all([params, searchParams, loadMe()]);
  if (!me.ok) return null;
  const canWrite = can(me.me, PERMISSIONS.attributesWrite);
  const { status: _none, ...optionsInput } = listInputOf(query, ATTRIBUTE_OPTIONS_LIST);
  const [attribute, translations, locales, groups, options] = await Promise.all([
    callApi((api) => api.attributes.get.query({ id })),
    callApi((api) => api.attributes.getTranslations.query({ id })),
    loadLocales(),
    canWrite ? loadGroupOptions() : Promise.resolve(null),
    callApi((api) => api.attributes.listOptions.query({ ...optionsInput, id })),
  ]);
  if (!attribute.ok) {
    return (
      <>
        <PageHeader title="Attribute" back={BACK} />
        <LoadError failure={attribute.failure} />
      </>
    );
  }
  const a = attribute.data;

  return (
    <>
      <PageHeader
        title={<bdi>{a.name}</bdi>}
        titleTestId="attribute-title"
        back={BACK}
        badge={<StatusBadge status={a.status} testId="attribute-status" />}
      />
      <AttributeFacts attribute={a} />

      <DetailForm
        action={saveAttribute}
        testId="attribute"
        hidden={{ id: a.id, type: a.type }}
        canWrite={canWrite}
        version={versionOf(a, translations.ok ? translations.data.items : [])}
        tabs={[
          ...(canWrite
            ? [
                {
                  value: 'general',
                  label: 'General',
                  children: (
                    <Section title="Name, group and order">
                      {groups && !groups.ok ? <LoadError failure={groups.failure} /> : null}
                      <RecordTextFields
                        testId="attribute-edit"
                        name={a.name}
                        description={a.description}
                      />
                      <AttributePlacementFields
                        testId="attribute-edit"
                        groups={groups?.ok ? groups.data : []}
                        attribute={a}
                      />
                      <StatusField
                        current={a.status}
                        statuses={CATALOG_STATUSES}
                        hint="An inactive attribute stays in its families but is not offered for new ones."
                        testId="attribute-status-select"
                      />
                    </Section>
                  ),
                },
              ]
            : []),
          ...(Object.keys(a.config).length
            ? [
                {
                  value: 'settings',
                  label: 'Settings',
                  kind: canWrite ? ('fields' as const) : ('content' as const),
                  children: (
                    <Section
                      title="Settings"
                      description="What a value of this type must be."
                      testId="attribute-settings"
                    >
                      {canWrite ? (
                        <ConfigFields type={a.type} config={a.config} />
                      ) : (
                        <ConfigSummary config={a.config} />
                      )}
                    </Section>
                  ),
                },
              ]
            : []),
          ...(hasOptions(a.type)
            ? [
                {
                  value: 'options',
                  label: 'Options',
                  kind: 'content' as const,
                  children: (
                    <OptionsSection
                      attribute={a}
                      canWrite={canWrite}
                      locales={locales.ok ? locales.data : []}
                      firstPage={
                        options.ok ? { input: optionsInput, data: options.data } : undefined
                      }
                    />
                  ),
                },
              ]
            : []),
          translationsTab({ translations, locales, canWrite, testId: 'attribute-translations' }),
        ]}
        confirms={[
          {
            title: 'Deactivate the attribute?',
            body: 'Integrations reading this attribute may stop receiving its values.',
            confirmLabel: 'Save and deactivate',
            when: { field: 'status', values: ['inactive'] },
          },
        ]}
      />
      {canWrite ? (
        <DangerZone
          action={deleteAttribute}
          id={a.id}
          label="Delete attribute"
          what="Deletes the attribute and its values. One still held by a product family is kept: take it out of its families first."
          confirm={{
            title: 'Delete this attribute?',
            body: 'The attribute is deleted. One still held by a product family is kept: take it out of its families first.',
          }}
          testId="attribute-delete"
        />
      ) : null}
    </>
  );
}
