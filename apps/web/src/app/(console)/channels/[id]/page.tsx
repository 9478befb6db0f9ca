import { CATALOG_STATUSES } from '@pim/core/schemas';
import type { Metadata } from 'next';
import { RecordTextFields } from '@/components/catalog/record-fields';
import { translationsTab } from '@/components/catalog/translations-tab';
import { DangerZone } from '@/components/form/danger-zone';
import { DetailForm } from '@/components/form/detail-form';
import { versionOf } from '@/components/form/detail-version';
import { StatusField } from '@/components/form/status-form';
import { AnchorLink } from '@/components/links';
import { LocalDate } from '@/components/local-date';
import { LoadError, StatusBadge } from '@/components/notices';
import { Details, PageHeader, Section } from '@/components/page';
import { callApi } from '@/lib/api/call';
import { loadLocales } from '@/lib/api/locales';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { deleteChannel } from '../actions';
import { loadTreeOptions } from '../load';
import { PlacementFields } from '../placement-fields';
import { ChannelLocales } from './channel-locales';
import { saveChannel } from './save-channel';

export const metadata: Metadata = { title: 'Channel' };

const BACK = { href: '/channels', label: 'Channels' };

export default async function ChannelPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, me] = await Promise.all([params, loadMe()]);
  if (!me.ok) return null;
  const canWrite = can(me.me, PERMISSIONS.channelsWrite);
  const [channel, translations, locales, trees] = await Promise.all([
    callApi((api) => api.channels.get.query({ id })),
    callApi((api) => api.channels.getTranslations.query({ id })),
    loadLocales(),
    canWrite ? loadTreeOptions() : Promise.resolve(null),
  ]);
  if (!channel.ok) {
    return (
      <>
        <PageHeader title="Channel" back={BACK} />
        <LoadError failure={channel.failure} />
      </>
    );
  }
  const ch = channel.data;
  const tree = ch.category_tree;
  const otherTrees = trees?.ok ? trees.data.map((t) => t.value).filter((t) => t !== tree.id) : [];

  return (
    <>
      <PageHeader
        title={<bdi>{ch.name}</bdi>}
        titleTestId="channel-title"
        back={BACK}
        badge={<StatusBadge status={ch.status} testId="channel-status" />}
      />
      <Section>
        <Details
          items={[
            { label: 'Code', value: <code data-testid="channel-code">{ch.code}</code> },
            {
              label: 'Category tree',
              value: (
                <AnchorLink href={`/category-trees/${tree.id}`} data-testid="channel-tree-link">
                  <bdi>{tree.name}</bdi>
                </AnchorLink>
              ),
            },
            {
              label: 'Description',
              value: ch.description === null ? '—' : <bdi>{ch.description}</bdi>,
            },
            { label: 'Modified', value: <LocalDate value={ch.modified_at} /> },
          ]}
        />
        <ChannelLocales locales={ch.locales} />
      </Section>

      <DetailForm
        action={saveChannel}
        testId="channel"
        hidden={{ id: ch.id }}
        canWrite={canWrite && trees !== null}
        version={versionOf(ch, translations.ok ? translations.data.items : [])}
        tabs={[
          {
            value: 'general',
            label: 'General',
            kind: canWrite ? 'fields' : 'content',
            children: canWrite ? (
              <Section title="Name and status">
                <RecordTextFields
                  testId="channel-edit"
                  name={ch.name}
                  description={ch.description}
                />
                <StatusField
                  current={ch.status}
                  statuses={CATALOG_STATUSES}
                  hint="An inactive channel is not published to."
                  testId="channel-status-select"
                />
              </Section>
            ) : (
              <Section>
                <Details items={[{ label: 'Status', value: ch.status }]} />
              </Section>
            ),
          },
          ...(canWrite && trees
            ? [
                {
                  value: 'placement',
                  label: 'Tree and locales',
                  children: (
                    <Section
                      title="Tree and locales"
                      description="Where the channel publishes: the categories of its tree, in its locales in this order."
                    >
                      <PlacementFields
                        trees={trees}
                        locales={locales}
                        current={{
                          treeId: tree.id,
                          localeCodes: ch.locales.map((l) => l.locale_code),
                        }}
                      />
                    </Section>
                  ),
                },
              ]
            : []),
          translationsTab({ translations, locales, canWrite, testId: 'channel-translations' }),
        ]}
        confirms={[
          {
            title: 'Change the category tree?',
            body: 'Integrations publishing to this channel will get the categories of the new tree instead of the current one.',
            confirmLabel: 'Change the tree',
            when: { field: 'category_tree_id', values: otherTrees },
          },
          {
            title: 'Deactivate the channel?',
            body: 'Integrations publishing to this channel stop publishing to it.',
            confirmLabel: 'Save and deactivate',
            when: { field: 'status', values: ['inactive'] },
          },
        ]}
      />
      {canWrite ? (
        <DangerZone
          action={deleteChannel}
          id={ch.id}
          label="Delete channel"
          what="Deleting the channel takes it out of every family attribute that names it; integrations publishing to it stop. Its products are kept."
          confirm={{
            title: 'Delete this channel?',
            body: 'The channel is deleted and taken out of every family attribute that names it; integrations publishing to it stop.',
          }}
          testId="channel-delete"
        />
      ) : null}
    </>
  );
}
