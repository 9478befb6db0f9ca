// `pnpm --filter @pim/client build [outDir]`: dist/ (or outDir) as an npm package ships it: ES modules with their
// declarations, compiled without Node's types (so nothing but fetch, URL and web streams is
// used) and with every relative import ending in `.js`, as Node and bundlers resolve them.
import { execFileSync } from 'node:child_process';
import { copyFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

rmSync(dist, { recursive: true, force: true });
execFileSync(
  process.execPath,
  [tsc, '-p', path.join(root, 'tsconfig.build.json'), '--outDir', dist],
  {
    stdio: 'inherit',
  },
);
copyFileSync(path.join(root, 'src/schema.d.ts'), path.join(dist, 'schema.d.ts'));
// tsc rewrites `./x.ts` to `./x.js` in the JavaScript it emits, not in declarations.
for (const name of readdirSync(dist).filter((file) => file.endsWith('.d.ts'))) {
  const file = path.join(dist, name);
  const text = readFileSync(file, 'utf8').replace(
    /(from\s+['"]\.\/[\w-]+)(?:\.d)?\.ts(['"])/g,
    '$1.js$2',
  );
  writeFileSync(file, text);
}
process.stdout.write(`built ${path.relative(process.cwd(), dist)}\n`);
