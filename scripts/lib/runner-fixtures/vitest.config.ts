import { defineConfig } from 'vitest/config';

/** Crafted test files whose reports prove the runner's judgement (../reports.test.ts). */
export default defineConfig({
  test: { root: import.meta.dirname, include: ['*.fixture.ts'], allowOnly: false },
});
