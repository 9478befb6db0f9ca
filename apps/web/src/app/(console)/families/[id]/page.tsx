import { SimpleGrid } from '@mantine/core';
import { CATALOG_STATUSES, VARIANT_AXIS_TYPES } from '@pim/core/schemas';
import type { Metadata } from 'next';
import { RecordEditForm } from '@/components/catalog/record-fields';
import { TranslationsSection } from '@/components/catalog/translations-section';
import { StatusForm } from '@/components/form/status-form';
import { LocalDate } from '@/components/local-date';
import { LoadError, StatusBadge } from '@/components/notices';
import { Details, PageHeader, Section } from '@/components/page';
import { callApi } from '@/lib/api/call';
import { loadLocales } from '@/lib/api/locales';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { isolateText } from '@/lib/bidi';
import { saveFamilyTranslation, setFamilyStatus, updateFamily } from '../actions';
import { loadChannels, loadFamilyAttributes, loadTenantAttributes } from '../load';
import { DisplayAttributesSection } from './display-attributes-form';
import { RequirementsSection } from './requirements/requirements-section';
import type { FamilyAttribute } from './requirements/requirements';
import { VariantFamiliesSection } from './variant-families-section';

export const metadata: Metadata = { title: 'Family' };

const BACK = { href: '/families', label: 'Families' };

/** Select and yes/no attributes of the family holding one value for all channels and locales. */
function axisOptionsOf(rows: readonly FamilyAttribute[]) {
  return rows
    .filter(
      (row) =>
        (VARIANT_AXIS_TYPES as readonly string[]).includes(row.attribute_type) &&
        !row.value_per_channel &&
        !row.value_per_locale,
    )
    .map((row) => ({
      value: row.attribute_id,
      label: `${isolateText(row.attribute_name)} (${row.attribute_code})`,
    }));
}

export default async function FamilyPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, me] = await Promise.all([params, loadMe()]);
  if (!me.ok) return null;
  const canWrite = can(me.me, PERMISSIONS.familiesWrite);
  const [family, rows, channels, variants, translations, locales, tenantAttributes] =
    await Promise.all([
      callApi((api) => api.productFamilies.get.query({ id })),
      loadFamilyAttributes(id),
      loadChannels(),
      callApi((api) => api.productFamilies.variantFamilies.list.query({ productFamilyId: id })),
      callApi((api) => api.productFamilies.getTranslations.query({ id })),
      loadLocales(),
      canWrite && can(me.me, PERMISSIONS.attributesRead)
        ? loadTenantAttributes()
        : Promise.resolve(null),
    ]);
  if (!family.ok) {
    return (
      <>
        <PageHeader title="Family" back={BACK} />
        <LoadError failure={family.failure} />
      </>
    );
  }
  const f = family.data;
  const familyRows = rows.ok ? rows.data : [];

  return (
    <>
      <PageHeader
        title={<bdi>{f.name}</bdi>}
        titleTestId="family-title"
        back={BACK}
        badge={<StatusBadge status={f.status} />}
      />
      <Section>
        <Details
          cols={{ base: 2, md: 4 }}
          items={[
            { label: 'Code', value: <code data-testid="family-code">{f.code}</code> },
            { label: 'Attributes', value: f.attribute_count, testId: 'family-attribute-count' },
            { label: 'Products', value: f.product_count, testId: 'family-product-count' },
            { label: 'Modified', value: <LocalDate value={f.modified_at} /> },
          ]}
        />
      </Section>

      {canWrite ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Section title="Name and description">
            <RecordEditForm action={updateFamily} record={f} testId="family-edit" />
          </Section>
          <Section
            title="Status"
            description="An inactive family is not offered for new products; its products keep it."
          >
            <StatusForm
              action={setFamilyStatus}
              id={f.id}
              current={f.status}
              statuses={CATALOG_STATUSES}
              breaking={['inactive']}
              consequence="New products can no longer be created in this family, and integrations may stop offering it."
              testId="family-status"
            />
          </Section>
        </SimpleGrid>
      ) : null}

      {rows.ok ? (
        <>
          <RequirementsSection
            productFamilyId={f.id}
            rows={familyRows}
            channels={channels.ok ? channels.data : null}
            tenantAttributes={tenantAttributes}
            canWrite={canWrite}
          />
          <DisplayAttributesSection family={f} rows={familyRows} canWrite={canWrite} />
        </>
      ) : (
        <LoadError failure={rows.failure} />
      )}

      {variants.ok ? (
        <VariantFamiliesSection
          productFamilyId={f.id}
          variantFamilies={variants.data.items}
          axisOptions={axisOptionsOf(familyRows)}
          canWrite={canWrite}
        />
      ) : (
        <LoadError failure={variants.failure} />
      )}

      {translations.ok ? (
        <TranslationsSection
          action={saveFamilyTranslation}
          hidden={{ id: f.id }}
          items={translations.data.items}
          locales={locales.ok ? locales.data : []}
          canWrite={canWrite}
          testId="family-translations"
        />
      ) : (
        <LoadError failure={translations.failure} />
      )}
    </>
  );
}
