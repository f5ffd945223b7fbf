import { defineConfig, devices } from '@playwright/test';
import { CHROME_FLAGS, browserPath } from './scripts/lib/chromium';
import { HOSTING_URL } from './scripts/lib/emulator-config';

const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: browserPath('tests'), args: CHROME_FLAGS },
};

/** The longest journeys, dispatched first: a run that ends on one of them leaves a worker idle. */
const LONG_JOURNEYS = ['whole-price', 'tracking'].map((name) => `${name}.spec.ts`);

export default defineConfig({
  testDir: 'e2e',
  outputDir: '.emulators/test-results',
  globalSetup: './tests/doubles/setup.ts',
  timeout: 60_000,
  // On 2 cores a page can wait seconds for CPU while the functions emulator starts its workers.
  expect: { timeout: 20_000 },
  fullyParallel: true,
  workers: Number(process.env.PW_WORKERS ?? 2),
  // A test that passes only on the retry fails the run unless tests/flaky-allowlist.json lists it.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json']],
  use: {
    baseURL: HOSTING_URL,
    // Recording a trace costs every test CPU; the retry of a failed test records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'journeys', testMatch: LONG_JOURNEYS, use: browser },
    { name: 'chromium', testIgnore: LONG_JOURNEYS, use: browser },
  ],
});
