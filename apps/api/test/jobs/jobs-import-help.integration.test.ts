// The import wizard's help: a template of each entity's file (GET /v1/jobs/imports/template),
// whose header the importer reads back once a row is filled in, and a preview of what each
// column of an uploaded file sets (POST /v1/jobs/imports/preview).
import ExcelJS from 'exceljs';
import { uniqueCode } from '@pim/db/seed';
import { describe, expect, it } from 'vitest';
import { startJob, uploadFile, waitForJob, type As } from '../helpers/jobs.ts';
import { importFile, productIdOf, productJobsWorld } from '../helpers/product-jobs.ts';

const { server, request, w, admin } = await productJobsWorld({ tagline: false });
const family = w.catalog.family.id;
const foreign = { token: w.tokens.foreignAdmin, tenant: w.foreign.id };

const CONTENT_TYPES = {
  csv: 'text/csv',
  json: 'application/json',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** The template download: its status, headers and bytes. */
async function template(as: As, query: string) {
  const answer = await fetch(`${server.baseUrl}/v1/jobs/imports/template?${query}`, {
    headers: { authorization: `Bearer ${as.token}`, 'x-tenant-id': as.tenant },
  });
  const bytes = Buffer.from(await answer.arrayBuffer());
  return { status: answer.status, headers: answer.headers, bytes, text: bytes.toString('utf8') };
}

async function headerOfXlsx(bytes: Buffer): Promise<{ book: ExcelJS.Workbook; header: unknown[] }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return { book, header: (book.worksheets[0]!.getRow(1).values as unknown[]).slice(1) };
}

/** A CSV row of `header` with these cells, '' elsewhere. */
const rowOf = (header: string[], cells: Record<string, string>) =>
  header.map((name) => cells[name] ?? '').join(',');

const SHIRTS_VALUE_COLUMNS = [
  'name:de_DE',
  'name:en_US',
  'name:fr_FR',
  'description@ecommerce:en_US',
  'description@ecommerce:fr_FR',
  'ean',
  'rating',
];

describe('import templates', () => {
  it("gives a family's products CSV template, which imports back once a row is filled", async () => {
    const answer = await template(admin, `entity=products&format=csv&product_family_id=${family}`);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    expect(answer.headers.get('content-disposition')).toContain('products-shirts-template.csv');
    const lines = answer.text.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    const header = lines[0]!.split(',');
    expect(header.slice(0, 6)).toEqual([
      'code',
      'family',
      'variant_family',
      'product_type',
      'status',
      'categories',
    ]);
    expect(header).toEqual(expect.arrayContaining(SHIRTS_VALUE_COLUMNS));
    // Description is enabled on ecommerce alone: no print column.
    expect(header.filter((name) => name.startsWith('description@print'))).toEqual([]);

    const code = uniqueCode('tpl');
    const row = rowOf(header, { code, family: 'shirts', 'name:en_US': 'Filled', rating: '4' });
    const job = await importFile(request, admin, 'products', 'csv', `${lines[0]}\n${row}\n`);
    expect(job.result).toMatchObject({ created: 1, failed: 0 });
    expect(await productIdOf(request, admin, code)).toBeDefined();
  });

  it('gives the same header as an XLSX sheet, which imports back once a row is filled', async () => {
    const csv = (await template(admin, `entity=products&format=csv&product_family_id=${family}`))
      .text;
    const answer = await template(admin, `entity=products&format=xlsx&product_family_id=${family}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain('products-shirts-template.xlsx');
    const { book, header } = await headerOfXlsx(answer.bytes);
    expect(header).toEqual(csv.trimEnd().split(','));
    expect(book.worksheets[0]!.actualRowCount).toBe(1);

    const code = uniqueCode('tpl');
    const sheet = book.worksheets[0]!;
    sheet.addRow(header.map((name) => ({ code, family: 'shirts', rating: '2' })[name as 'code']));
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const job = await importFile(request, admin, 'products', 'xlsx', bytes);
    expect(job.result).toMatchObject({ created: 1, failed: 0 });
  });

  it("gives a JSON record's shape, whose fields a filled record keeps", async () => {
    const answer = await template(admin, `entity=products&format=json&product_family_id=${family}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain('products-shirts-template.ndjson');
    const lines = answer.text.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    const shape = JSON.parse(lines[0]!);
    expect(shape).toMatchObject({ code: '<code>', family: 'shirts', categories: ['<code>'] });
    expect(shape.values.name).toContainEqual({ locale: 'en_US', data: { value: '<text>' } });
    expect(shape.values.description).toContainEqual({
      channel: 'ecommerce',
      locale: 'fr_FR',
      data: { value: '<text>' },
    });
    expect(shape.values.rating).toEqual([{ data: { value: 0 } }]);

    const code = uniqueCode('tpl');
    const record = {
      code,
      family: shape.family,
      values: { name: [shape.values.name[0]], rating: [{ data: { value: 3 } }] },
    };
    record.values.name[0].data.value = 'From the template';
    const job = await importFile(request, admin, 'products', 'json', JSON.stringify(record));
    expect(job.result).toMatchObject({ created: 1, failed: 0 });
  });

  it('gives every entity a template in every format', async () => {
    const first = {
      categories: 'code,tree,parent,name,description,status,label-de_DE,label-en_US,label-fr_FR',
      attributes: 'code,name,type',
      attribute_options: 'attribute,code,name,sort_order',
      families: 'code,name,description',
      products: 'code,family,variant_family,product_type,status,categories,',
      variants: 'product,sku,is_default,status,color,size',
    };
    for (const [entity, start] of Object.entries(first)) {
      const csv = await template(admin, `entity=${entity}&format=csv`);
      expect(csv.status, `${entity}: ${csv.text}`).toBe(200);
      expect(csv.text.startsWith(start), `${entity}: ${csv.text}`).toBe(true);
      const xlsx = await template(admin, `entity=${entity}&format=xlsx`);
      expect(xlsx.status).toBe(200);
      expect((await headerOfXlsx(xlsx.bytes)).header).toEqual(csv.text.trimEnd().split(','));
      const json = await template(admin, `entity=${entity}&format=json`);
      expect(json.status).toBe(200);
      expect(Object.keys(JSON.parse(json.text))).toContain(entity === 'variants' ? 'sku' : 'code');
    }
  });

  it('gives a category template that imports back once a row is filled', async () => {
    const header = (await template(admin, 'entity=categories&format=csv')).text.trimEnd();
    const code = uniqueCode('tree');
    const row = rowOf(header.split(','), { code, name: 'Seasons', 'label-fr_FR': 'Saisons' });
    const fileId = await uploadFile(request, admin, 'categories.csv', `${header}\n${row}\n`);
    const started = await startJob(request, admin, 'imports', {
      entity: 'categories',
      format: 'csv',
      file_id: fileId,
    });
    const job = await waitForJob(request, admin, started.id);
    expect(job.result).toMatchObject({ created: 1, failed: 0 });
  });

  it('refuses bad input with the envelope, and another tenant’s family as not found', async () => {
    for (const query of [
      'entity=nothing&format=csv',
      'entity=products&format=akeneo_csv',
      'entity=products',
      'entity=products&format=csv&product_family_id=abc',
      `entity=categories&format=csv&product_family_id=${family}`,
      'entity=products&format=csv&extra=1',
    ]) {
      const answer = await template(admin, query);
      expect(answer.status, query).toBe(400);
      expect(JSON.parse(answer.text).success, query).toBe(false);
    }
    const foreignFamily = w.foreignCatalog.family.id;
    const answer = await template(
      admin,
      `entity=products&format=csv&product_family_id=${foreignFamily}`,
    );
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.text).errors[0].code).toBe('not_found');
    expect(
      (await template(foreign, `entity=products&format=csv&product_family_id=${family}`)).status,
    ).toBe(404);
  });
});

/** Uploads `content` and previews it as `entity`; the answer. */
async function preview(as: As, entity: string, format: 'csv' | 'xlsx' | 'json', content: string) {
  const fileId = await uploadFile(request, as, `file.${format}`, content, CONTENT_TYPES[format]);
  return request('POST', '/v1/jobs/imports/preview', {
    ...as,
    body: { entity, format, file_id: fileId },
  });
}

describe('import column preview', () => {
  it('maps each column of a products file to what it sets, or says why not', async () => {
    const header = [
      'code',
      'family',
      'name:en_US',
      'description@ecommerce:fr_FR',
      'rating',
      'bogus',
      'name',
      'description@nowhere:en_US',
      'Import errors',
    ];
    const answer = await preview(admin, 'products', 'csv', `${header.join(',')}\nx,shirts\n`);
    expect(answer.status, answer.text).toBe(200);
    const { columns, missing } = answer.body.data;
    expect(missing).toEqual([]);
    expect(columns.map((c: { header: string }) => c.header)).toEqual(header);
    const byHeader = Object.fromEntries(columns.map((c: any) => [c.header, c]));
    expect(byHeader.code.target).toEqual({ kind: 'field', field: 'code' });
    expect(byHeader['name:en_US'].target).toEqual({
      kind: 'value',
      attribute_code: 'name',
      attribute_name: 'Name',
      locale: 'en_US',
    });
    expect(byHeader['description@ecommerce:fr_FR'].target).toEqual({
      kind: 'value',
      attribute_code: 'description',
      attribute_name: 'Description',
      channel: 'ecommerce',
      channel_name: 'E-commerce',
      locale: 'fr_FR',
    });
    expect(byHeader.rating.target).toMatchObject({ kind: 'value', attribute_code: 'rating' });
    expect(byHeader.bogus).toMatchObject({ target: null, note: 'no attribute has the code bogus' });
    expect(byHeader.name.target).toBeNull();
    expect(byHeader.name.note).toContain('value per locale');
    expect(byHeader['description@nowhere:en_US'].note).toBe('no channel has the code nowhere');
    expect(byHeader['Import errors'].target).toEqual({ kind: 'ignored' });
  });

  it('names the columns every row needs that the header lacks', async () => {
    const answer = await preview(admin, 'products', 'csv', 'family,name:en_US\nshirts,A\n');
    expect(answer.body.data.missing).toEqual(['code']);
    const variants = await preview(admin, 'variants', 'csv', 'product,color,materials,ean\n');
    expect(variants.body.data.missing).toEqual(['sku']);
    const targets = variants.body.data.columns.map((c: any) => c.target);
    expect(targets[1]).toEqual({ kind: 'axis', attribute_code: 'color', attribute_name: 'Color' });
    expect(targets[2]).toMatchObject({ kind: 'value', attribute_code: 'materials' });
  });

  it('reads a catalog file: fields, labels, and unknown columns', async () => {
    const answer = await preview(admin, 'categories', 'csv', 'code,label-en_US,colour\n');
    expect(answer.body.data.columns).toEqual([
      { header: 'code', target: { kind: 'field', field: 'code' } },
      { header: 'label-en_US', target: { kind: 'label', locale: 'en_US' } },
      { header: 'colour', target: null, note: 'not a column this import reads' },
    ]);
  });

  it('reads an XLSX header as the import does', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('products').addRow(['code', 'rating']);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const fileId = await uploadFile(request, admin, 'p.xlsx', bytes, CONTENT_TYPES.xlsx);
    const answer = await request('POST', '/v1/jobs/imports/preview', {
      ...admin,
      body: { entity: 'products', format: 'xlsx', file_id: fileId },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data.columns.map((c: any) => c.target.kind)).toEqual(['field', 'value']);
  });

  it("refuses a JSON file of no object, an unreadable header, another tenant's file", async () => {
    const noObject = await preview(admin, 'products', 'json', '[1, 2]');
    expect(noObject.status).toBe(400);
    expect(noObject.body.errors[0]).toMatchObject({ code: 'invalid_value', field: 'file_id' });
    const twice = await preview(admin, 'products', 'csv', 'code,code\n');
    expect(twice.status).toBe(400);
    expect(twice.body.errors[0].message).toContain('twice');
    const fileId = await uploadFile(request, foreign, 'f.csv', 'code\n');
    const answer = await request('POST', '/v1/jobs/imports/preview', {
      ...admin,
      body: { entity: 'products', format: 'csv', file_id: fileId },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0]).toMatchObject({ code: 'invalid_reference', field: 'file_id' });
  });
});
