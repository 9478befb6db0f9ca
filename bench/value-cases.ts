// Hostile attribute values for bench/event-loop.ts: a family with attributes of every type
// (text ones at their longest, with RE2 patterns), a product and a variant of it, and for
// each type requests carrying as many hostile values as one request may (15 textareas of
// 64 KB each is what the issue measured: 3 of them held the loop 3.8 s before the fix).
import { hostileStrings, type Case } from './hostile-cases.ts';

type Call = (method: string, path: string, body?: unknown) => Promise<{ id: string }>;

const LONGEST = 65_535;
/** Attributes of each type in the family: a request names every one of a type at once. */
const PER_TYPE = 15;

/**
 * The attributes of the family, by kind: a type and its config. A text with a pattern takes
 * the longest values its pattern's cost allows (attributes/config.ts PATTERN_COST_LIMIT).
 */
const KINDS: { kind: string; type: string; config?: Record<string, unknown>; length: number }[] = [
  { kind: 'textarea', type: 'textarea', config: { max_length: LONGEST }, length: LONGEST },
  { kind: 'text', type: 'text', config: { max_length: LONGEST }, length: LONGEST },
  {
    kind: 'text, e-mail pattern',
    type: 'text',
    config: { max_length: 15_000, regex: '^[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}$' },
    length: 15_000,
  },
  {
    kind: 'text, ambiguous pattern',
    type: 'text',
    config: { max_length: 16_000, regex: '^(a|aa)*b$' },
    length: 16_000,
  },
  {
    kind: 'text, repeated pattern',
    type: 'text',
    config: { max_length: 3_200, regex: '(.*a){12}' },
    length: 3_200,
  },
  { kind: 'number', type: 'number', config: { decimals_allowed: true }, length: LONGEST },
  { kind: 'date', type: 'date', length: LONGEST },
  { kind: 'boolean', type: 'boolean', length: LONGEST },
  { kind: 'select', type: 'select', length: LONGEST },
  { kind: 'multiselect', type: 'multiselect', length: LONGEST },
  { kind: 'price', type: 'price', config: { currencies: ['EUR', 'USD'] }, length: LONGEST },
  {
    kind: 'metric',
    type: 'metric',
    config: { unit_family: 'Weight', default_unit: 'KILOGRAM' },
    length: LONGEST,
  },
  { kind: 'media', type: 'media', length: LONGEST },
];

/** Values of a type built to cost its check the most (strings at their longest). */
function hostileValues(type: string, length: number): [string, unknown][] {
  const strings = hostileStrings(length);
  const long = 'a'.repeat(100);
  switch (type) {
    case 'text':
    case 'textarea':
      return strings;
    case 'number':
      return [
        ['digits', '9'.repeat(LONGEST)],
        ['exponent', `1e${'9'.repeat(1000)}`],
        ['tiny', 5e-324],
      ];
    case 'date':
      return [
        ['digits', '2'.repeat(LONGEST)],
        ['date-like', `2024-01-01T${'0'.repeat(LONGEST)}`],
      ];
    case 'boolean':
      return [['text', 'true'.repeat(10_000)]];
    case 'select':
    case 'media':
      return strings.slice(0, 4);
    case 'multiselect':
      return [
        ['1,000 codes', Array.from({ length: 1000 }, (_, i) => `${long}${i}`)],
        ['one long code', ['a'.repeat(LONGEST)]],
      ];
    case 'price':
      return [
        [
          '1,000 amounts',
          Array.from({ length: 1000 }, () => ({ amount: '9'.repeat(60), currency: 'EUR' })),
        ],
        ['long currency', [{ amount: 1, currency: 'E'.repeat(LONGEST) }]],
      ];
    case 'metric':
      return [
        ['long unit', { amount: 1, unit: 'K'.repeat(LONGEST) }],
        ['long amount', { amount: '9'.repeat(LONGEST), unit: 'KILOGRAM' }],
      ];
    default:
      return [];
  }
}

export interface ValueFixture {
  productId: string;
  /** Attribute ids by kind. */
  attributes: Map<(typeof KINDS)[number], string[]>;
}

/** A family with PER_TYPE attributes of each type (every config above), and a product of it. */
export async function createValueFixture(call: Call, tag: string): Promise<ValueFixture> {
  const family = await call('POST', '/product-families', { code: `el_${tag}`, name: 'Hostile' });
  const attributes: ValueFixture['attributes'] = new Map();
  for (const [k, kind] of KINDS.entries()) {
    const ids: string[] = [];
    for (let i = 0; i < PER_TYPE; i++) {
      const created = await call('POST', '/attributes', {
        code: `el_${tag}_${k}_${i}`,
        name: `${kind.kind} ${i}`,
        type: kind.type,
        ...(kind.config ? { config: kind.config } : {}),
      });
      ids.push(created.id);
    }
    attributes.set(kind, ids);
    await call('POST', `/product-families/${family.id}/attributes`, {
      attributes: ids.map((id) => ({ attribute_id: id })),
    });
  }
  const product = await call('POST', '/products', {
    code: `el_${tag}_product`,
    product_family_id: family.id,
  });
  return { productId: product.id, attributes };
}

/** Each hostile value of each type, sent to every attribute of the type in one request. */
export function valueCases(fixture: ValueFixture): Case[] {
  const cases: Case[] = [];
  const url = `/v1/products/${fixture.productId}/attributes`;
  for (const [kind, ids] of fixture.attributes) {
    for (const [label, value] of hostileValues(kind.type, kind.length)) {
      const body = ids.map((id) => ({
        attribute_id: id,
        values: [{ channel: '$default', locale: '$default', data: { value } }],
      }));
      for (const method of ['PATCH', 'POST']) {
        cases.push({ label: `${PER_TYPE} ${kind.kind} values: ${label}`, method, url, body });
      }
    }
  }
  return cases;
}
