import { expect, test, type Page } from './support/test';
import { createUser, type TestUser } from '../tests/support/emulators';
import { signInContext } from '../scripts/bench/browser';
import { expectNoA11yViolations } from './support/a11y';
import { watchCsp } from './support/csp';
import { ADMIN_PAGES, CUSTOMER_PAGES, PUBLIC_PAGES, openSettled } from './support/pages';

/** Every page once: the Content-Security-Policy blocks nothing it needs, and axe finds nothing. */
async function audit(page: Page, path: string) {
  const violations = await watchCsp(page);
  await openSettled(page, path);
  expect(await violations(), 'Content-Security-Policy violations').toEqual([]);
  await expectNoA11yViolations(page);
}

for (const path of PUBLIC_PAGES) {
  test(`${path} has no WCAG 2.1 A/AA or CSP violations`, async ({ page }) => {
    await audit(page, path);
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
      test(`${path} has no WCAG 2.1 A/AA or CSP violations`, async ({ page }) => {
        await audit(page, path);
      });
    }
  });
}
