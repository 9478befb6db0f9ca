import { Stack } from '@mantine/core';
import { CATALOG_STATUSES, VARIANT_AXIS_TYPES } from '@pim/core/schemas';
import type { Metadata } from 'next';
import { RecordTextFields } from '@/components/catalog/record-fields';
import { translationsTab } from '@/components/catalog/translations-tab';
import { DetailForm, type DetailTab } from '@/components/form/detail-form';
import { versionOf } from '@/components/form/detail-version';
import { StatusField } from '@/components/form/status-form';
import { LocalDate } from '@/components/local-date';
import { LoadError, StatusBadge } from '@/components/notices';
import { Details, PageHeader, Section } from '@/components/page';
import { callApi } from '@/lib/api/call';
import { loadLocales } from '@/lib/api/locales';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { isolateText } from '@/lib/bidi';
import { loadChannels, loadFamilyAttributes, loadTenantAttributes } from '../load';
import { DisplayAttributesFields } from './display-attributes-fields';
import { saveFamily } from './save-family';
import { AddAttributesSection, RequirementsSection } from './requirements/requirements-section';
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

  const requirements = rows.ok ? (
    <RequirementsSection
      productFamilyId={f.id}
      rows={familyRows}
      channels={channels.ok ? channels.data : null}
      canWrite={canWrite}
    />
  ) : (
    <LoadError failure={rows.failure} />
  );
  const general = (
    <Stack gap="lg">
      <Section title="Name and status">
        {canWrite ? (
          <>
            <RecordTextFields testId="family-edit" name={f.name} description={f.description} />
            <StatusField
              current={f.status}
              statuses={CATALOG_STATUSES}
              hint="An inactive family is not offered for new products; its products keep it."
              testId="family-status-select"
            />
          </>
        ) : (
          <Details
            items={[
              { label: 'Description', value: f.description ? <bdi>{f.description}</bdi> : '—' },
            ]}
          />
        )}
      </Section>
      {rows.ok ? (
        <DisplayAttributesFields family={f} rows={familyRows} canWrite={canWrite} />
      ) : null}
    </Stack>
  );
  const tabs: DetailTab[] = [
    { value: 'general', label: 'General', children: general },
    {
      value: 'attributes',
      label: `Attributes and requirements (${f.attribute_count})`,
      children: requirements,
      after:
        canWrite && tenantAttributes && rows.ok ? (
          <AddAttributesSection
            productFamilyId={f.id}
            rows={familyRows}
            tenantAttributes={tenantAttributes}
          />
        ) : undefined,
    },
    {
      value: 'variant-families',
      label: `Variant families${variants.ok ? ` (${variants.data.items.length})` : ''}`,
      kind: 'content',
      children: variants.ok ? (
        <VariantFamiliesSection
          productFamilyId={f.id}
          variantFamilies={variants.data.items}
          axisOptions={axisOptionsOf(familyRows)}
          canWrite={canWrite}
        />
      ) : (
        <LoadError failure={variants.failure} />
      ),
    },
    translationsTab({ translations, locales, canWrite, testId: 'family-translations' }),
  ];

  return (
    <>
      <PageHeader
        title={<bdi>{f.name}</bdi>}
        titleTestId="family-title"
        back={BACK}
        badge={<StatusBadge status={f.status} testId="family-status" />}
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
      <DetailForm
        action={saveFamily}
        testId="family"
        hidden={{ id: f.id }}
        tabs={tabs}
        canWrite={canWrite}
        // The matrix's rows too: an attribute added or removed starts its boxes again.
        version={`${versionOf(f, translations.ok ? translations.data.items : [])}|${familyRows
          .map((row) => row.attribute_id)
          .join(',')}`}
        confirms={[
          {
            title: 'Deactivate the family?',
            body: 'New products can no longer be created in this family, and integrations may stop offering it.',
            confirmLabel: 'Save and deactivate',
            when: { field: 'status', values: ['inactive'] },
          },
        ]}
      />
    </>
  );
}
