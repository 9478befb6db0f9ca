import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Building the command takes seconds on a loaded 2-core machine; nothing here measures time.
    testTimeout: 60_000,
    // The build runs in beforeAll, while every other package's suite loads the same two cores.
    hookTimeout: 180_000,
  },
});
