import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Every vitest suite; `npm test` runs them inside the emulator suite. */
export default defineConfig({
  test: {
    // A stray .only fails the run in CI instead of silently shrinking it.
    allowOnly: !process.env.CI,
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
      'web/vitest.config.ts',
      {
        test: {
          name: 'functions',
          include: ['functions/src/**/*.test.ts', 'functions/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/doubles/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
          fileParallelism: false,
        },
      },
    ],
  },
});
