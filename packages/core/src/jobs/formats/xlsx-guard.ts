// Bounds on what an XLSX file may unzip to, checked before exceljs sees its bytes. A zip is
// small and what it holds is not: a few hundred kilobytes of shared strings unzip to millions
// of entries that exceljs keeps in memory, and a worksheet stored before them is copied to a
// temporary file whole. The guard reads the file once before exceljs does, unzips it (fflate,
// chunk by chunk), counts what really comes out (declared sizes are only a first check), and
// stops the file at the first bound passed: exceljs never starts on such a file. (It cannot
// also sit on exceljs's input: exceljs waits forever for an entry whose bytes end early.)
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { UnreadableFileError } from './errors.ts';
import { MAX_COLUMNS, MAX_RECORD_BYTES } from './limits.ts';

export interface XlsxLimits {
  /** Bytes all the entries of the zip may unzip to, together (XLSX_MAX_UNZIPPED_BYTES). */
  maxUnzippedBytes: number;
  /** Entries of the shared strings table (XLSX_MAX_SHARED_STRINGS). */
  maxSharedStrings: number;
  /** Bytes the shared strings table may unzip to (XLSX_MAX_SHARED_STRINGS_BYTES). */
  maxSharedStringsBytes: number;
}

const MIB = 1024 * 1024;

export const DEFAULT_XLSX_LIMITS: XlsxLimits = {
  maxUnzippedBytes: 1024 * MIB,
  maxSharedStrings: 1_000_000,
  maxSharedStringsBytes: 64 * MIB,
};

/** Excel's own row limit: no sheet Excel writes has more. */
export const MAX_XLSX_ROWS = 1_048_576;
/** Runs of formatted (rich) text in the shared strings, all strings together. */
export const MAX_SHARED_STRING_RUNS = 1_000_000;
/** The other XML parts exceljs reads whole (workbook, styles, relationships): never this big. */
const MAX_PART_BYTES = 16 * MIB;
const PARTS_READ_WHOLE = new Set([
  'xl/workbook.xml',
  'xl/_rels/workbook.xml.rels',
  'xl/styles.xml',
]);
/** Bytes handed to the inflater at once: deflate's ratio (at most ~1:1032) bounds its output. */
const SLICE = 4096;

type EntryKind = 'strings' | 'sheet' | 'part' | 'other';

/** What exceljs 4.4 makes of an entry, told by its name exactly as exceljs tells it. */
function kindOf(name: string): EntryKind {
  if (name === 'xl/sharedStrings.xml') return 'strings';
  if (PARTS_READ_WHOLE.has(name)) return 'part';
  if (/xl\/worksheets\/sheet\d+[.]xml/.test(name)) return 'sheet';
  return 'other';
}

interface XlsxGuard {
  /** Unzips a chunk of the file and counts what comes out; false once a bound is passed. */
  inspect(chunk: Buffer): boolean;
  /** The bound the file passed, once it has. */
  failure(): UnreadableFileError | undefined;
}

function guardXlsx(limits: XlsxLimits): XlsxGuard {
  let failure: UnreadableFileError | undefined;
  let total = 0;
  const fail = (message: string) => {
    failure ??= new UnreadableFileError(message);
  };
  const failTotal = () =>
    fail(
      `The XLSX file unzips to more than ${sizeText(limits.maxUnzippedBytes)}, the limit ` +
        `(XLSX_MAX_UNZIPPED_BYTES)`,
    );

  const unzip = new Unzip((file: UnzipFile) => {
    if (failure) return;
    const entry = new EntryCounter(file.name, kindOf(file.name), limits, fail);
    if (file.originalSize !== undefined) {
      // What the entry says it holds, checked before a byte of it is unzipped.
      entry.declared(file.originalSize);
      if (total + file.originalSize > limits.maxUnzippedBytes) failTotal();
    }
    file.ondata = (error, data) => {
      if (failure) return;
      if (error) return fail(`The XLSX file is damaged (${file.name}: ${error.message})`);
      total += data.length;
      if (total > limits.maxUnzippedBytes) return failTotal();
      entry.add(data);
    };
    file.start();
  });
  unzip.register(UnzipInflate);

  return {
    inspect(chunk) {
      for (let start = 0; start < chunk.length && !failure; start += SLICE) {
        try {
          unzip.push(chunk.subarray(start, start + SLICE));
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          fail(`The XLSX file is damaged: ${reason}`);
        }
      }
      return failure === undefined;
    },
    failure: () => failure,
  };
}

/**
 * Reads the whole file through the guard before anything else reads it: a file past a bound
 * fails here, having been read only up to that bound and kept nowhere. A failure of the
 * opened stream itself is rethrown as it is.
 */
export async function checkXlsxBounds(
  open: () => NodeJS.ReadableStream,
  limits: XlsxLimits,
): Promise<void> {
  const guard = guardXlsx(limits);
  const input = open();
  try {
    for await (const chunk of input) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
      if (!guard.inspect(bytes)) throw guard.failure();
    }
  } finally {
    if ('destroy' in input && typeof input.destroy === 'function') input.destroy();
  }
}

const LT = 0x3c;
/** What may follow an element's name in its tag. */
const AFTER_NAME = new Set([0x20, 0x09, 0x0a, 0x0d, 0x3e, 0x2f]);

/** Counts the bytes of one entry and, in the XML exceljs holds, its rows, cells and strings. */
class EntryCounter {
  private bytes = 0;
  private strings = 0;
  private runs = 0;
  private rows = 0;
  private cells = 0;
  /** Where the current row began in the entry (its first byte, before its first row). */
  private rowStart = 0;
  /** The end of the previous chunk when a tag's name may continue into the next one. */
  private tail: Buffer = Buffer.alloc(0);

  constructor(
    private readonly name: string,
    private readonly kind: EntryKind,
    private readonly limits: XlsxLimits,
    private readonly fail: (message: string) => void,
  ) {}

  declared(size: number): void {
    this.checkBytes(size);
  }

  add(data: Uint8Array): void {
    const base = this.bytes - this.tail.length;
    this.bytes += data.length;
    if (!this.checkBytes(this.bytes)) return;
    if (this.kind !== 'strings' && this.kind !== 'sheet') return;
    if (!this.scan(Buffer.from(data.buffer, data.byteOffset, data.byteLength), base)) return;
    if (this.kind === 'sheet' && this.bytes - this.rowStart > MAX_RECORD_BYTES) {
      this.fail(
        `Row ${this.rows} of the XLSX file's ${this.name} is larger than ${sizeText(MAX_RECORD_BYTES)}`,
      );
    }
  }

  private checkBytes(bytes: number): boolean {
    if (this.kind === 'strings' && bytes > this.limits.maxSharedStringsBytes) {
      this.fail(
        `The XLSX file's shared strings unzip to more than ` +
          `${sizeText(this.limits.maxSharedStringsBytes)}, the limit (XLSX_MAX_SHARED_STRINGS_BYTES)`,
      );
      return false;
    }
    if (this.kind === 'part' && bytes > MAX_PART_BYTES) {
      this.fail(`The XLSX file's ${this.name} unzips to more than ${sizeText(MAX_PART_BYTES)}`);
      return false;
    }
    return true;
  }

  /**
   * Counts the tags `<si`, `<row` and `<c` (the names exceljs reads) of a chunk starting at
   * `base` in the entry, also across chunks; false once a bound is passed.
   */
  private scan(chunk: Buffer, base: number): boolean {
    const text = this.tail.length > 0 ? Buffer.concat([this.tail, chunk]) : chunk;
    let at = text.indexOf(LT);
    // A '<' too near the end to tell its name waits for the next chunk.
    for (; at !== -1 && at + 4 < text.length; at = text.indexOf(LT, at + 1)) {
      if (!this.tag(text, at, base + at)) return false;
    }
    this.tail = at === -1 ? Buffer.alloc(0) : Buffer.from(text.subarray(at));
    return true;
  }

  /** Counts the tag at `at` of `text` (`offset` in the entry); false once a bound is passed. */
  private tag(text: Buffer, at: number, offset: number): boolean {
    const a = text[at + 1];
    const b = text[at + 2];
    const c = text[at + 3];
    if (this.kind === 'strings') {
      // <r: a run of rich text. exceljs keeps a string's runs as objects and joins them for
      // every cell that names the string: a few bytes each, so their number is bounded too.
      if (a === 0x72 && AFTER_NAME.has(b!)) {
        if (++this.runs <= MAX_SHARED_STRING_RUNS) return true;
        this.fail(
          `The XLSX file's shared strings hold more than ${MAX_SHARED_STRING_RUNS} runs of ` +
            'formatted text, the limit',
        );
        return false;
      }
      if (a !== 0x73 || b !== 0x69 || !AFTER_NAME.has(c!)) return true; // <si
      if (++this.strings <= this.limits.maxSharedStrings) return true;
      this.fail(
        `The XLSX file's shared strings table holds more than ` +
          `${this.limits.maxSharedStrings} entries, the limit (XLSX_MAX_SHARED_STRINGS)`,
      );
      return false;
    }
    if (a === 0x72 && b === 0x6f && c === 0x77 && AFTER_NAME.has(text[at + 4]!)) {
      // <row
      this.cells = 0;
      this.rowStart = offset;
      if (++this.rows <= MAX_XLSX_ROWS) return true;
      this.fail(`The XLSX file's ${this.name} has more than ${MAX_XLSX_ROWS} rows, Excel's limit`);
      return false;
    }
    if (a !== 0x63 || !AFTER_NAME.has(b!) || ++this.cells <= MAX_COLUMNS) return true; // <c
    this.fail(
      `Row ${this.rows} of the XLSX file's ${this.name} has more than ${MAX_COLUMNS} cells; ` +
        `a file may have at most ${MAX_COLUMNS} columns`,
    );
    return false;
  }
}

function sizeText(bytes: number): string {
  return bytes % MIB === 0 ? `${bytes / MIB} MiB` : `${bytes} bytes`;
}
