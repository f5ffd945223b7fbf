import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { SALES_TEXT } from '@pedalworks/domain/sales';
import { idToken } from '../lib/emulator-admin';
import { fromRoot } from '../lib/paths';
import { seed } from '../seed';
import { SEED_USERS } from '../lib/seed-data';
import { appUrl, launchBrowser, signInContext } from '../bench/browser';

/** The README's pictures: what a shopper sees first, and an admin's dashboard. */
export const SCREENSHOTS = {
  shop: 'docs/images/shop.png',
  admin: 'docs/images/admin-dashboard.png',
} as const;

/** Waits until the page shows what it came for and every image and font has loaded. */
async function settled(page: Page, shown: Locator[]): Promise<void> {
  for (const locator of shown) await locator.first().waitFor({ state: 'visible', timeout: 60_000 });
  // A string: it runs in the page, which this file's Node types do not describe.
  await page.evaluate(`Promise.all([
    document.fonts.ready,
    ...[...document.images].map((image) => image.complete ||
      new Promise((resolve) => { image.onload = image.onerror = resolve; })),
  ])`);
}

async function main(): Promise<void> {
  await seed({ demoSales: true });
  const admin = SEED_USERS.find((user) => user.admin)!;
  const browser = await launchBrowser();
  try {
    const options = {
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
    } as const;
    const shopper = await browser.newContext(options);
    const shop = await shopper.newPage();
    await shop.goto(appUrl('/allTool'));
    await settled(shop, [shop.getByRole('article')]);
    await shop.screenshot({ path: fromRoot(SCREENSHOTS.shop) });

    const adminContext = await browser.newContext(options);
    await signInContext(adminContext, await idToken(admin.email));
    const dashboard = await adminContext.newPage();
    await dashboard.goto(appUrl('/dashboard/sales'));
    // The chart's bars are drawn once the counters' figures have arrived (some have no height).
    await dashboard
      .locator('[class*="MuiBarChart-element"]')
      .first()
      .waitFor({ state: 'attached', timeout: 60_000 });
    await settled(dashboard, [dashboard.getByRole('heading', { name: SALES_TEXT.revenueTitle })]);
    await dashboard.screenshot({ path: fromRoot(SCREENSHOTS.admin) });
    for (const file of Object.values(SCREENSHOTS)) console.log(`wrote ${path.normalize(file)}`);
  } finally {
    await browser.close();
  }
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
