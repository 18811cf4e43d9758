import { defineConfig, devices } from '@playwright/test';
import { STAFF } from './e2e/support/staff';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags this sandbox needs (no network beyond loopback). */
const launchOptions = {
  executablePath: chromium,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

export default defineConfig({
  testDir: 'e2e',
  // One output folder per port, so parallel runs never wipe each other's traces; screenshots live beside it.
  outputDir: `test-results/run-${PORT}`,
  fullyParallel: true,
  // A worker per core: four on 2 cores ran the journeys only 10% sooner (588 s against 640 s) and made the brief
  // states ("Adding...") flaky. E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    {
      name: 'mobile',
      grep: /@mobile/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, launchOptions },
    },
  ],
  webServer: {
    // A fresh embedded database with one staff account (made as in production, by the command line), then the server
    // as `npm start` runs it: built (dist/server, rebuilt when its sources changed) and run by plain node.
    command: `rm -rf .tmp/e2e-db-${PORT} && echo '${STAFF.password}' | tsx scripts/staff-create.ts --email ${STAFF.email} --first-name ${STAFF.firstName} --last-name Picker --password-stdin && node scripts/start.js`,
    url: `http://localhost:${PORT}/api/stores`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT), DATA_DIR: `.tmp/e2e-db-${PORT}`, ...(process.env.WEB_ROOT ? { WEB_ROOT: process.env.WEB_ROOT } : {}), NODE_ENV: 'production', ENABLE_DEBUG: 'true', LOG_LEVEL: 'warn' },
  },
});
