import { expect, type Locator, type Page } from '@playwright/test';
import { DASHBOARD_TEXT, NOTICE } from '@pedalworks/domain/messages';
import { api } from '../../tests/support/emulators';

/** Walks a paginated list with its Next page button until `target` shows. */
export async function findOnPages(page: Page, target: Locator) {
  for (let pageNumber = 1; ; pageNumber += 1) {
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    if ((await target.count()) > 0) return target;
    const next = page.getByRole('button', { name: DASHBOARD_TEXT.nextPage });
    await expect(next).toBeEnabled();
    await next.click();
    await expect(page.getByText(DASHBOARD_TEXT.page(pageNumber + 1))).toBeVisible();
  }
}

/** Orders a tool through its page's order form. */
export async function orderTool(page: Page, toolId: string, quantity: number) {
  await page.goto(`/tool/${toolId}`);
  const form = page.getByRole('form', { name: DASHBOARD_TEXT.orderForm });
  await form.getByLabel(DASHBOARD_TEXT.orderQuantity).fill(String(quantity));
  await form.getByLabel(DASHBOARD_TEXT.phone).fill('0123456789');
  await form.getByLabel(DASHBOARD_TEXT.address).fill('1 Chain Street');
  await form.getByRole('button', { name: DASHBOARD_TEXT.add }).click();
  await expect(page.getByText(NOTICE.orderAdded)).toBeVisible();
}

/**
 * The functions emulator loads the API on its first call, which can outlast a sign-in's wait
 * (the login page asks the API for the token): call it once before a suite signs anybody in.
 */
export async function warmUpApi() {
  expect((await api('GET', '/tool')).ok).toBe(true);
}
