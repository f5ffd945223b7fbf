import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_KEY } from '@pedalworks/domain/constants';
import { NOTICE, TEXT } from '@pedalworks/domain/messages';
import { expect, test, type Page } from './support/test';
import { AUTH_URL } from '../scripts/lib/emulator-config';
import { adminAuth, adminDb } from '../tests/support/emulators';
import { routeGapi } from './doubles/google-gapi';
import { warmUpApi } from './support/shop';

/**
 * Google sign-in against the Auth emulator, whose Google sign-in page stands in for Google's.
 * Firebase Auth talks to it through Google's gapi script, which is unreachable offline: a test
 * double serves it (e2e/doubles/google-gapi.ts). What cannot run offline is Google's own sign-in
 * page and the real gapi; the production setup is in the README (Google sign-in).
 */
test.beforeAll(warmUpApi);

const accessToken = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY);

/** The Auth emulator's Google page: a new account, signed in. */
async function signInOnGooglePage(page: Page, email: string, name: string) {
  await page.locator('#add-account-button').click();
  await page.locator('#email-input').fill(email);
  await page.locator('#display-name-input').fill(name);
  await page.locator('#sign-in').click();
}

async function expectSignedIn(page: Page, email: string, name: string) {
  await expect(page.getByRole('navigation', { name: 'Main' }).getByText(name)).toBeVisible();
  await expect.poll(() => accessToken(page)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]*$/);
  const account = await adminAuth().getUserByEmail(email);
  // The same PUT /user/{email} as every sign-in: the profile exists.
  await expect
    .poll(async () => (await adminDb().doc(`users/${account.uid}`).get()).get('email'))
    .toBe(email);
}

const newGoogleUser = () => {
  const id = randomUUID().slice(0, 8);
  return { email: `google-${id}@pedalworks.test`, name: `Gina Google ${id}` };
};

test('Continue With Google signs in by popup and returns to the page of origin', async ({
  page,
}) => {
  await routeGapi(page);
  const user = newGoogleUser();
  await page.goto('/dashboard/orders');
  await expect(page).toHaveURL('/login');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: TEXT.continueWithGoogle }).click(),
  ]);
  await expect(popup).toHaveURL(new RegExp(`^${AUTH_URL}/emulator/auth/handler.*signInViaPopup`));
  await signInOnGooglePage(popup, user.email, user.name);
  await expect(page).toHaveURL('/dashboard/orders');
  await expectSignedIn(page, user.email, user.name);
});

test('a blocked popup falls back to the redirect: back from Google, the sign-in completes and returns to the origin', async ({
  page,
}) => {
  const gapiLoads = await routeGapi(page);
  await page.addInitScript(() => {
    window.open = () => null;
  });
  const user = newGoogleUser();
  await page.goto('/dashboard/reviews');
  await expect(page).toHaveURL('/login');
  await page.getByRole('button', { name: TEXT.continueWithGoogle }).click();
  await expect(page).toHaveURL(new RegExp(`^${AUTH_URL}/emulator/auth/handler.*signInViaRedirect`));
  await signInOnGooglePage(page, user.email, user.name);
  await expect(page).toHaveURL('/dashboard/reviews');
  await expectSignedIn(page, user.email, user.name);
  expect(gapiLoads.length).toBeGreaterThan(0);
});

test.describe('in an in-app browser', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 309.0.0.27.109',
  });

  test('Continue With Google goes straight to the redirect; an admin-only origin lands on the dashboard', async ({
    page,
  }) => {
    await routeGapi(page);
    const user = newGoogleUser();
    await page.goto('/dashboard/manageOrder');
    await expect(page).toHaveURL('/login');
    await page.getByRole('button', { name: TEXT.continueWithGoogle }).click();
    await expect(page).toHaveURL(
      new RegExp(`^${AUTH_URL}/emulator/auth/handler.*signInViaRedirect`),
    );
    await signInOnGooglePage(page, user.email, user.name);
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('alert').filter({ hasText: NOTICE.adminOnly })).toBeVisible();
    await expectSignedIn(page, user.email, user.name);
  });
});
