import { expect, test, type Page } from './support/test';
import { createUser, type TestUser } from '../tests/support/emulators';
import { signInContext } from '../scripts/bench/browser';
import { expectNoA11yViolations } from './support/a11y';

/** A page is ready for axe once its main landmark is shown and nothing is loading. */
async function openSettled(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('main').first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

const PUBLIC_PAGES = ['/', '/allTool', '/blog', '/portfolio', '/login', '/signup', '/no/such/page'];
const CUSTOMER_PAGES = [
  '/tool/torque-wrench',
  '/review',
  '/dashboard',
  '/dashboard/orders',
  '/dashboard/reviews',
];
const ADMIN_PAGES = [
  '/dashboard/users',
  '/dashboard/addTool',
  '/dashboard/manageOrder',
  '/dashboard/manageTool',
];

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
