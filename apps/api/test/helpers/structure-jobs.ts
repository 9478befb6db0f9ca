// What the structure import and export tests share (categories, attributes, options,
// families): files in each format, jobs run to their end, and a tenant's catalog structure
// read back through the API in a form two tenants can be compared by (codes, never ids).
import ExcelJS from 'exceljs';
import { uniqueCode } from '@pim/db/seed';
import { expect } from 'vitest';
import { dataOf } from './catalog.ts';
import { importItems, jobItems, startJob, uploadFile, waitForJob, type As } from './jobs.ts';
import type { Request, TestServer } from './server.ts';

export type Format = 'csv' | 'json' | 'xlsx';

/** A fresh unique code for each key: `{title: 'title_1a2b3c4d', …}`. */
export const codeMap = <const K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, uniqueCode(key)])) as Record<K, string>;

/** An XLSX workbook of one sheet with these rows (the first is the header). */
export async function xlsxOf(rows: readonly (readonly unknown[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A CSV of these rows, quoting every cell that needs it. */
export function csvOf(rows: readonly (readonly string[])[]): string {
  const cell = (value: string) =>
    /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
  return rows.map((row) => row.map(cell).join(',')).join('\n') + '\n';
}

const CONTENT_TYPES: Record<Format, string> = {
  csv: 'text/csv',
  json: 'application/json',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Uploads `content` and runs an import of it to its end; the job. */
export async function importFile(
  request: Request,
  as: As,
  entity: string,
  format: Format,
  content: string | Buffer,
  extra: Record<string, unknown> = {},
): Promise<any> {
  const fileId = await uploadFile(
    request,
    as,
    `${entity}.${format}`,
    content,
    CONTENT_TYPES[format],
  );
  const job = await startJob(request, as, 'imports', { entity, format, file_id: fileId, ...extra });
  return waitForJob(request, as, job.id);
}

/** Runs an export to its end and answers the artifact's bytes. */
export async function exportBytes(
  server: TestServer,
  request: Request,
  as: As,
  entity: string,
  format: Format,
  filters?: Record<string, unknown>,
): Promise<Buffer> {
  const started = await startJob(request, as, 'exports', {
    entity,
    format,
    ...(filters ? { filters } : {}),
  });
  const job = await waitForJob(request, as, started.id);
  expect(job.status, JSON.stringify(job)).toBe('completed');
  const answer = await fetch(`${server.baseUrl}/v1/jobs/${job.id}/artifact`, {
    headers: { authorization: `Bearer ${as.token}`, 'x-tenant-id': as.tenant },
  });
  expect(answer.status).toBe(200);
  return Buffer.from(await answer.arrayBuffer());
}

/** The job's items by key. */
export const itemsByKey = (items: any[]) => new Map(items.map((item) => [item.key, item]));

/** Fresh unique codes, one per prefix. */
export const codesOf = <const T extends readonly string[]>(...prefixes: T) =>
  prefixes.map(uniqueCode) as { [K in keyof T]: string };

/** Runs an inline import to its end (it must complete); the job and its items by key. */
export async function runImport(
  request: Request,
  as: As,
  entity: string,
  records: unknown[],
  extra: Record<string, unknown> = {},
) {
  const job = await importItems(request, as, entity, records, extra);
  expect(job.status, JSON.stringify(job)).toBe('completed');
  return { job, items: itemsByKey(await jobItems(request, as, job.id)) };
}

/** An item's outcome: its action, or its first error as `code@field`. */
export const outcome = (item: any): string =>
  item.status === 'succeeded'
    ? item.payload.action
    : `${item.errors[0].code}@${item.errors[0].field}`;

/** The record of a list (`/v1/attributes`…) with exactly this code, found by search. */
export const findByCode = async (request: Request, as: As, path: string, code: string) =>
  (await listAll(request, as, `${path}?search=${code}`)).find((r) => r.code === code);

/** Every item of a paged list, following `page` to the end. */
export async function listAll(request: Request, as: As, path: string): Promise<any[]> {
  const items: any[] = [];
  const join = path.includes('?') ? '&' : '?';
  for (let page = 1; ; page++) {
    const data = dataOf(await request('GET', `${path}${join}page=${page}&page_size=100`, as));
    items.push(...data.items);
    if (!data.pagination.has_next) return items;
  }
}

/** `{locale: name}` of a record's translations endpoint. */
export async function translationsOf(request: Request, as: As, path: string) {
  const data = dataOf(await request('GET', `${path}/translations`, as));
  return Object.fromEntries(data.items.map((t: any) => [t.locale, t.name]));
}

/** The tenant's trees and categories by code, each with what an import sets. */
export async function categoryStructure(request: Request, as: As) {
  const trees = await listAll(request, as, '/v1/category-trees');
  const categories = await listAll(request, as, '/v1/categories');
  const treeCode = new Map(trees.map((t) => [t.id, t.code]));
  const codeOf = new Map(categories.map((c) => [c.id, c.code]));
  const out: Record<string, unknown> = {};
  for (const t of trees) {
    out[`tree:${t.code}`] = {
      name: t.name,
      description: t.description,
      status: t.status,
      labels: await translationsOf(request, as, `/v1/category-trees/${t.id}`),
    };
  }
  for (const c of categories) {
    out[c.code] = {
      tree: treeCode.get(c.category_tree_id),
      parent: c.parent_id ? codeOf.get(c.parent_id) : null,
      path: c.path,
      name: c.name,
      description: c.description,
      status: c.status,
      labels: await translationsOf(request, as, `/v1/categories/${c.id}`),
    };
  }
  return out;
}

/** The tenant's attributes by code. */
export async function attributeStructure(request: Request, as: As) {
  const out: Record<string, unknown> = {};
  for (const a of await listAll(request, as, '/v1/attributes')) {
    out[a.code] = {
      name: a.name,
      type: a.type,
      group: a.attribute_group?.code ?? null,
      description: a.description,
      config: a.config,
      flags: [a.value_per_channel, a.value_per_locale, a.is_unique],
      sort_order: a.sort_order,
      status: a.status,
      labels: await translationsOf(request, as, `/v1/attributes/${a.id}`),
      options:
        a.type === 'select' || a.type === 'multiselect'
          ? (await listAll(request, as, `/v1/attributes/${a.id}/options`)).map((o) => ({
              code: o.code,
              name: o.name,
              labels: o.labels,
              sort_order: o.sort_order,
            }))
          : null,
    };
  }
  return out;
}

/** The tenant's families by code, with their attributes, display attributes, variant families. */
export async function familyStructure(request: Request, as: As) {
  const out: Record<string, unknown> = {};
  for (const f of await listAll(request, as, '/v1/product-families')) {
    const path = `/v1/product-families/${f.id}`;
    const attributes = await listAll(request, as, `${path}/attributes`);
    const variants = dataOf(await request('GET', `${path}/variant-families`, as)).items;
    const variantFamilies = [];
    for (const v of variants) {
      variantFamilies.push({
        code: v.code,
        name: v.name,
        axes: v.axes.map((x: any) => [x.attribute.code, x.level, x.position]),
        labels: await translationsOf(request, as, `${path}/variant-families/${v.id}`),
      });
    }
    out[f.code] = {
      name: f.name,
      description: f.description,
      status: f.status,
      labels: await translationsOf(request, as, path),
      display: [f.display_attributes.name?.code ?? null, f.display_attributes.image?.code ?? null],
      attributes: attributes
        .map((a) => ({
          code: a.attribute_code,
          channels: a.channels.map((c: any) => c.code).sort(),
          is_mandatory: a.is_mandatory,
          is_overridable: a.is_overridable,
        }))
        .sort((x, y) => (x.code < y.code ? -1 : 1)),
      variant_families: variantFamilies,
    };
  }
  return out;
}
