import { expect, type Locator, type Page } from '@playwright/test';
import { DASHBOARD_TEXT, NOTICE } from '@pedalworks/domain/messages';
import { ADMIN_TEXT } from '@pedalworks/domain/admin';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import { adminDb, api } from '../../tests/support/emulators';

/**
 * Walks a paginated list with its Next page button until `target` shows. The lists are live and
 * other tests add and delete documents meanwhile, so a row can move to a page already passed:
 * after the last page the walk starts again from the first, a few times.
 */
export async function findOnPages(page: Page, target: Locator, passes = 3) {
  const next = page.getByRole('button', { name: DASHBOARD_TEXT.nextPage });
  const previous = page.getByRole('button', { name: DASHBOARD_TEXT.previousPage });
  const turn = async (button: Locator, pageNumber: number) => {
    await button.click();
    await expect(page.getByText(DASHBOARD_TEXT.page(pageNumber))).toBeVisible();
  };
  for (let pass = 1; pass <= passes; pass += 1) {
    let pageNumber = 1;
    for (;;) {
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      if ((await target.count()) > 0) return target;
      if (!(await next.isEnabled())) break;
      pageNumber += 1;
      await turn(next, pageNumber);
    }
    while (pageNumber > 1) {
      pageNumber -= 1;
      await turn(previous, pageNumber);
    }
  }
  await expect(target).not.toHaveCount(0);
  return target;
}

/** All Users' row of this e-mail address, found with the page's search (the list is long). */
export async function findUser(page: Page, email: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: ADMIN_TEXT.searchUsers }).fill(email);
  const row = page.getByRole('list', { name: ADMIN_TEXT.usersList }).getByRole('listitem', {
    name: email,
  });
  await expect(row).toBeVisible();
  return row;
}

/** Manage Tools' row of a tool, found with the page's search (the catalogue is long). */
export async function findTool(page: Page, name: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: ADMIN_TEXT.searchTools }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  return row;
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

/**
 * Marks customer `uid`'s only order paid as the server's order engine would (paying is the
 * server's business, tested in functions/test). Answers the order's id.
 */
export async function markOnlyOrderPaid(uid: string, transactionId: string): Promise<string> {
  const [order] = (await adminDb().collection(COLLECTIONS.orders).where('uid', '==', uid).get())
    .docs;
  await order!.ref.update({ status: 'paid', transactionId });
  return order!.id;
}
