import { test } from './support/test';
import { createUser, type TestUser } from '../tests/support/emulators';
import { signInContext } from '../scripts/bench/browser';
import { expectNoA11yViolations } from './support/a11y';
import { ADMIN_PAGES, CUSTOMER_PAGES, PUBLIC_PAGES, openSettled } from './support/pages';

for (const path of PUBLIC_PAGES) {
  test(`${path} has no WCAG 2.1 A/AA violations`, async ({ page }) => {
    await openSettled(page, path);
    await expectNoA11yViolations(page);
  });
}

for (const [who, pages, options] of [
  ['a customer', CUSTOMER_PAGES, {}],
  ['an admin', ADMIN_PAGES, { admin: true }],
] as const) {
  test.describe(`signed in as ${who}`, () => {
    let user: TestUser;
    test.beforeAll(async () => {
      user = await createUser(options);
    });
    test.beforeEach(async ({ context }) => {
      await signInContext(context, await user.token());
    });
    for (const path of pages) {
      test(`${path} has no WCAG 2.1 A/AA violations`, async ({ page }) => {
        await openSettled(page, path);
        await expectNoA11yViolations(page);
      });
    }
  });
}
