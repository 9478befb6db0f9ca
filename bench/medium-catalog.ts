// A catalog shaped like Akeneo's "medium" representative catalog, loaded straight into a
// tenant with COPY (the bulk path: the API is what bench/products.ts measures, not the
// loading): 2 channels with 4 locales, 400 attributes in 10 groups (a realistic mix of types),
// 50 families of 80 attributes (10 required per channel, 6 per locale, 2 per channel), and
// BENCH_PRODUCTS (default 50,000) products of 72 scoped values each (~3.6M values), spread
// over the families, statuses and 200 categories.
import { randomUUID } from 'node:crypto';
import type { Sql } from '../packages/db/src/sql.ts';

export const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const ATTRIBUTES = 400;
const FAMILIES = 50;
const PER_FAMILY = 80;
const CATEGORIES = 200;
const STATUSES = ['draft', 'in_review', 'approved', 'archived'] as const;
const TYPES = [
  'text',
  'text',
  'textarea',
  'number',
  'boolean',
  'select',
  'date',
  'price',
  'metric',
] as const;
const COLORS = ['red', 'blue', 'green', 'black', 'white', 'yellow', 'grey', 'pink'];

export interface MediumCatalog {
  familyIds: string[];
  productIds: string[];
  attributes: BenchAttribute[];
  /** Attributes of each family, by family index. */
  familyAttributes: BenchAttribute[][];
}

export interface BenchAttribute {
  id: string;
  code: string;
  type: (typeof TYPES)[number];
  perChannel: boolean;
  perLocale: boolean;
}

const CHANNELS = [
  { id: randomUUID(), code: 'ecommerce', locales: ['en_US', 'fr_FR', 'de_DE'] },
  { id: randomUUID(), code: 'mobile', locales: ['en_US', 'es_ES'] },
];
const LOCALES = ['en_US', 'fr_FR', 'de_DE', 'es_ES'];

/** The data of a value of this attribute for product `n`. */
function dataOf(attribute: BenchAttribute, n: number, locale: string): { value: unknown } {
  switch (attribute.type) {
    case 'text':
      return { value: `${attribute.code} ${n} ${locale}` };
    case 'textarea':
      return { value: `<p>Description of product ${n} in ${locale}.</p>` };
    case 'number':
      return { value: n % 1000 };
    case 'boolean':
      return { value: n % 2 === 0 };
    case 'select':
      return { value: COLORS[n % COLORS.length] };
    case 'date':
      return { value: `2026-0${(n % 9) + 1}-1${n % 10}` };
    case 'price':
      return { value: [{ amount: `${n % 500}.99`, currency: 'EUR' }] };
    case 'metric':
      return { value: { amount: `${(n % 50) / 10}`, unit: 'KILOGRAM' } };
  }
}

/**
 * The raw_values document of product `n` of a family: every non-scoped attribute once, the
 * localizable ones in the 4 locales, the per-channel ones in the 2 channels: 72 values.
 */
export function rawValuesOf(attributes: BenchAttribute[], n: number) {
  const doc: Record<string, Record<string, Record<string, { value: unknown }>>> = {};
  let count = 0;
  for (const attribute of attributes) {
    if (count >= 72) break;
    const scopes = attribute.perLocale
      ? LOCALES.map((l) => ['$default', l])
      : attribute.perChannel
        ? CHANNELS.map((c) => [c.code, '$default'])
        : [['$default', '$default']];
    const scoped: Record<string, Record<string, { value: unknown }>> = {};
    for (const [channel, locale] of scopes) {
      (scoped[channel!] ??= {})[locale!] = dataOf(attribute, n, locale!);
      count++;
    }
    doc[attribute.id] = scoped;
  }
  return doc;
}

export async function loadMediumCatalog(db: Sql, tenantId: string): Promise<MediumCatalog> {
  const treeId = randomUUID();
  await db.copyFrom(
    'category_trees',
    ['id', 'tenant_id', 'code', 'name'],
    [[treeId, tenantId, 'bench_master', 'Master']],
  );
  const categoryIds = Array.from({ length: CATEGORIES }, () => randomUUID());
  await db.copyFrom(
    'categories',
    ['id', 'tenant_id', 'category_tree_id', 'code', 'name', 'path'],
    categoryIds.map((id, i) => [id, tenantId, treeId, `cat_${i}`, `Category ${i}`, `cat_${i}`]),
  );
  await db.copyFrom(
    'channels',
    ['id', 'tenant_id', 'category_tree_id', 'code', 'name'],
    CHANNELS.map((c) => [c.id, tenantId, treeId, c.code, c.code]),
  );
  const localeRows = await db<{ id: string; code: string }>`
    SELECT id, code FROM locales WHERE code = ANY(${LOCALES})`;
  const localeId = new Map(localeRows.map((l) => [l.code, l.id]));
  await db.copyFrom(
    'channel_locales',
    ['tenant_id', 'channel_id', 'locale_id', 'position'],
    CHANNELS.flatMap((c) => c.locales.map((l, i) => [tenantId, c.id, localeId.get(l), i])),
  );
  const groupIds = Array.from({ length: 10 }, () => randomUUID());
  await db.copyFrom(
    'attribute_groups',
    ['id', 'tenant_id', 'code', 'name', 'sort_order'],
    groupIds.map((id, i) => [id, tenantId, `group_${i}`, `Group ${i}`, i]),
  );
  const attributes: BenchAttribute[] = Array.from({ length: ATTRIBUTES }, (_, i) => {
    const type = TYPES[i % TYPES.length]!;
    const textual = type === 'text' || type === 'textarea';
    return {
      id: randomUUID(),
      code: i === 0 ? 'name' : i === 1 ? 'image' : `attr_${i}`,
      type: i === 1 ? ('text' as const) : type,
      perLocale: i === 0 || (textual && i % 7 === 0),
      perChannel: !textual && i % 11 === 0,
    };
  });
  const configOf = (a: BenchAttribute) =>
    ({
      text: { max_length: 255 },
      textarea: { max_length: 65535 },
      number: { decimals_allowed: false },
      boolean: {},
      select: {},
      date: {},
      price: { currencies: ['EUR', 'USD'] },
      metric: { unit_family: 'Weight', default_unit: 'KILOGRAM', units: ['GRAM', 'KILOGRAM'] },
    })[a.type];
  await db.copyFrom(
    'attributes',
    [
      'id',
      'tenant_id',
      'attribute_group_id',
      'code',
      'name',
      'type',
      'config',
      'value_per_channel',
      'value_per_locale',
      'sort_order',
    ],
    attributes.map((a, i) => [
      a.id,
      tenantId,
      groupIds[i % groupIds.length],
      a.code,
      `Attribute ${a.code}`,
      a.type,
      configOf(a),
      a.perChannel,
      a.perLocale,
      i,
    ]),
  );
  await db.copyFrom(
    'attribute_options',
    ['tenant_id', 'attribute_id', 'code', 'name', 'sort_order'],
    attributes
      .filter((a) => a.type === 'select')
      .flatMap((a) => COLORS.map((c, i) => [tenantId, a.id, c, c, i])),
  );
  const familyIds = Array.from({ length: FAMILIES }, () => randomUUID());
  // Each family: `name` first, then a window of 79 attributes (localizable ones first, so the
  // 72 values of a product hold the scoped mix).
  const familyAttributes = familyIds.map((_, f) => {
    const window = Array.from(
      { length: PER_FAMILY - 1 },
      (_, k) => attributes[2 + ((f * 7 + k) % (ATTRIBUTES - 2))]!,
    );
    const scoped = window.filter((a) => a.perLocale).slice(0, 5);
    const perChannel = window.filter((a) => a.perChannel).slice(0, 2);
    const plain = window.filter((a) => !a.perLocale && !a.perChannel);
    return [attributes[0]!, ...scoped, ...perChannel, ...plain].slice(0, PER_FAMILY);
  });
  await db.copyFrom(
    'product_families',
    ['id', 'tenant_id', 'code', 'name', 'name_attribute_id'],
    familyIds.map((id, f) => [id, tenantId, `family_${f}`, `Family ${f}`, attributes[0]!.id]),
  );
  await db.copyFrom(
    'family_attributes',
    ['tenant_id', 'family_id', 'attribute_id', 'is_mandatory', 'is_overridable'],
    familyIds.flatMap((id, f) =>
      familyAttributes[f]!.map((a, k) => [tenantId, id, a.id, k < 10, false]),
    ),
  );
  await db.copyFrom(
    'family_attribute_channels',
    ['tenant_id', 'family_id', 'attribute_id', 'channel_id'],
    familyIds.flatMap((id, f) =>
      familyAttributes[f]!.flatMap((a) => CHANNELS.map((c) => [tenantId, id, a.id, c.id])),
    ),
  );
  const productIds = Array.from({ length: PRODUCTS }, () => randomUUID());
  // Older products first: created_at one second apart, so the newest-first order is stable.
  const start = Date.now() - PRODUCTS * 1000;
  await db.copyFrom(
    'products',
    [
      'id',
      'tenant_id',
      'code',
      'product_family_id',
      'status',
      'raw_values',
      'created_at',
      'modified_at',
    ],
    (function* () {
      for (let n = 0; n < PRODUCTS; n++) {
        const f = n % FAMILIES;
        const at = new Date(start + n * 1000);
        yield [
          productIds[n],
          tenantId,
          `product_${n}`,
          familyIds[f],
          STATUSES[n % STATUSES.length],
          rawValuesOf(familyAttributes[f]!, n),
          at,
          at,
        ];
      }
    })(),
  );
  await db.copyFrom(
    'product_categories',
    ['tenant_id', 'product_id', 'category_id'],
    productIds.map((id, n) => [tenantId, id, categoryIds[n % CATEGORIES]]),
  );
  await db`ANALYZE`;
  return { familyIds, productIds, attributes, familyAttributes };
}
