import { defineConfig } from '@playwright/test';
import {
  E2E_ACCESS_TOKEN_TTL_SECONDS,
  E2E_API_PORT,
  E2E_CONSOLE_PORT,
  UNREACHABLE_CONSOLE_URL,
  e2eDataDir,
  e2eDeadPort,
  e2ePostgresPort,
} from './e2e/support/e2e-env';

const API_PORT = E2E_API_PORT;
const CONSOLE_PORT = E2E_CONSOLE_PORT;
const CONSOLE_URL = `http://localhost:${CONSOLE_PORT}`;
const reuseExistingServer = !process.env.CI;
/** Shared by the API and the console: logins count under the browser's address. */
const CONSOLE_FORWARD_SECRET = 'e2e-only-console-forward-secret-0123456789';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // An SFTP server the integration specs export to (its address reaches them through env).
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL: CONSOLE_URL,
    // Dates are shown in the browser's locale and time zone: a zone away from UTC proves it.
    locale: 'en-GB',
    timezoneId: 'Europe/Berlin',
    // No transitions to wait for (the theme respects the preference).
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: [
    {
      name: 'api',
      // The built API: `pnpm --filter @pim/api build` (turbo's test:e2e builds it first).
      command: 'node ../api/dist/main.js',
      url: `http://127.0.0.1:${API_PORT}/ready`,
      env: {
        PORT: String(API_PORT),
        HOST: '127.0.0.1',
        // Empty: an embedded PostgreSQL in a fresh directory, migrated and seeded with demo data.
        DATABASE_URL: '',
        PIM_DATA_DIR: e2eDataDir(),
        PIM_PG_PORT: e2ePostgresPort(),
        JWT_SECRET: 'e2e-only-jwt-secret-0123456789abcdefghijklmnop',
        ACCESS_TOKEN_TTL: String(E2E_ACCESS_TOKEN_TTL_SECONDS),
        LOG_LEVEL: 'warn',
        CONSOLE_FORWARD_SECRET,
        // Connections reach the SFTP server of the global setup, on loopback; webhooks the
        // receivers the specs start there (plain http).
        OUTBOUND_ALLOW_PRIVATE: '1',
        OUTBOUND_ALLOW_HTTP: '1',
        // Two retries a second apart: a failing receiver's delivery ends "failed" within the
        // test, not after the default hours.
        WEBHOOK_RETRY_SCHEDULE: '1,1',
        // A fixed key sealing connection credentials (32 bytes, base64), for this run only.
        CREDENTIALS_KEYS: `e2e:${Buffer.alloc(32, 7).toString('base64')}`,
        // The page of another site that typed-client-browser.spec.ts loads the typed client in.
        CORS_ORIGINS: 'http://shop.test',
      },
      timeout: 120_000,
      reuseExistingServer,
      stdout: 'pipe',
      // SIGTERM lets the API stop its PostgreSQL; SIGKILL would orphan it.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
    {
      name: 'console',
      command: `pnpm exec next start -p ${CONSOLE_PORT}`,
      url: `${CONSOLE_URL}/login`,
      env: {
        API_URL: `http://127.0.0.1:${API_PORT}`,
        NEXTAUTH_URL: CONSOLE_URL,
        NEXTAUTH_SECRET: 'e2e-only-nextauth-secret-0123456789abcdef',
        CONSOLE_FORWARD_SECRET,
        NEXT_TELEMETRY_DISABLED: '1',
      },
      timeout: 60_000,
      reuseExistingServer,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      // A second console whose API address has nothing listening: the "API unreachable" path.
      name: 'console-without-api',
      command: `pnpm exec next start -p ${new URL(UNREACHABLE_CONSOLE_URL).port}`,
      url: `${UNREACHABLE_CONSOLE_URL}/login`,
      env: {
        API_URL: `http://127.0.0.1:${e2eDeadPort()}`,
        NEXTAUTH_URL: UNREACHABLE_CONSOLE_URL,
        NEXTAUTH_SECRET: 'e2e-only-nextauth-secret-0123456789abcdef',
        NEXT_TELEMETRY_DISABLED: '1',
      },
      timeout: 60_000,
      reuseExistingServer,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
