import type { Metadata } from 'next';
import { TranslationsSection } from '@/components/catalog/translations-section';
import { DangerForm } from '@/components/form/danger-form';
import { AnchorLink } from '@/components/links';
import { LocalDate } from '@/components/local-date';
import { LoadError } from '@/components/notices';
import { Details, PageHeader, Section } from '@/components/page';
import { callApi } from '@/lib/api/call';
import { loadLocales } from '@/lib/api/locales';
import { PERMISSIONS, can } from '@/lib/auth/permissions';
import { loadMe } from '@/lib/auth/session';
import { isolateText } from '@/lib/bidi';
import { deleteVariantFamily, saveVariantFamilyTranslation } from '../../../variant-actions';
import { AxesByLevel } from '../../variant-families-section';

export const metadata: Metadata = { title: 'Variant family' };

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
    href: `/families/${productFamilyId}`,
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
          items={[
            { label: 'Code', value: <code data-testid="variant-family-code">{v.code}</code> },
            {
              label: 'Family',
              value: family.ok ? (
                <AnchorLink href={back.href}>
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
      {translations.ok ? (
        <TranslationsSection
          action={saveVariantFamilyTranslation}
          hidden={{ productFamilyId, variantFamilyId }}
          items={translations.data.items}
          locales={locales.ok ? locales.data : []}
          canWrite={canWrite}
          testId="variant-family-translations"
        />
      ) : (
        <LoadError failure={translations.failure} />
      )}
      {canWrite ? (
        <Section
          title="Delete"
          description="Its axes cannot change: to change them, create another variant family and delete this one."
        >
          <DangerForm
            action={deleteVariantFamily}
            id={productFamilyId}
            hidden={{ variantFamilyId }}
            testId="variant-family-delete"
            label="Delete variant family"
            confirm={{
              title: 'Delete this variant family?',
              body: 'The variant family is deleted. One that products are built on is kept.',
            }}
          />
        </Section>
      ) : null}
    </>
  );
}
