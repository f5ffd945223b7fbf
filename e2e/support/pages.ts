import { expect, type Page } from '@playwright/test';
import { ROUTE_LIST } from '../../web/src/config/routes';

/** A page is settled once its main landmark is shown, nothing is loading and nothing moves. */
export async function openSettled(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('main').first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // A button eases out of its disabled grey for 250 ms, and axe must not read the colour halfway.
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}

export const PUBLIC_PAGES = [
  '/',
  '/allTool',
  '/blog',
  '/portfolio',
  '/login',
  '/signup',
  '/no/such/page',
  // A sold-out tool (the seed's): a visitor stays on it, to ask for a back-in-stock e-mail.
  '/tool/pressure-gauge',
];
export const CUSTOMER_PAGES = [
  '/tool/torque-wrench',
  '/review',
  '/dashboard',
  '/dashboard/orders',
  '/dashboard/reviews',
  '/dashboard/saved',
];
/** Every staff page of the route table: an admin has the right to each. */
export const ADMIN_PAGES = ROUTE_LIST.filter((entry) => typeof entry.access === 'object').map(
  (entry) => entry.path,
);
