// Files and starts meant to hurt (from the adversarial review of the jobs): a record holding a
// NUL, a bare JSON string, an NDJSON record nested 10,000 deep each fail as one item while the
// job completes; a JSON array element nested 100,000 deep (stopped before the parser builds
// it) and a header of more than 10,000 columns fail the job with their reason; an export's
// unknown locale is a 400; a tenant with too many jobs queued is told to wait (429), and
// another tenant is not held up by it.
import { sharedStrings, worksheet, xlsxBomb } from '@pim/core/testing';
import { describe, expect, it } from 'vitest';
import { expectError } from '../helpers/expect.ts';
import { jobItems, jobRow, startJob, uploadFile, waitForJob } from '../helpers/jobs.ts';
import { testServer } from '../helpers/server.ts';
import { xlsxOf } from '../helpers/structure-jobs.ts';
import { createTenantWorld } from '../helpers/world.ts';

const { server, request } = await testServer();
await server.startWorker();
const w = await createTenantWorld({
  tenants: ['home', 'busy'],
  users: { admin: { home: 'admin', busy: 'admin' } },
  signIn: ['admin'],
});
const asAdmin = { token: w.tokens.admin, tenant: w.home.id };
const asBusy = { token: w.tokens.admin, tenant: w.busy.id };

async function importFile(
  filename: string,
  content: string | Buffer,
  format: string,
  entity = 'categories',
) {
  const fileId = await uploadFile(request, asAdmin, filename, content, 'application/octet-stream');
  const job = await startJob(request, asAdmin, 'imports', {
    entity,
    format,
    file_id: fileId,
    mode: 'upsert',
  });
  return waitForJob(request, asAdmin, job.id);
}

describe('records that cannot be stored or read', () => {
  it('fails the record holding a NUL past the first 8 KB (sniffed as text), the rest lands', async () => {
    const code = `nul_${Date.now()}`;
    const fine = Array.from({ length: 300 }, (_, i) => `${code}_${i},A fine name number ${i}`);
    const done = await importFile(
      'nul.csv',
      ['code,name', ...fine, `${code}_bad,Bad\u0000name`, `${code}_last,Fine too`].join('\n'),
      'csv',
    );
    expect(done).toMatchObject({ status: 'completed', progress: { succeeded: 301, failed: 1 } });
    const [failed] = await jobItems(request, asAdmin, done.id, 'failed');
    expect(failed).toMatchObject({ index: 300, key: `${code}_bad`, status: 'failed' });
    expect(failed.errors[0].code).toBe('invalid_value');
    expect(JSON.stringify(failed.payload)).not.toContain('\\u0000');
  });

  it('fails a bare JSON string and a record nested 10,000 deep as items', async () => {
    const deep = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
    const code = `deep_${Date.now()}`;
    const done = await importFile(
      'weird.ndjson',
      [`"just a string"`, deep, JSON.stringify({ code, name: 'Tree' })].join('\n'),
      'json',
    );
    expect(done).toMatchObject({ status: 'completed', progress: { succeeded: 1, failed: 2 } });
    const failed = await jobItems(request, asAdmin, done.id, 'failed');
    expect(failed.map((item) => item.index)).toEqual([0, 1]);
    expect(failed[0].payload).toBe('just a string');
    expect(failed[0].errors[0].code).toBe('invalid_type');
    expect(failed[1].errors[0].message).toContain('nests deeper');
  });

  it('fails a JSON array holding a record nested 100,000 deep before building it', async () => {
    const deep = '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000);
    const done = await importFile('deep.json', `[{"code":"x","name":"X"},${deep}]`, 'json');
    expect(done).toMatchObject({ status: 'failed', error: { code: 'invalid_value' } });
    expect(done.error.message).toContain('nests deeper than 32 levels');
  });

  it('fails an NDJSON record of more than 100,000 values as its item, before parsing it', async () => {
    const code = `many_${Date.now()}`;
    const many = JSON.stringify({
      code: `${code}_x`,
      tags: Array.from({ length: 100_000 }, () => ({})),
    });
    const done = await importFile(
      'many.ndjson',
      [many, JSON.stringify({ code, name: 'Fine' })].join('\n'),
      'json',
    );
    expect(done).toMatchObject({ status: 'completed', progress: { succeeded: 1, failed: 1 } });
    const [failed] = await jobItems(request, asAdmin, done.id, 'failed');
    expect(failed.errors[0].message).toBe(
      'Line 1 holds more than 100000 values, which no record needs',
    );
  });

  it('fails a JSON array whose record is over 16 MiB or holds over 100,000 values', async () => {
    const big = await importFile(
      'big.json',
      `[{"code":"x","name":"X"},{"code":"y","name":"${'y'.repeat(17 * 1024 * 1024)}"}]`,
      'json',
    );
    expect(big).toMatchObject({ status: 'failed', error: { code: 'invalid_value' } });
    expect(big.error.message).toContain('Record 2 is larger than 16 MiB');

    const many = await importFile(
      'many.json',
      `[{"code":"x","name":"X"},{"code":"y","tags":[${'{},'.repeat(100_000)}{}]}]`,
      'json',
    );
    expect(many).toMatchObject({ status: 'failed', error: { code: 'invalid_value' } });
    expect(many.error.message).toContain('Record 2 holds more than 100000 values');
  });

  it('ends a batch once its records took 8 MiB of the file, whatever their number', async () => {
    // In a dry run each batch rolls back: a record sees the ones before it in its own batch
    // only, so the child finds its tree exactly when no batch ended between them.
    const tree = `budget_${Date.now()}`;
    const lines = (padding: number) =>
      [
        JSON.stringify({ code: tree, name: 'Tree' }),
        JSON.stringify({ code: `${tree}_pad`, name: 'x', pad: 'p'.repeat(padding) }),
        JSON.stringify({ code: `${tree}_child`, tree, name: 'Child' }),
      ].join('\n');
    const run = async (padding: number) => {
      const fileId = await uploadFile(
        request,
        asAdmin,
        'b.ndjson',
        lines(padding),
        'application/octet-stream',
      );
      const job = await startJob(request, asAdmin, 'imports', {
        entity: 'categories',
        format: 'json',
        file_id: fileId,
        mode: 'upsert',
        dry_run: true,
      });
      const done = await waitForJob(request, asAdmin, job.id);
      const items = await jobItems(request, asAdmin, done.id);
      return items.find((item: any) => item.index === 2).status;
    };
    expect(await run(1024)).toBe('succeeded');
    expect(await run(9 * 1024 * 1024)).toBe('failed');
  });

  it('fails the job whose header has more than 10,000 columns, saying so', async () => {
    const header = Array.from({ length: 10_001 }, (_, i) => `c${i}`).join(',');
    const done = await importFile('wide.csv', `${header}\n`, 'csv');
    expect(done).toMatchObject({ status: 'failed', error: { code: 'invalid_value' } });
    expect(done.error.message).toContain('at most 10000');
  });
});

describe('XLSX files that unzip to far more than they weigh', () => {
  it('fails a 130 KB file of 3 million shared strings, naming the bound', async () => {
    const bomb = await xlsxBomb({ strings: sharedStrings(3_000_000) });
    expect(bomb.length).toBeLessThan(200_000);
    const done = await importFile('bomb.xlsx', bomb, 'xlsx');
    expect(done).toMatchObject({ status: 'failed', error: { code: 'invalid_value' } });
    expect(done.error.message).toBe(
      "The XLSX file's shared strings table holds more than 1000000 entries, the limit " +
        '(XLSX_MAX_SHARED_STRINGS)',
    );
  });

  it('fails a worksheet stored before its shared strings with more rows than Excel allows', async () => {
    const bomb = await xlsxBomb({ sheet: worksheet(1_048_577) });
    const done = await importFile('tall.xlsx', bomb, 'xlsx');
    expect(done).toMatchObject({ status: 'failed', error: { code: 'invalid_value' } });
    expect(done.error.message).toBe(
      "The XLSX file's xl/worksheets/sheet1.xml has more than 1048576 rows, Excel's limit",
    );
  });
});

describe('files whose header names no record', () => {
  const keys = {
    categories: 'code',
    attributes: 'code',
    attribute_options: 'attribute", "code',
    families: 'code',
    products: 'code',
    variants: 'sku',
  };

  it.each(Object.entries(keys))(
    'fails a %s CSV and XLSX without its key column, naming it',
    async (entity, key) => {
      for (const [name, content] of [
        ['nokey.csv', 'foo,bar\n1,2\n3,4\n'],
        [
          'nokey.xlsx',
          await xlsxOf([
            ['foo', 'bar'],
            ['1', '2'],
            ['3', '4'],
          ]),
        ],
      ] as const) {
        const format = name.endsWith('.csv') ? 'csv' : 'xlsx';
        const done = await importFile(name, content, format, entity);
        expect(done, `${entity} ${format}`).toMatchObject({
          status: 'failed',
          error: { code: 'invalid_value' },
        });
        expect(done.error.message).toContain(`The header has no "${key}" column`);
        expect(done.progress.processed).toBe(0);
      }
    },
  );

  it('fails an Akeneo products.csv without the columns of that file, naming them', async () => {
    const done = await importFile('products.csv', 'foo;bar\n1;2\n3;4\n', 'akeneo_csv', 'products');
    expect(done).toMatchObject({ status: 'failed', error: { code: 'invalid_value' } });
    expect(done.error.message).toContain(`The header has no "family", "parent" columns`);
    expect(done.error.message).toContain(`Akeneo's products.csv`);
  });

  it('keeps a JSON record without its key a failed item of a completed job', async () => {
    const code = `keyed_${Date.now()}`;
    const done = await importFile(
      'nokey.ndjson',
      [JSON.stringify({ foo: 1 }), JSON.stringify({ code, name: 'Keyed' })].join('\n'),
      'json',
    );
    expect(done).toMatchObject({ status: 'completed', progress: { succeeded: 1, failed: 1 } });
  });
});

describe('checks at the start', () => {
  it("refuses an export's unknown locale", async () => {
    expectError(
      await request('POST', '/v1/jobs/exports', {
        ...asAdmin,
        body: { entity: 'products', format: 'csv', locales: ['en_US', 'xx_YY'] },
      }),
      400,
      'invalid_value',
      'locales.1',
    );
  });

  it('tells a tenant with 20 jobs queued or running to wait, not another tenant', async () => {
    for (let i = 0; i < 20; i++) {
      await jobRow(server.db, w.admin, w.busy.id, { type: 'export', status: 'queued' });
    }
    const refused = await request('POST', '/v1/jobs/exports', {
      ...asBusy,
      body: { entity: 'attributes', format: 'json' },
    });
    expectError(refused, 429, 'rate_limited');
    expect(refused.headers.get('retry-after')).toBe('30');
    const other = await startJob(request, asAdmin, 'exports', {
      entity: 'attributes',
      format: 'json',
    });
    expect((await waitForJob(request, asAdmin, other.id)).status).toBe('completed');
    await server.db.job.updateMany({
      where: { tenantId: w.busy.id },
      data: { status: 'cancelled' },
    });
  });
});
