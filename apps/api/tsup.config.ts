// Bundles the API with the workspace packages (which ship TypeScript sources); every npm
// dependency stays external and is resolved from node_modules at run time, because several
// load files next to their own code (wasm, native addons, PostgreSQL binaries).
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { main: 'src/main.ts', worker: 'src/worker.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@pim\//],
  external: [/^[^./@][^:]*$/, /^@(?!pim\/)/],
});
