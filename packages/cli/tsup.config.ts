// One file, dist/pim.js, runnable by Node 20+: the client (and its one dependency) bundled in,
// commander and cli-progress left to node_modules.
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { pim: 'src/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  banner: { js: '#!/usr/bin/env node' },
  noExternal: [/^@pim\//, 'openapi-fetch'],
  external: ['commander', 'cli-progress'],
});
