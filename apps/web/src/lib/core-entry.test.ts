import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const CORE_SRC = path.join(import.meta.dirname, '../../../../packages/core/src');
const IMPORT = /^\s*(?:import|export)\b[^'"]*?from\s+'([^']+)'/gm;

/** Every module `@pim/core/<entry>` loads, following relative imports; bare imports apart. */
function importGraph(entry: string) {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    for (const [, target] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (target!.startsWith('.')) visit(path.resolve(path.dirname(file), target!));
      else packages.add(target!);
    }
  };
  visit(path.join(CORE_SRC, entry));
  return { modules: [...modules].map((m) => path.relative(CORE_SRC, m)), packages: [...packages] };
}

// The console bundles these entries (server actions, client components): they must stay free
// of argon2, Prisma and the services, or the browser bundle would pull them in.
describe('the client-safe entries of @pim/core', () => {
  for (const entry of ['platform/limits.ts', 'schemas.ts']) {
    it(`${entry} imports zod and schema modules only`, () => {
      const { modules, packages } = importGraph(entry);
      // re2js: the linear-time regular expressions attribute patterns are checked with (pure
      // JavaScript), so the console refuses the same patterns the API does.
      expect(packages.filter((p) => p !== 'zod' && p !== 're2js')).toEqual([]);
      const serverOnly = /(^|\/)(service|repository|passwords|tokens|raw-key)\.ts$/;
      expect(modules.filter((m) => serverOnly.test(m))).toEqual([]);
    });
  }

  it('are walked through their relative imports', () => {
    expect(importGraph('schemas.ts').modules).toContain('identity/users/schemas.ts');
  });
});
