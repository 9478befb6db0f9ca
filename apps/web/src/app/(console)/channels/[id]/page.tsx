import { SimpleGrid } from '@mantine/core';
import type { Metadata } from 'next';
import { LoadedTranslations } from '@/components/catalog/loaded-translations';
import { RecordTextFields } from '@/components/catalog/record-fields';
import { StatusAndDelete } from '@/components/status-and-delete';
import { ActionForm } from '@/components/form/action-form';
import { Hidden } from '@/components/form/fields';
import { AnchorLink } from '@/components/links';
import { LocalDate } from '@/components/local-date';
import { LoadError, StatusBadge } from '@/components/notices';
import { Details, PageHeader, Section } from '@/components/page';
import { callApi } from '@/lib/api/call';
import { loadLocales } from '@/lib/api/locales';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { deleteChannel, saveChannelTranslation, setChannelStatus, updateChannel } from '../actions';
import { loadTreeOptions } from '../load';
import { PlacementFields } from '../placement-fields';
import { ChannelLocales } from './channel-locales';

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
        badge={<StatusBadge status={ch.status} />}
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

      {canWrite && trees ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Section title="Name, tree and locales">
            <ActionForm
              action={updateChannel}
              testId="channel-edit"
              submitLabel="Save"
              confirm={{
                title: 'Change the category tree?',
                body: 'Integrations publishing to this channel will get the categories of the new tree instead of the current one.',
                confirmLabel: 'Change the tree',
                when: { field: 'category_tree_id', values: otherTrees },
              }}
            >
              <Hidden name="id" value={ch.id} />
              <RecordTextFields testId="channel-edit" name={ch.name} description={ch.description} />
              <PlacementFields
                trees={trees}
                locales={locales}
                current={{ treeId: tree.id, localeCodes: ch.locales.map((l) => l.locale_code) }}
              />
            </ActionForm>
          </Section>
          <StatusAndDelete
            record={ch}
            description="An inactive channel is not published to."
            setStatus={setChannelStatus}
            consequence="Integrations publishing to this channel stop publishing to it."
            remove={{
              action: deleteChannel,
              label: 'Delete channel',
              confirm: {
                title: 'Delete this channel?',
                body: 'The channel is deleted and taken out of every family attribute that names it; integrations publishing to it stop.',
              },
            }}
            testId="channel"
          />
        </SimpleGrid>
      ) : null}

      <LoadedTranslations
        translations={translations}
        locales={locales}
        action={saveChannelTranslation}
        id={ch.id}
        canWrite={canWrite}
        testId="channel-translations"
      />
    </>
  );
}
