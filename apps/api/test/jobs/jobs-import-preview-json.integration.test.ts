// The column preview of a JSON import (POST /v1/jobs/imports/preview, `format: "json"`): the
// keys of the file's first records (NDJSON or an array of objects, read by the JSON importer's
// reader), each with what it sets, as a CSV header's columns are; the key fields one of them
// lacks.
import { describe, expect, it } from 'vitest';
import { uploadFile, type As } from '../helpers/jobs.ts';
import { productJobsWorld } from '../helpers/product-jobs.ts';

const { request, admin } = await productJobsWorld({ tagline: false });

async function preview(as: As, entity: string, content: string) {
  const fileId = await uploadFile(request, as, 'file.json', content, 'application/json');
  const answer = await request('POST', '/v1/jobs/imports/preview', {
    ...as,
    body: { entity, format: 'json', file_id: fileId },
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data as { columns: any[]; missing: string[] };
}

const byHeader = (columns: any[]) => Object.fromEntries(columns.map((c) => [c.header, c]));

describe('JSON import preview', () => {
  it("maps an array of product records' keys and values to what they set", async () => {
    const records = [
      {
        code: 'a',
        family: 'shirts',
        values: {
          name: [{ locale: 'en_US', data: { value: 'A' } }],
          description: [{ channel: 'ecommerce', locale: 'fr_FR', data: { value: 'x' } }],
        },
      },
      {
        code: 'b',
        colour: 'red',
        values: {
          rating: [{ data: { value: 4 } }],
          bogus: [{ data: { value: 1 } }],
          name: [{ data: { value: 'no locale' } }],
        },
      },
    ];
    const { columns, missing } = await preview(admin, 'products', JSON.stringify(records));
    expect(missing).toEqual([]);
    // Each key once, in the order first seen across the records.
    expect(columns.map((c) => c.header)).toEqual([
      'code',
      'family',
      'values.name:en_US',
      'values.description@ecommerce:fr_FR',
      'colour',
      'values.rating',
      'values.bogus',
      'values.name',
    ]);
    const got = byHeader(columns);
    expect(got.code.target).toEqual({ kind: 'field', field: 'code' });
    expect(got['values.description@ecommerce:fr_FR'].target).toEqual({
      kind: 'value',
      attribute_code: 'description',
      attribute_name: 'Description',
      channel: 'ecommerce',
      channel_name: 'E-commerce',
      locale: 'fr_FR',
    });
    expect(got['values.rating'].target).toMatchObject({ kind: 'value', attribute_code: 'rating' });
    expect(got.colour).toEqual({
      header: 'colour',
      target: null,
      note: 'not a field this import reads',
    });
    expect(got['values.bogus'].note).toBe('no attribute has the code bogus');
    expect(got['values.name'].note).toContain('value per locale');
  });

  it('reads NDJSON and names the key fields one of the first records lacks', async () => {
    const ndjson = ['{"family":"shirts"}', 'not json', '{"code":"c","family":"shirts"}'].join('\n');
    const { columns, missing } = await preview(admin, 'products', ndjson);
    expect(columns.map((c) => c.header)).toEqual(['family', 'code']);
    expect(missing).toEqual(['code']);
    const variants = await preview(
      admin,
      'variants',
      '{"product":"p","values":{"color":[{"data":{"value":"red"}}]}}',
    );
    expect(variants.missing).toEqual(['sku']);
    expect(byHeader(variants.columns)['values.color'].target).toMatchObject({
      kind: 'axis',
      attribute_code: 'color',
    });
  });

  it("reads a catalog entity's fields and labels by locale", async () => {
    const { columns } = await preview(
      admin,
      'categories',
      JSON.stringify([{ code: 'c', labels: { en_US: 'C', de_DE: 'K' }, colour: 'x' }]),
    );
    expect(columns).toEqual([
      { header: 'code', target: { kind: 'field', field: 'code' } },
      { header: 'labels.en_US', target: { kind: 'label', locale: 'en_US' } },
      { header: 'labels.de_DE', target: { kind: 'label', locale: 'de_DE' } },
      { header: 'colour', target: null, note: 'not a field this import reads' },
    ]);
  });
});
