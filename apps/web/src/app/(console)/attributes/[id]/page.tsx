import { SimpleGrid } from '@mantine/core';
import type { Metadata } from 'next';
import { RecordTextFields } from '@/components/catalog/record-fields';
import { StatusAndDelete } from '@/components/status-and-delete';
import { TranslationsSection } from '@/components/catalog/translations-section';
import { ActionForm } from '@/components/form/action-form';
import { Hidden } from '@/components/form/fields';
import { LoadError, StatusBadge } from '@/components/notices';
import { PageHeader, Section } from '@/components/page';
import { callApi } from '@/lib/api/call';
import { loadLocales } from '@/lib/api/locales';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { listInputOf, type SearchParams } from '@/lib/list-params';
import { ATTRIBUTE_OPTIONS_LIST } from '@/lib/lists';
import {
  deleteAttribute,
  saveAttributeTranslation,
  setAttributeStatus,
  updateAttribute,
  updateAttributeConfig,
} from '../actions';
import { AttributePlacementFields } from '../attribute-fields';
import { hasOptions } from '@/lib/attribute-types';
import { ConfigFields } from '../config-fields';
import { loadGroupOptions } from '../load';
import { AttributeFacts, ConfigSummary } from './attribute-facts';
import { OptionsSection } from './options-section';

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
  const localeOptions = locales.ok ? locales.data : [];

  return (
    <>
      <PageHeader
        title={<bdi>{a.name}</bdi>}
        titleTestId="attribute-title"
        back={BACK}
        badge={<StatusBadge status={a.status} />}
      />
      <AttributeFacts attribute={a} />

      {canWrite ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Section title="Name, group and order">
            {groups && !groups.ok ? <LoadError failure={groups.failure} /> : null}
            <ActionForm action={updateAttribute} testId="attribute-edit" submitLabel="Save">
              <Hidden name="id" value={a.id} />
              <RecordTextFields testId="attribute-edit" name={a.name} description={a.description} />
              <AttributePlacementFields
                testId="attribute-edit"
                groups={groups?.ok ? groups.data : []}
                attribute={a}
              />
            </ActionForm>
          </Section>
          <StatusAndDelete
            record={a}
            description="An inactive attribute stays in its families but is not offered for new ones."
            setStatus={setAttributeStatus}
            consequence="Integrations reading this attribute may stop receiving its values."
            remove={{
              action: deleteAttribute,
              label: 'Delete attribute',
              confirm: {
                title: 'Delete this attribute?',
                body: 'The attribute is deleted. One still held by a product family is kept: take it out of its families first.',
              },
            }}
            testId="attribute"
          />
        </SimpleGrid>
      ) : null}

      {Object.keys(a.config).length ? (
        <Section
          title="Settings"
          description="What a value of this type must be."
          testId="attribute-settings"
        >
          {canWrite ? (
            <ActionForm
              action={updateAttributeConfig}
              testId="attribute-config"
              submitLabel="Save settings"
            >
              <Hidden name="id" value={a.id} />
              <Hidden name="type" value={a.type} />
              <ConfigFields type={a.type} config={a.config} />
            </ActionForm>
          ) : (
            <ConfigSummary config={a.config} />
          )}
        </Section>
      ) : null}

      {hasOptions(a.type) ? (
        <OptionsSection
          attribute={a}
          canWrite={canWrite}
          locales={localeOptions}
          firstPage={options.ok ? { input: optionsInput, data: options.data } : undefined}
        />
      ) : null}

      {translations.ok ? (
        <TranslationsSection
          action={saveAttributeTranslation}
          hidden={{ id: a.id }}
          items={translations.data.items}
          locales={localeOptions}
          canWrite={canWrite}
          testId="attribute-translations"
        />
      ) : (
        <LoadError failure={translations.failure} />
      )}
    </>
  );
}
