// A minimal valid value for a JSON schema from the OpenAPI document: required properties
// only, each the smallest value its type, format, enum, length and range allow. The access
// matrix sends it so that a refusal is about access, not about a malformed body.
import { randomUUID } from 'node:crypto';

type Schema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
  pattern?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
};

export function sampleOf(schema: Schema | undefined, name = ''): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf ?? schema.oneOf;
  if (variant) return sampleOf(variant.find((s) => s.type !== 'null') ?? variant[0], name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = sampleOf(schema.properties?.[key], key);
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () =>
        sampleOf(schema.items, name),
      );
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      return sampleString(schema, name);
    default:
      return null;
  }
}

function sampleString(schema: Schema, name: string): string {
  switch (schema.format) {
    case 'uuid':
      return randomUUID();
    case 'email':
      return `matrix-${randomUUID().slice(0, 8)}@example.test`;
    case 'date-time':
      return new Date(Date.now() + 86_400_000).toISOString();
    case 'uri':
      return 'https://example.com/matrix';
  }
  if (name.includes('password')) return 'matrix-password-1';
  // A locale the service knows (translations, a channel's locales).
  if (name === 'locale' || name === 'locale_code') return 'en_US';
  const base = `m_${randomUUID().slice(0, 8)}`;
  const min = schema.minLength ?? 1;
  const max = schema.maxLength ?? 100;
  return base.padEnd(min, 'x').slice(0, Math.max(min, Math.min(max, base.length)));
}
