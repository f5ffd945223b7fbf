import { test } from '@playwright/test';

test('takes its worker down', () => {
  process.exit(3);
});
