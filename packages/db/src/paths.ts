import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** packages/db, resolved from this file so commands work from any working directory. */
export const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const schemaDir = path.join(packageRoot, 'prisma', 'schema');
export const migrationsDir = path.join(packageRoot, 'prisma', 'migrations');

/** The workspace root: the nearest ancestor holding pnpm-workspace.yaml. */
export function findRepoRoot(from: string = packageRoot): string {
  let dir = from;
  for (;;) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No pnpm-workspace.yaml above ${from}`);
    dir = parent;
  }
}
