import { expect, test, type Page } from '@playwright/test';
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

/**
 * Violations found in files other helpers own, reported to them. Each such test is expected
 * to fail until the fix lands; then it passes unexpectedly and its entry must go.
 */
const CONTRAST =
  'color-contrast: white on the theme secondary #e65100 is 3.78:1, needs 4.5:1 (web/src/theme/theme.ts)';
const KNOWN_VIOLATIONS: Record<string, string> = {
  '/': CONTRAST,
  '/tool/torque-wrench': CONTRAST,
  '/dashboard/addTool':
    'nested-interactive: focusable file input inside the upload Button label ' +
    '(web/src/features/admin/components/tool-form.tsx)',
};
const expectKnown = (path: string) => test.fail(path in KNOWN_VIOLATIONS, KNOWN_VIOLATIONS[path]);

for (const path of PUBLIC_PAGES) {
  test(`${path} has no WCAG 2.1 A/AA violations`, async ({ page }) => {
    expectKnown(path);
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
        expectKnown(path);
        await openSettled(page, path);
        await expectNoA11yViolations(page);
      });
    }
  });
}
