import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createRecordWriter, readRecords } from './index.ts';
import { bytesOf, collect, heldOutput, settlesWithin } from './test-streams.ts';

describe('writing and reading back', () => {
  const columns = ['code', 'name', 'count', 'enabled', 'meta', 'missing'];
  const records = [
    {
      code: '1111111171',
      name: 'Chair, "oak"\nsecond line',
      count: 3,
      enabled: true,
      meta: { a: [1] },
    },
    { code: 'B2', name: 'carriage\rreturn', count: 2.5, enabled: false, meta: null, extra: 'x' },
  ];

  it('writes CSV with a header row, "," and "\\n", quoting only where needed', async () => {
    const output = new PassThrough();
    const text = collectText(output);
    const writer = createRecordWriter(output, 'csv', { columns });
    for (const record of records) await writer.write(record);
    await writer.close();
    expect(await text).toBe(
      'code,name,count,enabled,meta,missing\n' +
        '1111111171,"Chair, ""oak""\nsecond line",3,true,"{""a"":[1]}",\n' +
        'B2,"carriage\rreturn",2.5,false,,\n',
    );
    const back = await collect(readRecords(bytesOf(await text), 'csv'));
    expect(back.map((record) => record.value)).toEqual([
      {
        code: '1111111171',
        name: 'Chair, "oak"\nsecond line',
        count: '3',
        enabled: 'true',
        meta: '{"a":[1]}',
        missing: '',
      },
      {
        code: 'B2',
        name: 'carriage\rreturn',
        count: '2.5',
        enabled: 'false',
        meta: '',
        missing: '',
      },
    ]);
  });

  it('writes JSON as NDJSON that reads back to the same records', async () => {
    const output = new PassThrough();
    const text = collectText(output);
    const writer = createRecordWriter(output, 'json', {});
    for (const record of records) await writer.write(record);
    await writer.close();
    expect((await text).split('\n')).toHaveLength(3);
    const back = await collect(readRecords(bytesOf(await text), 'json'));
    expect(back.map((record) => record.value)).toEqual(records);
  });

  it('needs the columns of a CSV or XLSX export', () => {
    expect(() => createRecordWriter(new PassThrough(), 'csv', {})).toThrow(TypeError);
    expect(() => createRecordWriter(new PassThrough(), 'xlsx', {})).toThrow(TypeError);
  });

  it.each(['csv', 'json', 'xlsx'] as const)(
    'a %s writer waits while its output is backed up',
    async (format) => {
      const output = heldOutput();
      const writer = createRecordWriter(output.stream, format, { columns });
      let waiting: Promise<void> | undefined;
      for (let row = 0; row < 100_000 && waiting === undefined; row += 1) {
        const write = writer.write({
          code: `P${row}`,
          name: `Product ${row} `.repeat(8),
          count: row,
        });
        if (!(await settlesWithin(write))) waiting = write;
      }
      expect(waiting).toBeDefined();
      output.release();
      await waiting;
      await writer.close();
      expect(output.bytes().length).toBeGreaterThan(0);
    },
  );
});

describe('a failing output', () => {
  it.each(['csv', 'json', 'xlsx'] as const)(
    'is reported by a %s writer, which neither hangs nor crashes',
    async (format) => {
      const output = new Writable({
        write(_chunk, _encoding, callback) {
          callback(new Error('disk full'));
        },
      });
      const writer = createRecordWriter(output, format, { columns: ['code', 'name'] });
      const run = async () => {
        for (let row = 0; row < 20_000; row += 1) {
          await writer.write({ code: `P${row}`, name: `Product ${row} `.repeat(8) });
        }
        await writer.close();
      };
      await expect(run()).rejects.toThrow('disk full');
    },
  );
});

function collectText(stream: PassThrough): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (text += chunk));
    stream.on('end', () => resolve(text));
    stream.on('error', reject);
  });
}
