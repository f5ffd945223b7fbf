import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Files that change what others see, or load the emulator, run alone (docs/testing.md). */
const ALONE = [
  'catalogue',
  'low-stock',
  'mail',
  'migrate-orders',
  'money-holes',
  'newsletter',
  'order-model',
  'returns',
  'sales',
  'staff-rights',
  'tools',
  'webhook-property',
].map((name) => `functions/test/${name}.test.ts`);

/** Last: a race's triggers can wait out the emulator's lock timeout, and hold up later events. */
const RACES = ['order-races', 'pricing', 'variants'].map(
  (name) => `functions/test/${name}.test.ts`,
);

const functionsSuite = {
  environment: 'node' as const,
  globalSetup: ['tests/doubles/setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/** npm test runs these after every other project, at once: rules beside the alone files' waits. */
export const LAST_RUNS = [['functions-alone', 'functions-races'], ['rules']];

/** Files at once; every project states it, as vitest runs a group of projects with one count. */
const MAX_WORKERS = 3;

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
