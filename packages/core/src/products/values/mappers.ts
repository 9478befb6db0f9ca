// Attribute value rows: one per attribute of the family, in the family's order, then the attributes
// that still hold values but left the family (`is_custom`). A variant's row shows its axis value,
// its override, or the product's value.
import { actorRefOf } from '../../platform/shared/index.ts';
import { scopedValuesOf, type RawValues, type ValueAudit } from './document.ts';
import type { AttributeValueRowDto, VariantAttributeValueRowDto } from './schemas.ts';
import type { AttributeDef, ChannelDef } from './sql.ts';

function auditOf(audit: ValueAudit, attributeId: string, hasValues: boolean) {
  const entry = hasValues ? audit[attributeId] : undefined;
  return {
    modified_at: typeof entry?.at === 'string' ? entry.at : null,
    modified_by: actorRefOf(entry?.by),
  };
}

function rowOf(
  def: AttributeDef,
  channels: readonly ChannelDef[],
  raw: RawValues,
  audit: ValueAudit,
): AttributeValueRowDto {
  const values = scopedValuesOf(raw[def.id]);
  const enabled = new Set(def.channel_codes);
  return {
    attribute_id: def.id,
    attribute_code: def.code,
    attribute_name: def.name,
    attribute_type: def.type,
    attribute_group: def.group,
    attribute_config: def.config ?? {},
    attribute_translations: def.translations ?? {},
    channel_settings: channels.map((c) => ({
      channel_code: c.code,
      enabled: def.in_family && enabled.has(c.code),
    })),
    is_custom: !def.in_family,
    is_mandatory: def.is_mandatory,
    is_overridable: def.is_overridable,
    is_unique: def.is_unique,
    is_variant_axis: def.is_axis,
    value_per_channel: def.value_per_channel,
    value_per_locale: def.value_per_locale,
    ...auditOf(audit, def.id, values.length > 0),
    values,
  };
}

/** The rows of a product: the family's attributes, then those left with values only. */
export function productRows(
  defs: readonly AttributeDef[],
  channels: readonly ChannelDef[],
  raw: RawValues,
  audit: ValueAudit,
): AttributeValueRowDto[] {
  return defs
    .filter((def) => def.in_family || raw[def.id])
    .map((def) => rowOf(def, channels, raw, audit));
}

/** The rows of a variant: its axis values and overrides, the product's values elsewhere. */
export function variantRows(
  defs: readonly AttributeDef[],
  channels: readonly ChannelDef[],
  product: { raw: RawValues; audit: ValueAudit },
  variant: { raw: RawValues; audit: ValueAudit },
): VariantAttributeValueRowDto[] {
  return defs
    .filter((def) => def.in_family || variant.raw[def.id] || product.raw[def.id])
    .map((def) => {
      const own = def.is_axis || variant.raw[def.id] !== undefined;
      const row = rowOf(
        def,
        channels,
        own ? variant.raw : product.raw,
        own ? variant.audit : product.audit,
      );
      return { ...row, is_inherited: !own, is_overridden: own && !def.is_axis };
    });
}
