import { defineConfig } from '@playwright/test';

/** Crafted browser-test files (no browser needed) whose reports prove the runner's judgement. */
export default defineConfig({
  testDir: import.meta.dirname,
  testMatch: process.env.FIXTURES ? process.env.FIXTURES.split(',') : '*.pw.ts',
  // Each run its own: Playwright empties its output folder when it starts, and the runs overlap.
  outputDir: process.env.FIXTURE_OUTPUT ?? '../../../.emulators/fixture-results',
  retries: 1,
  workers: 1,
  reporter: [['json']],
});
