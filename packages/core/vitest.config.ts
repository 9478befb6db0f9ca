import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The default 5 s is a timing assertion on a loaded 2-core machine (CI runs the packages'
    // suites at once); no test here means to measure time.
    testTimeout: 30_000,
  },
});
