// The values domain's SQL: the attribute definitions of a product's family in one round trip,
// the product's or variant's document, the one write of a document, and the look-ups a
// validation needs (option codes, assets), each one set-based statement.
import { sql, type Sql } from '@pim/db';
import type { ActorRef } from '../../platform/access/index.ts';
import type { AttributeType } from '../../platform/limits.ts';
import type { RawValues, ValueAudit } from './document.ts';
import { liveIdsAmong } from '../../platform/shared/index.ts';

export interface AttributeDef {
  id: string;
  code: string;
  name: string;
  type: AttributeType;
  config: Record<string, unknown>;
  translations: Record<string, unknown>;
  value_per_channel: boolean;
  value_per_locale: boolean;
  is_unique: boolean;
  group: { id: string; code: string; name: string } | null;
  /** False for an attribute that still has values but is no longer in the family. */
  in_family: boolean;
  is_mandatory: boolean;
  is_overridable: boolean;
  /** Codes of the live channels the family enables the attribute for. */
  channel_codes: string[];
  /** An axis of the product's variant family. */
  is_axis: boolean;
}

export interface ChannelDef {
  code: string;
  locales: string[];
}

export interface Definitions {
  familyCode: string;
  /** Every live channel of the tenant, by code, with its locales. */
  channels: ChannelDef[];
  /** The family's attributes (group sort order, sort order, code), then the extra ones asked for. */
  attributes: AttributeDef[];
}

/**
 * The family's live attributes, plus the live attributes among `extraIds` it does not hold
 * (values left from an earlier family, or attributes a write names), with their groups, the
 * channels the family enables them for and whether they are axes of `variantFamilyId`; and
 * every live channel of the tenant with its locales. One statement. `onlyExtra` leaves out the
 * family's other attributes (a write needs only those it names).
 */
export async function loadDefinitions(
  db: Sql,
  tenantId: string,
  /** null: no family (only `extraIds`, with `onlyExtra`; nothing reads as in the family). */
  familyId: string | null,
  variantFamilyId: string | null,
  extraIds: readonly string[],
  onlyExtra = false,
): Promise<Definitions> {
  const wanted = onlyExtra
    ? sql`a.id = ANY(${[...extraIds]}::uuid[])`
    : sql`(a.id IN (SELECT f.attribute_id FROM family_attributes f
                     WHERE f.tenant_id = ${tenantId}::uuid AND f.family_id = ${familyId}::uuid)
           OR a.id = ANY(${[...extraIds]}::uuid[]))`;
  const [row] = await db.query<{
    family_code: string | null;
    channels: ChannelDef[];
    attributes: AttributeDef[];
  }>(
    // Prepared (one name per form of `wanted`): read on every value read and write, and its
    // plan costs more than its run.
    sql.prepared(
      onlyExtra ? 'load_value_definitions_of' : 'load_value_definitions',
      sql`
    SELECT
      (SELECT code FROM product_families
        WHERE tenant_id = ${tenantId}::uuid AND id = ${familyId}::uuid) AS family_code,
      (SELECT coalesce(json_agg(json_build_object('code', c.code, 'locales', coalesce(
                (SELECT json_agg(l.code ORDER BY cl.position)
                   FROM channel_locales cl JOIN locales l ON l.id = cl.locale_id
                  WHERE cl.tenant_id = c.tenant_id AND cl.channel_id = c.id), '[]'::json))
              ORDER BY c.code), '[]'::json)
         FROM channels c
        WHERE c.tenant_id = ${tenantId}::uuid AND c.deleted_at IS NULL) AS channels,
      (SELECT coalesce(json_agg(json_build_object(
                'id', a.id, 'code', a.code, 'name', a.name, 'type', a.type, 'config', a.config,
                'translations', a.translations, 'value_per_channel', a.value_per_channel,
                'value_per_locale', a.value_per_locale, 'is_unique', a.is_unique,
                'group', CASE WHEN g.id IS NULL THEN NULL
                              ELSE json_build_object('id', g.id, 'code', g.code, 'name', g.name) END,
                'in_family', fa.attribute_id IS NOT NULL,
                'is_mandatory', coalesce(fa.is_mandatory, false),
                'is_overridable', coalesce(fa.is_overridable, false),
                'channel_codes', coalesce(
                  (SELECT json_agg(c.code ORDER BY c.code)
                     FROM family_attribute_channels fac
                     JOIN channels c ON c.tenant_id = fac.tenant_id AND c.id = fac.channel_id
                    WHERE fa.attribute_id IS NOT NULL AND fac.tenant_id = a.tenant_id
                      AND fac.family_id = ${familyId}::uuid AND fac.attribute_id = a.id
                      AND c.deleted_at IS NULL), '[]'::json),
                'is_axis', EXISTS (
                  SELECT 1 FROM variant_family_axes x
                   WHERE x.tenant_id = a.tenant_id AND x.variant_family_id = ${variantFamilyId}::uuid
                     AND x.attribute_id = a.id))
              ORDER BY fa.attribute_id IS NULL, g.sort_order IS NULL, g.sort_order, a.sort_order,
                       a.code), '[]'::json)
         FROM attributes a
         LEFT JOIN family_attributes fa
           ON fa.tenant_id = a.tenant_id AND fa.family_id = ${familyId}::uuid
          AND fa.attribute_id = a.id
         LEFT JOIN attribute_groups g
           ON g.tenant_id = a.tenant_id AND g.id = a.attribute_group_id AND g.deleted_at IS NULL
        WHERE a.tenant_id = ${tenantId}::uuid AND a.deleted_at IS NULL AND ${wanted}) AS attributes`,
    ),
  );
  return {
    familyCode: row?.family_code ?? '',
    channels: row?.channels ?? [],
    attributes: row?.attributes ?? [],
  };
}

export interface OwnerDocument {
  product_family_id: string;
  variant_family_id: string | null;
  raw_values: unknown;
  value_audit: unknown;
  created_at: Date;
  created_by: unknown;
  /** A variant's own document (null when reading a product). */
  variant_raw_values: unknown;
  variant_value_audit: unknown;
  variant_created_at: Date | null;
  variant_created_by: unknown;
}

/** A live product of the tenant and, when `variantId` is given, its variant; undefined when either is missing. */
export async function findDocuments(
  db: Sql,
  tenantId: string,
  productId: string,
  variantId: string | null,
): Promise<OwnerDocument | undefined> {
  const [row] = await db.query<OwnerDocument & { variant_found: boolean }>(sql`
    SELECT p.product_family_id, p.variant_family_id, p.raw_values, p.value_audit,
           p.created_at, p.created_by,
           v.raw_values AS variant_raw_values, v.value_audit AS variant_value_audit,
           v.created_at AS variant_created_at, v.created_by AS variant_created_by,
           v.id IS NOT NULL AS variant_found
      FROM products p
      LEFT JOIN variants v
        ON ${variantId}::uuid IS NOT NULL AND v.tenant_id = p.tenant_id AND v.product_id = p.id
       AND v.id = ${variantId}::uuid
     WHERE p.tenant_id = ${tenantId}::uuid AND p.id = ${productId}::uuid AND p.deleted_at IS NULL`);
  if (!row || (variantId && !row.variant_found)) return undefined;
  return row;
}

/** A variant of the (locked) product, locked FOR UPDATE; its document, or undefined. */
export async function lockVariant(db: Sql, tenantId: string, productId: string, variantId: string) {
  const [row] = await db.query<{ raw_values: unknown }>(sql`
    SELECT raw_values FROM variants
     WHERE tenant_id = ${tenantId}::uuid AND product_id = ${productId}::uuid
       AND id = ${variantId}::uuid
       FOR UPDATE`);
  return row;
}

/**
 * The one write of a product's or a variant's values: the whole document, and the audit of the
 * attributes it changed (`audit` entries set, `removed` ones dropped: they have no value left).
 */
export async function writeDocument(
  db: Sql,
  tenantId: string,
  owner: { productId: string; variantId: string | null },
  raw: RawValues,
  audit: ValueAudit,
  removed: readonly string[],
  actor: ActorRef,
): Promise<void> {
  const table = owner.variantId ? sql.raw('variants') : sql.raw('products');
  const id = owner.variantId ?? owner.productId;
  await db.execute(sql`
    UPDATE ${table}
       SET raw_values = ${JSON.stringify(raw)}::jsonb,
           value_audit = (value_audit - ${[...removed]}::text[]) || ${JSON.stringify(audit)}::jsonb,
           modified_at = now(), modified_by = ${JSON.stringify(actor)}::jsonb
     WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid`);
}

/** Which of these (attribute, option code) pairs name an option: `${attributeId}:${code}`. */
export async function knownOptions(
  db: Sql,
  tenantId: string,
  pairs: readonly { attributeId: string; code: string }[],
): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const rows = await db.query<{ attribute_id: string; code: string }>(sql`
    SELECT o.attribute_id, o.code
      FROM attribute_options o
      JOIN unnest(${pairs.map((p) => p.attributeId)}::uuid[], ${pairs.map((p) => p.code)}::text[])
           AS wanted (attribute_id, code)
        ON wanted.attribute_id = o.attribute_id AND wanted.code = o.code
     WHERE o.tenant_id = ${tenantId}::uuid`);
  return new Set(rows.map((row) => `${row.attribute_id}:${row.code}`));
}

/** Every option code of these attributes, by attribute id (an import's memo of options). */
export async function optionCodesOf(
  db: Sql,
  tenantId: string,
  attributeIds: readonly string[],
): Promise<Map<string, Set<string>>> {
  const codes = new Map(attributeIds.map((id) => [id, new Set<string>()]));
  if (attributeIds.length === 0) return codes;
  const rows = await db.query<{ attribute_id: string; code: string }>(sql`
    SELECT attribute_id::text AS attribute_id, code FROM attribute_options
     WHERE tenant_id = ${tenantId}::uuid AND attribute_id = ANY(${attributeIds}::uuid[])`);
  for (const row of rows) codes.get(row.attribute_id)?.add(row.code);
  return codes;
}

/**
 * The option check in a transaction (an import's record, a batch's write): the attributes
 * whose options are named are locked FOR SHARE before their options are read, as the value
 * writes lock them, so an option delete (which locks its attribute FOR UPDATE) either sees
 * the product written or runs after it.
 */
export async function lockedOptions(
  db: Sql,
  tenantId: string,
  pairs: readonly { attributeId: string; code: string }[],
): Promise<Set<string>> {
  await liveIdsAmong(db, 'attributes', tenantId, [...new Set(pairs.map((p) => p.attributeId))]);
  return knownOptions(db, tenantId, pairs);
}

/** A live attribute as an import or a bulk update names it. */
export interface AttributeRef {
  id: string;
  code: string;
  type: AttributeType;
  is_unique: boolean;
}

/** The tenant's live attributes (those among `codes`, when given). */
export async function liveAttributesByCode(
  db: Sql,
  tenantId: string,
  codes?: readonly string[],
): Promise<AttributeRef[]> {
  return db.query<AttributeRef>(sql`
    SELECT id::text AS id, code, type::text AS type, is_unique FROM attributes
     WHERE tenant_id = ${tenantId}::uuid AND deleted_at IS NULL
       ${codes ? sql`AND code = ANY(${codes}::text[])` : sql``}`);
}

/** The id and type of the tenant's attributes among `ids` whose type is one of `types`. */
export async function attributesOfTypes(
  db: Sql,
  tenantId: string,
  ids: readonly string[],
  types: readonly AttributeType[],
): Promise<{ id: string; type: AttributeType }[]> {
  return db.query<{ id: string; type: AttributeType }>(sql`
    SELECT id::text AS id, type::text AS type FROM attributes
     WHERE tenant_id = ${tenantId}::uuid AND id = ANY(${[...ids]}::uuid[])
       AND type::text = ANY(${[...types]}::text[])`);
}

/** Deletes the unique_values rows of one owner: a product's own, or one variant's. */
export async function deleteUniqueValuesOf(
  db: Sql,
  tenantId: string,
  owner: { productId: string; variantId: string | null },
): Promise<void> {
  const ownerRows = owner.variantId
    ? sql`product_id = ${owner.productId}::uuid AND variant_id = ${owner.variantId}::uuid`
    : sql`product_id = ${owner.productId}::uuid AND variant_id IS NULL`;
  await db.execute(sql`
    DELETE FROM unique_values WHERE tenant_id = ${tenantId}::uuid AND ${ownerRows}`);
}

/** The live `is_unique` attributes among `ids`: their id and code. */
export async function uniqueAttributesAmong(
  db: Sql,
  tenantId: string,
  ids: readonly string[],
): Promise<{ id: string; code: string }[]> {
  return db.query<{ id: string; code: string }>(sql`
    SELECT id, code FROM attributes
     WHERE tenant_id = ${tenantId}::uuid AND id = ANY(${[...ids]}::uuid[])
       AND is_unique AND deleted_at IS NULL`);
}

/** Inserts the owner's held values where free; the ones inserted. */
export async function insertUniqueValues(
  db: Sql,
  tenantId: string,
  owner: { productId: string; variantId: string | null },
  held: readonly { attributeId: string; hash: string }[],
): Promise<{ attribute_id: string; value_hash: string }[]> {
  return db.query<{ attribute_id: string; value_hash: string }>(sql`
    INSERT INTO unique_values (tenant_id, attribute_id, value_hash, product_id, variant_id)
    SELECT ${tenantId}::uuid, h.attribute_id, h.value_hash, ${owner.productId}::uuid,
           ${owner.variantId}::uuid
      FROM unnest(${held.map((h) => h.attributeId)}::uuid[], ${held.map((h) => h.hash)}::text[])
           AS h (attribute_id, value_hash)
    ON CONFLICT DO NOTHING
    RETURNING attribute_id, value_hash`);
}

/** An attribute as the values' structure describes it. */
export interface StructureAttribute {
  id: string;
  code: string;
  type: AttributeType;
  value_per_channel: boolean;
  value_per_locale: boolean;
}

/**
 * The tenant's catalog structure that shapes product values, read whole (an export's
 * columns): live attributes in sort order, channels with their locales, family members with
 * their channels, and the axes of every live variant family.
 */
export async function readValueStructure(db: Sql, tenantId: string) {
  const attributes = await db.query<StructureAttribute>(sql`
    SELECT id::text AS id, code, type::text AS type, value_per_channel, value_per_locale
      FROM attributes
     WHERE tenant_id = ${tenantId}::uuid AND deleted_at IS NULL
     ORDER BY sort_order, code`);
  const channels = await db.query<{ code: string; locales: string[] }>(sql`
    SELECT c.code,
           ARRAY(SELECT l.code FROM channel_locales cl JOIN locales l ON l.id = cl.locale_id
                  WHERE cl.tenant_id = c.tenant_id AND cl.channel_id = c.id
                  ORDER BY cl.position) AS locales
      FROM channels c
     WHERE c.tenant_id = ${tenantId}::uuid AND c.deleted_at IS NULL
     ORDER BY c.code`);
  const members = await db.query<{
    family_id: string;
    attribute_id: string;
    is_overridable: boolean;
    channels: string[];
  }>(sql`
    SELECT fa.family_id::text AS family_id, fa.attribute_id::text AS attribute_id,
           fa.is_overridable,
           ARRAY(SELECT c.code FROM family_attribute_channels fac
                   JOIN channels c ON c.tenant_id = fac.tenant_id AND c.id = fac.channel_id
                  WHERE fac.tenant_id = fa.tenant_id AND fac.family_id = fa.family_id
                    AND fac.attribute_id = fa.attribute_id AND c.deleted_at IS NULL
                  ORDER BY c.code) AS channels
      FROM family_attributes fa
     WHERE fa.tenant_id = ${tenantId}::uuid`);
  const axes = await db.query<{ id: string; attribute_ids: string[] }>(sql`
    SELECT vf.id::text AS id,
           ARRAY(SELECT x.attribute_id::text FROM variant_family_axes x
                  WHERE x.tenant_id = vf.tenant_id AND x.variant_family_id = vf.id
                  ORDER BY x.level, x.position) AS attribute_ids
      FROM variant_families vf
     WHERE vf.tenant_id = ${tenantId}::uuid AND vf.deleted_at IS NULL`);

  return { attributes, channels, members, axes };
}

/**
 * Codes of live products and SKUs of variants (of live products) whose values use the option
 * code (a select value, or one of a multiselect's): up to `limit` of each. The GIN index on
 * the attribute ids holding values narrows to documents holding the attribute, a JSON path
 * checks the code.
 */
export async function optionUses(
  db: Sql,
  tenantId: string,
  attributeId: string,
  code: string,
  limit: number,
): Promise<{ products: string[]; variants: string[] }> {
  const path = '$.*.*.value[*] ? (@ == $code)';
  const vars = JSON.stringify({ code });
  const rows = await db.query<{ kind: 'product' | 'variant'; name: string }>(sql`
    (SELECT 'product' AS kind, p.code AS name FROM products p
      WHERE p.tenant_id = ${tenantId}::uuid AND p.deleted_at IS NULL
        AND pim_value_keys(p.raw_values) @> ARRAY[${attributeId}::text]
        AND jsonb_path_exists(p.raw_values -> ${attributeId}::text, ${path}::jsonpath, ${vars}::jsonb)
      ORDER BY p.code LIMIT ${limit})
    UNION ALL
    (SELECT 'variant', v.sku FROM variants v
       JOIN products p ON p.tenant_id = v.tenant_id AND p.id = v.product_id AND p.deleted_at IS NULL
      WHERE v.tenant_id = ${tenantId}::uuid
        AND pim_value_keys(v.raw_values) @> ARRAY[${attributeId}::text]
        AND jsonb_path_exists(v.raw_values -> ${attributeId}::text, ${path}::jsonpath, ${vars}::jsonb)
      ORDER BY v.sku LIMIT ${limit})`);
  return {
    products: rows.filter((r) => r.kind === 'product').map((r) => r.name),
    variants: rows.filter((r) => r.kind === 'variant').map((r) => r.name),
  };
}
