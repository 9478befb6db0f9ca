// The wasm schema engine does not call a driver adapter directly: every method must return
// a Result object ({ ok, value } / { ok, error }), as @prisma/driver-adapter-utils' binder
// produces. That package is not a dependency of ours, and the binder is small, so this is
// our own copy covering what the schema engine uses.
import type { EngineAdapter, EngineAdapterFactory, EngineTransaction } from './driver-adapter.js';

type DriverError = { kind: string } & Record<string, unknown>;
export type Result<T> = { ok: true; value: T } | { ok: false; error: DriverError };

/** Errors that are not DriverAdapterErrors reach the engine only as an id; keep them here. */
export class ErrorRegistry {
  readonly errors: unknown[] = [];
  register(error: unknown): number {
    return this.errors.push(error) - 1;
  }
}

function toDriverError(registry: ErrorRegistry, error: unknown): DriverError {
  if (
    error instanceof Error &&
    error.name === 'DriverAdapterError' &&
    typeof error.cause === 'object' &&
    error.cause
  ) {
    return error.cause as DriverError;
  }
  return { kind: 'GenericJs', id: registry.register(error) };
}

function wrap<A extends unknown[], T>(registry: ErrorRegistry, fn: (...args: A) => Promise<T>) {
  return async (...args: A): Promise<Result<T>> => {
    try {
      return { ok: true, value: await fn(...args) };
    } catch (error) {
      return { ok: false, error: toDriverError(registry, error) };
    }
  };
}

function bindTransaction(registry: ErrorRegistry, tx: EngineTransaction) {
  return {
    adapterName: tx.adapterName,
    provider: tx.provider,
    options: tx.options,
    queryRaw: wrap(registry, tx.queryRaw.bind(tx)),
    executeRaw: wrap(registry, tx.executeRaw.bind(tx)),
    commit: wrap(registry, tx.commit.bind(tx)),
    rollback: wrap(registry, tx.rollback.bind(tx)),
    ...(tx.createSavepoint && { createSavepoint: wrap(registry, tx.createSavepoint.bind(tx)) }),
    ...(tx.rollbackToSavepoint && {
      rollbackToSavepoint: wrap(registry, tx.rollbackToSavepoint.bind(tx)),
    }),
    ...(tx.releaseSavepoint && { releaseSavepoint: wrap(registry, tx.releaseSavepoint.bind(tx)) }),
  };
}

function bindAdapter(registry: ErrorRegistry, adapter: EngineAdapter) {
  const startTransaction = wrap(registry, adapter.startTransaction);
  return {
    adapterName: adapter.adapterName,
    provider: adapter.provider,
    queryRaw: wrap(registry, adapter.queryRaw),
    executeRaw: wrap(registry, adapter.executeRaw),
    executeScript: wrap(registry, adapter.executeScript),
    dispose: wrap(registry, adapter.dispose),
    getConnectionInfo: () => ({ ok: true, value: adapter.getConnectionInfo() }),
    startTransaction: async (...args: Parameters<EngineAdapter['startTransaction']>) => {
      const result = await startTransaction(...args);
      return result.ok ? { ok: true, value: bindTransaction(registry, result.value) } : result;
    },
  };
}

export function bindFactory(registry: ErrorRegistry, factory: EngineAdapterFactory): object {
  const connect = wrap(registry, factory.connect);
  const connectToShadowDb = wrap(registry, factory.connectToShadowDb);
  return {
    adapterName: factory.adapterName,
    provider: factory.provider,
    connect: async () => {
      const result = await connect();
      return result.ok ? { ok: true, value: bindAdapter(registry, result.value) } : result;
    },
    connectToShadowDb: async () => {
      const result = await connectToShadowDb();
      return result.ok ? { ok: true, value: bindAdapter(registry, result.value) } : result;
    },
  };
}
