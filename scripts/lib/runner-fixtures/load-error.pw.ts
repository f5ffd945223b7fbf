import { test } from '@playwright/test';

function loadConfiguration(): never {
  throw new Error('this file cannot load');
}

loadConfiguration();
test('never declared', () => undefined);
