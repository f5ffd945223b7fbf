import { expect, test } from '@playwright/test';

test('passes only on its retry', () => expect(test.info().retry).toBe(1));
