/**
 * Playwright journeys in Debian's Chromium (/usr/bin/chromium; no browser download) against the
 * real server on a fresh demo database, started by fixtures/global-setup.ts on a free port.
 * Set E2E_BASE_URL to run against a server that is already running instead.
 * Fixtures for the journeys (an extra server with custom env, demo users, sign-in): fixtures/server.ts.
 */
import { defineConfig } from '@playwright/test';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Traces and screenshots of failures; E2E_OUTPUT_DIR keeps two concurrent runs from sharing one.
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../../test-results/e2e',
  globalSetup: './fixtures/global-setup.ts',
  // Files run in parallel on two workers; the tests inside a file run in order.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    // Set by global-setup before the workers start; workers inherit the runner's environment.
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    headless: true,
    locale: 'es-ES',
    timezoneId: 'UTC',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
  },
});
