// The import wizard's help, built from the importers' own codecs so it says what they read:
// a template (the columns of an entity's CSV or XLSX file, the shape of a JSON record), and a
// preview of an uploaded file's header (what each column sets, what is missing; a JSON file's
// keys, help-json.ts), read as the import reads it, before any row is checked. The dry run
// checks rows, and stops at a row's first unknown column; the preview looks at the header
// alone, so it answers in one read of the file's first line whatever the file's size.
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { requirePermission, type TenantScope } from '../../platform/access/index.ts';
import { EXPORT_PERMISSIONS, IMPORT_PERMISSIONS } from '../checks.ts';
import {
  cellBoolean,
  cellInteger,
  cellJson,
  cellList,
  LABEL_PREFIX,
  type Codec,
} from '../../platform/codecs/index.ts';
import { AppError, notFound } from '../../platform/errors/index.ts';
import type { AssetContent } from '../../products/assets/schemas.ts';
import { IMPORT_ERRORS_COLUMN } from '../failed-records.ts';
import { findLiveFile, type JobFileScope } from '../files.ts';
import {
  CONTENT_TYPES,
  createRecordWriter,
  EXTENSIONS,
  readRecords,
  UnreadableFileError,
  type ReadOptions,
  type SourceRecord,
} from '../formats/index.ts';
import type {
  ImportPreviewDto,
  ImportPreviewInput,
  ImportTemplateInput,
} from '../import-help-schemas.ts';
import type { ImportEntity } from '../schemas.ts';
import { tenantLocaleCodes } from '../../products/index.ts';
import { firstObjects, missingKeys, previewJsonKeys } from './help-json.ts';
import { liveFamilyCode } from './help-sql.ts';
import { importerOf } from './index.ts';

type CatalogEntity = Exclude<ImportEntity, 'products' | 'variants'>;

/** The codec of each catalog entity (products and variants have value columns besides). */
const CODECS: Record<CatalogEntity, () => Promise<Codec>> = {
  categories: async () => (await import('../../catalog/categories/index.ts')).categoryCodec,
  attributes: async () => (await import('../../catalog/attributes/index.ts')).attributeCodec,
  attribute_options: async () =>
    (await import('../../catalog/attribute-options/index.ts')).attributeOptionCodec,
  families: async () => (await import('../../catalog/product-families/index.ts')).familyCodec,
};

const isValued = (entity: ImportEntity): entity is 'products' | 'variants' =>
  entity === 'products' || entity === 'variants';

const isLabelled = (codec: Codec) => Object.values(codec.fields).some((one) => one.labels);

const tenantLocales = (scope: TenantScope) => tenantLocaleCodes(scope.db.sql, scope.tenantId);

/** The family's code: 404 for an id that is no live family of the tenant. */
async function familyCode(scope: TenantScope, id: string): Promise<string> {
  const code = await liveFamilyCode(scope.db.sql, scope.tenantId, id);
  if (code === undefined) throw notFound('Product family');
  return code;
}

/** What a JSON record's field holds, by the cells its field reads (a shape, not data). */
function exampleField(codec: Codec, key: string, locales: string[]): unknown {
  const one = codec.fields[key]!;
  if (one.labels) return Object.fromEntries(locales.slice(0, 1).map((l) => [l, '<label>']));
  if (one.read === cellList) return ['<code>'];
  if (one.read === cellBoolean) return false;
  if (one.read === cellInteger) return 0;
  if (one.read === cellJson) return {};
  if (one.ref) return `<${words(one.ref)} code>`;
  if (key === 'axis_values') return { '<axis attribute code>': '<option code>' };
  // Any other field reads its own columns holding their names: a text `"<name>"`, a list
  // `["<attributes>"]`, display attributes `{"name": "<display name>", …}`.
  const cells = Object.fromEntries((one.columns ?? [key]).map((c) => [c, `<${words(c)}>`]));
  try {
    return one.read(cells, key) ?? `<${words(key)}>`;
  } catch {
    return `<${words(key)}>`;
  }
}

const words = (code: string) => code.replaceAll('_', ' ');

interface Template {
  columns: string[];
  /** The JSON record's shape, by field. */
  example: () => Promise<Record<string, unknown>>;
  family?: string;
}

async function templateOf(scope: TenantScope, input: ImportTemplateInput): Promise<Template> {
  // The family first, whatever the entity: another tenant's id is 404 before anything else.
  const family =
    input.product_family_id === undefined
      ? undefined
      : await familyCode(scope, input.product_family_id);
  const locales = await tenantLocales(scope);
  if (!isValued(input.entity)) {
    if (input.product_family_id !== undefined) {
      throw new AppError('invalid_value', 'product_family_id is for products and variants', {
        field: 'product_family_id',
      });
    }
    const codec = await CODECS[input.entity]();
    const labels = isLabelled(codec) ? locales.map((l) => `${LABEL_PREFIX}${l}`) : [];
    const example = Object.fromEntries(
      Object.keys(codec.fields).map((key) => [key, exampleField(codec, key, locales)]),
    );
    return { columns: [...codec.columns, ...labels], example: () => Promise.resolve(example) };
  }
  const products = await import('../../products/index.ts');
  const entity = input.entity === 'products' ? products.productEntity : products.variantEntity;
  const columns = await entity.columns(scope, { familyId: input.product_family_id });
  const example = async () => {
    const fields = Object.keys(entity.codec.fields).filter((key) => key !== 'values');
    const record = Object.fromEntries(
      fields.map((key) => [key, exampleField(entity.codec, key, locales)]),
    );
    if (family && 'family' in record) record.family = family;
    const valueColumns = columns.filter((name) => !entity.codec.columns.includes(name));
    return { ...record, values: await products.exampleValues(scope, valueColumns) };
  };
  return { columns, example, ...(family ? { family } : {}) };
}

/** Writes the template's bytes in memory: a header (and a JSON record) is a few kilobytes. */
async function templateBytes(input: ImportTemplateInput, template: Template): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve, reject) => {
    output.once('end', resolve);
    output.once('error', reject);
  });
  const writer = createRecordWriter(output, input.format, {
    columns: template.columns,
    sheetName: input.entity,
  });
  if (input.format === 'json') await writer.write(await template.example());
  await writer.close();
  await ended;
  return Buffer.concat(chunks);
}

/**
 * The template of an entity's import file: CSV and XLSX a header row of the columns the
 * importer reads (products and variants: the codec's columns, then a value column per
 * attribute and scope the family allows, or every family's without one), JSON one record
 * showing each field's shape. Downloaded as `<entity>[-<family>]-template.<ext>`.
 */
export async function importTemplate(
  scope: TenantScope,
  input: ImportTemplateInput,
): Promise<AssetContent> {
  // The template names the entity's attributes, channels and locales: what reading it shows.
  for (const code of EXPORT_PERMISSIONS[input.entity]) requirePermission(scope.principal, code);
  const template = await templateOf(scope, input);
  const bytes = await templateBytes(input, template);
  const family = template.family ? `-${template.family}` : '';
  return {
    contentType: CONTENT_TYPES[input.format],
    sizeBytes: bytes.length,
    filename: `${input.entity}${family}-template.${EXTENSIONS[input.format]}`,
    inline: false,
    open: () => Promise.resolve(PassThrough.from([bytes])),
  };
}

/** The records of an uploaded file, read as the import reads them; `use` takes what it needs. */
async function readUploaded<T>(
  scope: JobFileScope,
  input: ImportPreviewInput,
  options: ReadOptions,
  use: (records: AsyncIterable<SourceRecord>) => Promise<T>,
): Promise<T> {
  const file = await findLiveFile(scope, input.file_id, 'import').catch(() => {
    throw new AppError(
      'invalid_reference',
      'file_id names no file of this tenant (or it expired)',
      {
        field: 'file_id',
      },
    );
  });
  const open = () => {
    const bytes = new PassThrough();
    scope.files.storage
      .read(file.storageKey)
      .then((stream) => pipeline(stream, bytes))
      .catch((error: Error) => bytes.destroy(error));
    return bytes;
  };
  try {
    return await use(readRecords(open, input.format, options));
  } catch (error) {
    if (error instanceof UnreadableFileError) {
      throw new AppError('invalid_value', `The import file cannot be read: ${error.message}`, {
        field: 'file_id',
      });
    }
    throw error;
  }
}

/** The header names of an uploaded file, read as the import reads them (its first line). */
async function headerOf(scope: JobFileScope, input: ImportPreviewInput): Promise<string[]> {
  let header: readonly string[] | undefined;
  const options = { checkHeader: (names: readonly string[]) => (header = names) };
  // The header is read before the first row: one row is all the preview waits for.
  await readUploaded(
    scope,
    input,
    { ...options, xlsxLimits: scope.files.xlsxLimits },
    async (records) => {
      for await (const _record of records) break;
    },
  );
  if (!header) {
    throw new AppError('invalid_value', 'The import file is empty: it has no header row', {
      field: 'file_id',
    });
  }
  return [...header];
}

/** The codec of an entity's records (products and variants: their entity's). */
async function codecOf(entity: ImportEntity): Promise<Codec> {
  if (!isValued(entity)) return CODECS[entity]();
  const products = await import('../../products/index.ts');
  return (entity === 'products' ? products.productEntity : products.variantEntity).codec;
}

/** What each key of a JSON file's first records sets, and the key fields one of them lacks. */
async function previewJson(
  scope: JobFileScope,
  input: ImportPreviewInput,
): Promise<ImportPreviewDto> {
  const objects = await readUploaded(scope, input, {}, firstObjects);
  if (objects.length === 0) {
    throw new AppError('invalid_value', 'The import file has no JSON object to preview', {
      field: 'file_id',
    });
  }
  const importer = await importerOf(input.entity);
  const valued = isValued(input.entity) && { variants: input.entity === 'variants' };
  const codec = await codecOf(input.entity);
  return {
    columns: await previewJsonKeys(scope, objects, codec, valued),
    missing: missingKeys(objects, importer.keyColumns),
  };
}

/**
 * What each column of an uploaded CSV or XLSX file sets, and the columns every row needs
 * that it lacks (for a JSON file, each key of its first records: help-json.ts): the wizard
 * shows it before the dry run.
 */
export async function previewImport(
  scope: JobFileScope,
  input: ImportPreviewInput,
): Promise<ImportPreviewDto> {
  // A preview is the first step of an import: it needs what the import needs.
  for (const code of IMPORT_PERMISSIONS[input.entity]) requirePermission(scope.principal, code);
  if (input.format === 'json') return previewJson(scope, input);
  const header = await headerOf(scope, input);
  const importer = await importerOf(input.entity);
  const missing = importer.keyColumns.filter((column) => !header.includes(column));
  // A failed-rows file's error column goes back in as it is: the import skips it.
  const read = header.filter((name) => name !== IMPORT_ERRORS_COLUMN);
  const previews = new Map<string, ColumnPreview>();
  if (isValued(input.entity)) {
    const products = await import('../../products/index.ts');
    const valued = await products.previewValuedHeader(scope, read, input.entity === 'variants');
    for (const column of valued) previews.set(column.header, column);
  } else {
    const codec = await CODECS[input.entity]();
    const labelled = isLabelled(codec);
    for (const name of read) previews.set(name, catalogColumn(codec, labelled, name));
  }
  const ignored: ColumnPreview['target'] = { kind: 'ignored' };
  return {
    columns: header.map((name) => previews.get(name) ?? { header: name, target: ignored }),
    missing,
  };
}

type ColumnPreview = ImportPreviewDto['columns'][number];

/** What a column of a catalog entity's file sets: a field, a label, or nothing. */
function catalogColumn(codec: Codec, labelled: boolean, name: string): ColumnPreview {
  if (codec.columns.includes(name)) return { header: name, target: { kind: 'field', field: name } };
  if (labelled && name.startsWith(LABEL_PREFIX) && name.length > LABEL_PREFIX.length) {
    return { header: name, target: { kind: 'label', locale: name.slice(LABEL_PREFIX.length) } };
  }
  return { header: name, target: null, note: 'not a column this import reads' };
}
