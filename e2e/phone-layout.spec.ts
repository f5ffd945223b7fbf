import { DASHBOARD_TEXT, NOTICE } from '@pedalworks/domain/messages';
import { ADMIN_TEXT } from '@pedalworks/domain/admin';
import { STOCK_TEXT } from '@pedalworks/domain/stock';
import { expect, test, type Page } from './support/test';
import { createUnpaidOrder } from '../tests/doubles/stripe-events';
import { createTool, createUser } from '../tests/support/emulators';
import { signIn, signInByToken } from './support/session';
import { ADMIN_PAGES } from './support/pages';
import { warmUpApi } from './support/shop';

test.beforeAll(warmUpApi);

const LONG_NAME = 'Maximiliana Bartholomew-Featherstonehaugh J'; // 43 characters
const bar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** How far the page reaches past the viewport's width (0: no sideways scrolling). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The page's overflow and, measured in the same frame, the elements that reach past the
 * viewport's right edge, to say what overflows.
 */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const elements = Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > width)
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).slice(0, 2).join('.')}`);
    return { extra: document.documentElement.scrollWidth - width, elements: elements.join(', ') };
  });

/** Opens a page and waits until its content, not a spinner, shows. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main').first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

test('at 320 px the bar fits any name: initials open a menu with the name and Sign Out', async ({
  page,
}) => {
  expect(LONG_NAME).toHaveLength(43);
  const rider = await createUser({ name: LONG_NAME });
  await page.setViewportSize({ width: 320, height: 700 });
  await signInByToken(page, rider);
  await open(page, '/dashboard');
  expect(await overflow(page)).toBe(0);
  const nav = bar(page);
  // Every control of the bar lies within the screen, none over the logo.
  const logo = (await nav.getByRole('link', { name: 'Pedalworks home' }).boundingBox())!;
  const account = nav.getByRole('button', { name: DASHBOARD_TEXT.account });
  const box = (await account.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  expect(box.x).toBeGreaterThanOrEqual(logo.x + logo.width);
  await expect(nav.getByText(LONG_NAME)).toBeHidden();
  // One menu button per purpose: the site menu, the dashboard menu, the account.
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Open dashboard menu' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Open the side menu' })).toHaveCount(0);

  await account.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(LONG_NAME)).toBeVisible();
  expect(await overflow(page)).toBe(0);
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(nav.getByRole('link', { name: 'Pedalworks home' })).toBeVisible();
  await expect(page.getByRole('button', { name: DASHBOARD_TEXT.account })).toHaveCount(0);
});

test('at desktop width a long name is cut with an ellipsis and Sign Out stays on one line', async ({
  page,
}) => {
  const rider = await createUser({ name: LONG_NAME });
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, rider);
  const name = bar(page).getByText(LONG_NAME, { exact: true });
  await expect(name).toBeVisible();
  expect(await name.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  const signOut = (await bar(page).getByRole('button', { name: 'Sign Out' }).boundingBox())!;
  expect(signOut.height).toBeLessThan(45);
  expect(await overflow(page)).toBe(0);
});

test('a toast does not cover the bar on a phone', async ({ page }) => {
  const rider = await createUser();
  await page.setViewportSize({ width: 360, height: 740 });
  await signInByToken(page, rider);
  await open(page, '/dashboard');
  await page.getByLabel(DASHBOARD_TEXT.education).fill('BSc');
  await page.getByLabel(DASHBOARD_TEXT.linkedin).fill('https://www.linkedin.com/in/rider');
  await page.getByLabel(DASHBOARD_TEXT.phone).fill('555 0100');
  await page.getByLabel(DASHBOARD_TEXT.city).fill('Portland');
  await page.getByLabel(DASHBOARD_TEXT.district).fill('Multnomah');
  await page.getByRole('button', { name: DASHBOARD_TEXT.update }).click();
  const toast = page.getByRole('alert').filter({ hasText: NOTICE.profileUpdated });
  await expect(toast).toBeVisible();
  const toastBox = (await toast.boundingBox())!;
  const barBox = (await page.getByRole('banner').boundingBox())!;
  expect(toastBox.y).toBeGreaterThanOrEqual(barBox.y + barBox.height);
  await page.getByRole('button', { name: DASHBOARD_TEXT.account }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
});

test('no page scrolls sideways at 360 px, for a visitor, a customer and an admin', async ({
  page,
  openPage,
}) => {
  test.setTimeout(180_000);
  const [rider, admin] = await Promise.all([
    createUser({ name: LONG_NAME }),
    createUser({ admin: true, name: LONG_NAME }),
  ]);
  const tool = await createTool({
    name: 'Extraordinarily Long Professional Bottom Bracket Facing Tool',
  });
  const order = await createUnpaidOrder(rider, tool);
  await page.setViewportSize({ width: 360, height: 740 });
  const wide: string[] = [];
  const check = async (on: Page, path: string) => {
    await open(on, path);
    const { extra, elements } = await overflowing(on);
    if (extra > 0) wide.push(`${path}: ${extra} px (${elements})`);
  };

  for (const path of ['/', '/home', '/allTool', '/blog', '/portfolio', '/login', '/signup']) {
    await check(page, path);
  }
  await check(page, '/no/such/page');

  await signInByToken(page, rider);
  for (const path of [
    `/tool/${tool._id}`,
    '/review',
    '/dashboard',
    '/dashboard/orders',
    '/dashboard/reviews',
    `/dashboard/payment/${order._id}`,
  ]) {
    await check(page, path);
  }

  const adminPage = await openPage({ viewport: { width: 360, height: 740 } });
  await signInByToken(adminPage, admin);
  for (const path of ADMIN_PAGES) await check(adminPage, path);
  expect(wide).toEqual([]);
});

test('on a phone the admin tables show every column without sideways scrolling', async ({
  page,
}) => {
  const admin = await createUser({ admin: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await signInByToken(page, admin);
  for (const [path, columns] of [
    ['/dashboard/manageTool', STOCK_TEXT.toolsColumns],
    ['/dashboard/manageOrder', ADMIN_TEXT.ordersColumns],
  ] as const) {
    await open(page, path);
    const table = page.getByRole('table');
    const fits = await table.evaluate((el) => el.scrollWidth <= el.parentElement!.clientWidth);
    expect(fits, path).toBe(true);
    const firstRow = table.locator('tbody tr').first();
    // Each cell of a row is labelled with its column.
    const labels = await firstRow
      .locator('td')
      .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));
    expect(labels, path).toEqual(columns.map((column) => JSON.stringify(column)));
  }
});
