// The built API (tsup.config.ts) bundles the workspace packages but leaves every npm package
// external, resolved from the API's own node_modules at run time: each package the workspace
// packages import must therefore be a dependency of the API too, or dist/main.js fails to
// start while every test run from sources passes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const dependenciesOf = (dir: string): string[] => {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@pim/'));
};

it('depends on every npm package the bundled workspace packages use', () => {
  const root = path.join(import.meta.dirname, '../../..');
  const api = new Set(dependenciesOf(path.join(root, 'apps/api')));
  const bundled = ['packages/core', 'packages/db'].flatMap((dir) =>
    dependenciesOf(path.join(root, dir)),
  );
  expect(bundled.filter((name) => !api.has(name))).toEqual([]);
});
