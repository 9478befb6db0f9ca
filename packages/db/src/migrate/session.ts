// One engine session per operation: the schema engine, its pools and shadow databases are
// created for the call and torn down afterwards, so nothing outlives it.
import type { SchemaFilter } from '@prisma/schema-engine-wasm';
import { migrationsDir as defaultMigrationsDir, schemaDir as defaultSchemaDir } from '../paths.js';
import { readSchemaFiles } from './files.js';
import { openEngine, type EngineSession } from './wasm-engine.js';

export interface MigrateOptions {
  /** Folder of .prisma files. Default: packages/db/prisma/schema. */
  schemaDir?: string;
  /** Default: packages/db/prisma/migrations. */
  migrationsDir?: string;
}

export const NO_FILTER: SchemaFilter = { externalTables: [], externalEnums: [] };

export async function withEngine<T>(
  databaseUrl: string,
  options: MigrateOptions,
  run: (session: EngineSession, dirs: { schemaDir: string; migrationsDir: string }) => Promise<T>,
): Promise<T> {
  const schemaDir = options.schemaDir ?? defaultSchemaDir;
  const migrationsDir = options.migrationsDir ?? defaultMigrationsDir;
  const session = await openEngine(databaseUrl, await readSchemaFiles(schemaDir));
  try {
    return await session.run(run(session, { schemaDir, migrationsDir }));
  } catch (error) {
    throw session.explain(error);
  } finally {
    await session.close();
  }
}
