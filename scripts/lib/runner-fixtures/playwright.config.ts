import { defineConfig } from '@playwright/test';

/** Crafted browser-test files (no browser needed) whose reports prove the runner's judgement. */
export default defineConfig({
  testDir: import.meta.dirname,
  testMatch: process.env.FIXTURES ? process.env.FIXTURES.split(',') : '*.pw.ts',
  outputDir: '../../../.emulators/fixture-results',
  retries: 1,
  workers: 1,
  reporter: [['json']],
});
