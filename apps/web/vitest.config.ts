import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Unit tests of the console's pure helpers; the pages are tested in a browser (e2e/).
export default defineConfig({
  resolve: { alias: { '@': path.join(import.meta.dirname, 'src') } },
  test: { include: ['src/**/*.test.ts'] },
});
