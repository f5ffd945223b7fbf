import { expect, test } from '@playwright/test';

test('adds up', () => expect(1 + 1).toBe(2));
test('is skipped with its reason', () => test.skip(true, 'the fixture says so'));
