// Loads @prisma/schema-engine-wasm in Node. Its entry point imports the .wasm file as an
// ES module (a bundler convention Node 20 does not support), so we instantiate the binary
// ourselves against the package's JS glue.
import * as glue from '@prisma/schema-engine-wasm/schema_engine_bg';
import type { SchemaContainer, SchemaEngine } from '@prisma/schema-engine-wasm';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { bindFactory, ErrorRegistry } from './bind.js';
import { createAdapterFactory } from './driver-adapter.js';

// The compiler's ES2023 lib has no WebAssembly typings (they live in lib.dom).
interface WasmApi {
  instantiate(
    bytes: Uint8Array,
    imports: Record<string, object>,
  ): Promise<{ instance: { exports: { __wbindgen_start: () => void } } }>;
}
const wasmApi = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

let loaded: Promise<void> | undefined;

// A Rust panic reports its message through this global, then traps. The trap surfaces as an
// uncaught error outside our promise chain and the pending operation would never settle, so
// the listeners fail it. The trapped instance cannot be trusted again (re-instantiating
// under the same JS glue hangs), so later sessions in this process fail fast.
const panicListeners = new Set<(message: string) => void>();
let poisonedBy: string | undefined;
const panicRegistry = {
  set_message(message: string): void {
    poisonedBy = message;
    for (const listener of panicListeners) listener(message);
  },
};

// The engine arms 10 s timers (setTimeout is its only timer import: it never clears them),
// which kept every process that ran a migration alive ~10 s after finishing. Unref them.
function withUnrefTimers(imports: object): object {
  const patched: Record<string, unknown> = { ...imports };
  for (const name of Object.keys(patched).filter((key) => key.startsWith('__wbg_setTimeout_'))) {
    patched[name] = (callback: () => void, ms: number) => setTimeout(callback, ms >>> 0).unref();
  }
  return patched;
}

function loadWasm(): Promise<void> {
  loaded ??= (async () => {
    (globalThis as { PRISMA_WASM_PANIC_REGISTRY?: object }).PRISMA_WASM_PANIC_REGISTRY =
      panicRegistry;
    const require = createRequire(import.meta.url);
    const gluePath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const bytes = await readFile(gluePath.replace(/\.js$/, '.wasm'));
    const { instance } = await wasmApi.instantiate(bytes, {
      './schema_engine_bg.js': withUnrefTimers(glue),
    });
    glue.__wbg_set_wasm(instance.exports);
    instance.exports.__wbindgen_start();
  })();
  return loaded;
}

export interface EngineSession {
  engine: SchemaEngine;
  /** Settles with the operation, or rejects as soon as the engine panics. */
  run<T>(operation: Promise<T>): Promise<T>;
  /** Frees the engine, ends every pool and drops leftover shadow databases. */
  close(): Promise<void>;
  /** Adds what the engine could only report as a "GenericJs" id to its error. */
  explain(error: unknown): Error;
}

export async function openEngine(
  databaseUrl: string,
  schemaFiles: SchemaContainer[],
): Promise<EngineSession> {
  if (poisonedBy) {
    throw new Error(`The schema engine panicked earlier in this process: ${poisonedBy}`);
  }
  await loadWasm();
  const factory = createAdapterFactory(databaseUrl);
  const registry = new ErrorRegistry();
  const debug = process.env.PIM_MIGRATE_DEBUG
    ? (message: unknown) => console.error('[schema-engine]', message)
    : () => undefined;
  let panicked = false;
  let failOnPanic: (error: Error) => void = () => undefined;
  const panic = new Promise<never>((_, reject) => (failOnPanic = reject));
  panic.catch(() => undefined);
  const onPanic = (message: string) => {
    panicked = true;
    failOnPanic(new Error(`Schema engine panicked: ${message}`));
  };
  panicListeners.add(onPanic);
  let engine: SchemaEngine;
  try {
    engine = await glue.SchemaEngine.new(
      { datamodels: schemaFiles.map((file): [string, string] => [file.path, file.content]) },
      debug,
      bindFactory(registry, factory),
    );
  } catch (error) {
    panicListeners.delete(onPanic);
    await factory.close();
    throw error;
  }
  let closed: Promise<void> | undefined;
  return {
    engine,
    run: (operation) => Promise.race([operation, panic]),
    close: () =>
      (closed ??= (async () => {
        panicListeners.delete(onPanic);
        if (!panicked) engine.free();
        await factory.close();
      })()),
    explain(error) {
      const base = error instanceof Error ? error : new Error(String(error));
      if (registry.errors.length > 0 && base.cause === undefined) {
        base.cause = registry.errors.at(-1);
      }
      return base;
    },
  };
}
