import { ACCESS_TOKEN_KEY } from '@pedalworks/domain/constants';
import { DASHBOARD_TEXT, NOTICE, TEXT } from '@pedalworks/domain/messages';
import { expect, test, type Page } from './support/test';
import { createUser } from '../tests/support/emulators';
import { signIn, signInByToken, submitLogin } from './support/session';
import { warmUpApi } from './support/shop';

test.beforeAll(warmUpApi);

const bar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const accessToken = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY);

test('a customer who logs in from an admin link lands on the dashboard, told the page is for admins, with no loop', async ({
  page,
}) => {
  const rider = await createUser();
  await page.goto('/dashboard/manageOrder');
  await expect(page).toHaveURL('/login');
  await submitLogin(page, rider);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('alert').filter({ hasText: NOTICE.adminOnly })).toBeVisible();
  await expect(page.getByRole('heading', { name: TEXT.profileBanner })).toBeVisible();
  // Still signed in: the sign-in held.
  await expect(bar(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  expect(await accessToken(page)).not.toBeNull();
});

test('an admin who logs in from an admin link goes back to it', async ({ page }) => {
  const admin = await createUser({ admin: true });
  await page.goto('/dashboard/manageTool');
  await expect(page).toHaveURL('/login');
  await submitLogin(page, admin);
  await expect(page).toHaveURL('/dashboard/manageTool');
  await expect(
    page.getByRole('heading', { level: 1, name: DASHBOARD_TEXT.manageTools }),
  ).toBeVisible();
});

test('a signed-in customer who opens an admin page is signed out and sent to /login (spec)', async ({
  page,
}) => {
  const rider = await createUser();
  await signInByToken(page, rider);
  await page.goto('/dashboard/users');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(bar(page).getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await accessToken(page)).toBeNull();
  // Logging in again lands on the dashboard, not back on the admin page.
  await submitLogin(page, rider);
  await expect(page).toHaveURL('/dashboard');
});

test('a signed-in user who opens /login or /signup goes home', async ({ page }) => {
  const rider = await createUser();
  await signIn(page, rider);
  for (const path of ['/login', '/signup']) {
    await page.goto(path);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: TEXT.headline })).toBeVisible();
  }
});
