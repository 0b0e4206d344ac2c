// Journeys against the production build, served the way `npm start` serves it, in Debian's
// headless Chromium (Playwright cannot download its own browser here).
import { defineConfig, devices } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3300);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  // One results folder per port: Playwright empties it when a run starts, so runs side by side
  // on other ports must not share it.
  outputDir: `test-results/${E2E_PORT}`,
  // Generous limits: the journeys share two cores with builds and other runs; a slow machine
  // must make them slower, not red. Waiting is always on a condition, never a fixed sleep.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    navigationTimeout: 45_000,
    actionTimeout: 20_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/start-e2e-site.mjs',
    url: `http://localhost:${E2E_PORT}/composition.json`,
    // First start: seeding the embedded database, and building the second version of
    // mf-stores-content when its build is missing or older than the deployed one.
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
