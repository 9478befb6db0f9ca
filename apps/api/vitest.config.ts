import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One embedded PostgreSQL for the whole run (fresh temp dir, random port).
    globalSetup: ['@pim/db/testing/global-setup'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: files run in parallel against the one database, isolated by unique data.
    fileParallelism: true,
    maxWorkers: 2,
    // The files of a worker share its modules, so they share one API server
    // (test/helpers/server.ts testServer()) and load the server's code once.
    isolate: false,
  },
});
