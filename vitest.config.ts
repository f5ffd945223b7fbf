import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Functions suites that change what every other test sees (the Stripe double's faults and
 * clock, SMTP, shipping zones, every admin's mail, whole-collection lists and recounts) or load
 * the emulator on their own: they run one at a time after the rest (docs/testing.md).
 */
const ALONE = [
  'catalogue',
  'low-stock',
  'mail',
  'migrate-orders',
  'newsletter',
  'returns',
  'sales',
  'tools',
  'webhook-property',
].map((name) => `functions/test/${name}.test.ts`);

/**
 * The alone suites with races, last: the triggers of a race's tools can wait out the emulator's
 * lock timeout, and the events behind them wait too, so a trigger test after a race waited 30 s.
 */
const RACES = ['order-races', 'pricing', 'variants'].map(
  (name) => `functions/test/${name}.test.ts`,
);

const functionsSuite = {
  environment: 'node' as const,
  globalSetup: ['tests/doubles/setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/** Files at once; every project states it, as vitest runs a group of projects with one count. */
const MAX_WORKERS = 3;

/** Every vitest suite; `npm test` runs them inside the emulator suite. */
export default defineConfig({
  test: {
    // A stray .only fails the run in CI instead of silently shrinking it.
    allowOnly: !process.env.CI,
    // Most files wait on the emulators, not the CPU: three at a time on 2 cores.
    maxWorkers: MAX_WORKERS,
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'tooling',
          include: ['scripts/**/*.test.ts', 'tests/doubles/**/*.test.ts'],
          exclude: ['scripts/start.test.ts'],
          environment: 'node',
        },
      },
      // `npm start` on the emulators' own ports: scripts/test.ts runs it once they are free.
      ...(process.env.PEDALWORKS_START_TEST
        ? [
            {
              test: {
                name: 'start',
                include: ['scripts/start.test.ts'],
                environment: 'node',
                testTimeout: 300_000,
                fileParallelism: false,
              },
            },
          ]
        : []),
      {
        extends: './web/vitest.config.ts',
        test: { name: 'web', root: 'web', maxWorkers: MAX_WORKERS },
      },
      {
        test: {
          ...functionsSuite,
          name: 'functions',
          include: ['functions/src/**/*.test.ts', 'functions/test/**/*.test.ts'],
          exclude: [...ALONE, ...RACES],
        },
      },
      {
        test: {
          ...functionsSuite,
          name: 'functions-alone',
          include: ALONE,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          ...functionsSuite,
          name: 'functions-races',
          include: RACES,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
      {
        // The rules suite runs the web app's own writes, which import by the web's '@/' alias.
        resolve: { alias: { '@': fileURLToPath(new URL('web/src', import.meta.url)) } },
        test: {
          name: 'rules',
          include: ['tests/rules/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
