import 'server-only';
import { callApi, collectPages } from '@/lib/api/call';

const BOOLEAN_AXIS_OPTIONS = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

/** A product's value rows (or a variant's, with inheritance), every page of 100. */
export function loadValueRows({ productId, variantId }: { productId: string; variantId?: string }) {
  return callApi((api) =>
    variantId
      ? collectPages((page) =>
          api.variantValues.list.query({ productId, variantId, page, page_size: 100 }),
        )
      : collectPages((page) => api.productValues.list.query({ productId, page, page_size: 100 })),
  );
}

/** Completeness per channel and locale. */
export function loadCompleteness(id: string) {
  return callApi((api) => api.productCompleteness.get.query({ id }));
}

/** The tenant's active channels with their locales (the scope switcher), by code. */
export function loadChannelScopes() {
  return callApi(async (api) => {
    const channels = await collectPages((page) =>
      api.channels.list.query({ page, page_size: 100, sort: 'code', status: ['active'] }),
    );
    return channels.map((c) => ({
      code: c.code,
      name: c.name,
      locales: c.locales.map((l) => ({
        code: l.locale_code,
        label: l.country_name ? `${l.language_name} (${l.country_name})` : l.language_name,
      })),
    }));
  });
}

/** The variants of a product (the first 100: the axis grid), with the axes and their options. */
export function loadVariantSetup(
  productId: string,
  variantFamily: { id: string } | null,
  familyId: string,
  /** Attribute types by id (from the value rows): a yes/no axis has no options. */
  types: ReadonlyMap<string, string>,
) {
  return callApi(async (api) => {
    if (!variantFamily) return null;
    const [variants, family] = await Promise.all([
      api.variants.list.query({ productId, page_size: 100 }),
      api.productFamilies.variantFamilies.get.query({
        productFamilyId: familyId,
        variantFamilyId: variantFamily.id,
      }),
    ]);
    const axes = await Promise.all(
      family.axes.map(async (axis) => {
        const axisOf = { code: axis.attribute.code, name: axis.attribute.name, level: axis.level };
        // A yes/no axis has no options: its values are named true and false.
        if (types.get(axis.attribute.id) === 'boolean') {
          return { ...axisOf, options: BOOLEAN_AXIS_OPTIONS };
        }
        const options = await collectPages((page) =>
          api.attributes.listOptions.query({ id: axis.attribute.id, page, page_size: 100 }),
        );
        return { ...axisOf, options: options.map((o) => ({ value: o.code, label: o.name })) };
      }),
    );
    return { variants: variants.items, total: variants.pagination.total_items, axes };
  });
}

/** The newest revisions (a page of 20) and the latest number (a restore's expected_revision). */
export function loadRevisions(id: string) {
  return callApi((api) => api.productRevisions.list.query({ id, page_size: 20 }));
}
