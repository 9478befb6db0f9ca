import type { Metadata } from 'next';
import { translationsTab } from '@/components/catalog/translations-tab';
import { DangerZone } from '@/components/form/danger-zone';
import { DetailForm } from '@/components/form/detail-form';
import { versionOf } from '@/components/form/detail-version';
import { AnchorLink } from '@/components/links';
import { LocalDate } from '@/components/local-date';
import { LoadError } from '@/components/notices';
import { Details, PageHeader, Section } from '@/components/page';
import { callApi } from '@/lib/api/call';
import { loadLocales } from '@/lib/api/locales';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { isolateText } from '@/lib/bidi';
import { deleteVariantFamily, saveVariantFamily } from '../../../variant-actions';
import { AxesByLevel } from '../../variant-families-section';
import { AxesTable } from './axes-table';

export const metadata: Metadata = { title: 'Variant family' };

/**
 * A variant family: its summary, then tabs (Axes · Translations) with one Save, then its
 * delete apart. The code, name and axes are set at creation; the translations are saved.
 */
export default async function VariantFamilyPage({
  params,
}: {
  params: Promise<{ id: string; variantFamilyId: string }>;
}) {
  const [{ id: productFamilyId, variantFamilyId }, me] = await Promise.all([params, loadMe()]);
  if (!me.ok) return null;
  const ids = { productFamilyId, variantFamilyId };
  const [family, variant, translations, locales] = await Promise.all([
    callApi((api) => api.productFamilies.get.query({ id: productFamilyId })),
    callApi((api) => api.productFamilies.variantFamilies.get.query(ids)),
    callApi((api) => api.productFamilies.variantFamilies.getTranslations.query(ids)),
    loadLocales(),
  ]);
  const back = {
    href: `/families/${productFamilyId}?tab=variant-families`,
    label: family.ok ? isolateText(family.data.name) : 'Family',
  };
  if (!variant.ok) {
    return (
      <>
        <PageHeader title="Variant family" back={back} />
        <LoadError failure={variant.failure} />
      </>
    );
  }
  const v = variant.data;
  const canWrite = can(me.me, PERMISSIONS.familiesWrite);

  return (
    <>
      <PageHeader title={<bdi>{v.name}</bdi>} titleTestId="variant-family-title" back={back} />
      <Section>
        <Details
          cols={{ base: 1, xs: 2, md: 4 }}
          items={[
            { label: 'Code', value: <code data-testid="variant-family-code">{v.code}</code> },
            {
              label: 'Family',
              value: family.ok ? (
                <AnchorLink href={back.href} data-testid="variant-family-family">
                  <bdi>{family.data.name}</bdi>
                </AnchorLink>
              ) : (
                '—'
              ),
            },
            {
              label: 'Axes',
              value: <AxesByLevel axes={v.axes} />,
              testId: 'variant-family-axes',
            },
            { label: 'Modified', value: <LocalDate value={v.modified_at} /> },
          ]}
        />
      </Section>
      <DetailForm
        action={saveVariantFamily}
        testId="variant-family"
        hidden={ids}
        canWrite={canWrite}
        version={versionOf(v, translations.ok ? translations.data.items : [])}
        tabs={[
          {
            value: 'axes',
            label: `Axes (${v.axes.length})`,
            // Read only, but a tab of the form: Save stays in its place on every tab.
            children: <AxesTable axes={v.axes} />,
          },
          translationsTab({
            translations,
            locales,
            canWrite,
            testId: 'variant-family-translations',
          }),
        ]}
      />
      {canWrite ? (
        <DangerZone
          action={deleteVariantFamily}
          id={productFamilyId}
          hidden={{ variantFamilyId }}
          label="Delete variant family"
          what="Deletes the variant family, its axes and its translations; the family and its attributes stay. One that products are built on is kept: give them another variant family or none first."
          confirm={{
            title: 'Delete this variant family?',
            body: 'The variant family is deleted with its axes and translations. One that products are built on is kept.',
          }}
          testId="variant-family-delete"
        />
      ) : null}
    </>
  );
}
