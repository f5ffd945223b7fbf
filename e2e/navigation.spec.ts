import { ACCESS_TOKEN_KEY, PRODUCT_NAME } from '@pedalworks/domain/constants';
import { expect, test, type Page } from './support/test';
import { HOSTING_URL } from '../scripts/lib/emulator-config';
import { adminAuth, createUser } from '../tests/support/emulators';
import { signIn, signInByToken } from './support/session';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const accessToken = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY);

test('a visitor sees the shop links and Login, not Dashboard or Sign Out', async ({ page }) => {
  await page.goto('/blog');
  const bar = nav(page);
  for (const [name, url] of [
    ['Tools', '/allTool'],
    ['Portfolio', '/portfolio'],
    ['Blogs', '/blog'],
    ['Login', '/login'],
  ]) {
    await bar.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(url!);
  }
  await expect(bar.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(bar.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  await bar.getByRole('link', { name: `${PRODUCT_NAME} home` }).click();
  await expect(page).toHaveURL('/');
});

test("Home's sub-menu offers Summary, Review, Footer and Tools", async ({ page }) => {
  await page.goto('/blog');
  await nav(page).getByRole('button', { name: 'Home sections' }).click();
  const menu = page.getByRole('menu');
  for (const [name, section] of [
    ['Summary', 'summary'],
    ['Review', 'review'],
    ['Footer', 'footer'],
  ]) {
    await expect(menu.getByRole('menuitem', { name })).toHaveAttribute('href', `/#${section}`);
  }
  await menu.getByRole('menuitem', { name: 'Tools' }).click();
  await expect(page).toHaveURL('/allTool');
  await nav(page).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL('/');
});

test('a customer sees Dashboard, their name and Sign Out, which ends the session', async ({
  page,
}) => {
  const user = await createUser();
  await signIn(page, user);
  const bar = nav(page);
  await expect(bar.getByText(user.name, { exact: true })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Login' })).toHaveCount(0);
  expect(await accessToken(page)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]*$/);
  await bar.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('/dashboard');

  await bar.getByRole('button', { name: 'Sign Out' }).click();
  await expect(bar.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  expect(await accessToken(page)).toBeNull();
});

test('an admin sees Dashboard and Sign Out too', async ({ page }) => {
  const admin = await createUser({ admin: true });
  await signIn(page, admin);
  const bar = nav(page);
  await expect(bar.getByText(admin.name, { exact: true })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Login' })).toHaveCount(0);
});

test('a user with a photo sees it as the avatar instead of the name', async ({ page }) => {
  const user = await createUser();
  await adminAuth().updateUser(user.uid, { photoURL: `${HOSTING_URL}/favicon.svg` });
  await signIn(page, user);
  await expect(nav(page).getByRole('img', { name: user.name })).toBeVisible();
  await expect(nav(page).getByText(user.name, { exact: true })).toHaveCount(0);
});

test('small screens get a drawer menu, and on the dashboard a second toggle', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto('/');
  await expect(nav(page).getByRole('link', { name: 'Blogs' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open dashboard menu' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Site menu' })
    .getByRole('link', { name: 'Blogs' })
    .click();
  await expect(page).toHaveURL('/blog');

  const user = await createUser();
  await signInByToken(page, user);
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Open dashboard menu' })).toBeVisible();
});

test('the footer links, contact block and scroll-to-top control', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(
    footer.getByRole('navigation', { name: 'Customer service' }).getByRole('link').first(),
  ).toHaveAttribute('href', '/');
  await expect(footer.locator('address')).toContainText('@pedalworks.test');
  await footer.getByRole('button', { name: 'Scroll to top' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await footer
    .getByRole('navigation', { name: 'Features' })
    .getByRole('link', { name: 'All tools' })
    .click();
  await expect(page).toHaveURL('/allTool');
});
