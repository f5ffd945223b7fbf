import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'web',
      root: import.meta.dirname,
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['src/testing/setup.ts'],
      // A dialog's test renders MUI and formik in jsdom: past 5 s when it shares 2 cores with the emulators.
      testTimeout: 20_000,
    },
  }),
);
