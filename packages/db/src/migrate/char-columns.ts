// adapter-pg 7.10.1 rejects Postgres "char" columns (OID 18) as UnsupportedNativeDataType,
// and the engine's introspection reads several (pg_constraint.contype and friends). The
// engine wants them as Character columns: it reads them with get_char and panics (a wasm
// trap that kills the process) when they arrive as Text.
import type { PrismaPg } from '@prisma/adapter-pg';
import type pg from 'pg';

type QueryRaw = Awaited<ReturnType<PrismaPg['connect']>>['queryRaw'];

const PG_CHAR_OID = 18;
const PG_BPCHAR_OID = 1042;
// ColumnTypeEnum.Character in @prisma/driver-adapter-utils (not a dependency of ours).
const CHARACTER_COLUMN = 6;

// pg hands the adapter the same `rows` array it returns, so remember by that array which
// columns were "char" and correct the column types after adapter-pg has mapped them.
const charColumnsByRows = new WeakMap<object, number[]>();

function relabelCharColumns(result: unknown): unknown {
  for (const item of Array.isArray(result) ? result : [result]) {
    const { fields, rows } = (item ?? {}) as { fields?: { dataTypeID: number }[]; rows?: object };
    const indexes: number[] = [];
    fields?.forEach((field, index) => {
      if (field.dataTypeID !== PG_CHAR_OID) return;
      field.dataTypeID = PG_BPCHAR_OID;
      indexes.push(index);
    });
    if (indexes.length > 0 && rows) charColumnsByRows.set(rows, indexes);
  }
  return result;
}

/** Restores the Character type on columns patchClient relabelled. */
export function withCharColumns(queryRaw: QueryRaw): QueryRaw {
  return async (query) => {
    const result = await queryRaw(query);
    for (const index of charColumnsByRows.get(result.rows) ?? [])
      result.columnTypes[index] = CHARACTER_COLUMN;
    return result;
  };
}

/**
 * Relabels "char" columns as bpchar (which adapter-pg maps to Text) in every result of this
 * client. Both call styles occur: the pool passes a callback, transactions use promises.
 */
export function patchClient(client: pg.PoolClient): void {
  const original = client.query.bind(client) as (...args: unknown[]) => unknown;
  const patched = (...args: unknown[]): unknown => {
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) =>
        last(error, error ? result : relabelCharColumns(result));
      return original(...args);
    }
    const returned = original(...args);
    return returned instanceof Promise ? returned.then(relabelCharColumns) : returned;
  };
  client.query = patched as typeof client.query;
}
