import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import { formatPrice } from '@pedalworks/domain/format';
import { DASHBOARD_TEXT } from '@pedalworks/domain/messages';
import { PAYMENT_PROBLEMS_TEXT } from '@pedalworks/domain/payments';
import { ORDER_STATUSES } from '@pedalworks/domain/orders';
import { SALES_TEXT, csvLine, dayKey } from '@pedalworks/domain/sales';
import { expect, test } from './support/test';
import { adminDb, createTool, createUser, type TestUser } from '../tests/support/emulators';
import { placeAndPay } from '../tests/support/orders';
import { signInContext } from '../scripts/bench/browser';
import { expectNoA11yViolations } from './support/a11y';
import { openSettled } from './support/pages';

test.describe('the sales page (/dashboard/sales)', () => {
  let admin: TestUser;
  test.beforeAll(async () => {
    admin = await createUser({ admin: true });
  });

  test('shows an admin the figures, each chart with its table, and passes axe', async ({
    page,
    context,
  }) => {
    // A tool sold today in a quantity no other test's order reaches, and one low on stock.
    const sold = await createTool({ minimumOrder: 1, price: 1, availableQuantity: 5000 });
    const scarce = await createTool({ minimumOrder: 1, availableQuantity: 20 });
    await adminDb().collection('tools').doc(scarce._id).update({ availableQuantity: 0 });
    const customer = await createUser();
    // Paid through the shop's own path, so the order engine counts it.
    await placeAndPay(customer, sold._id, 4321);

    await signInContext(context, await admin.token());
    await page.goto('/dashboard');
    await page
      .getByRole('navigation', { name: DASHBOARD_TEXT.dashboard })
      .getByRole('link', { name: DASHBOARD_TEXT.sales })
      .click();
    await expect(page).toHaveURL('/dashboard/sales');
    await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_TEXT.sales })).toBeVisible();
    for (const title of [
      SALES_TEXT.revenueTitle,
      SALES_TEXT.statusTitle,
      SALES_TEXT.bestSellersTitle,
      SALES_TEXT.lowStockTitle,
      SALES_TEXT.exportTitle,
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    // The charts' figures as tables for screen readers: 30 days, and every state.
    const revenue = page.getByRole('table', { name: SALES_TEXT.revenueTable });
    await expect(revenue.locator('tbody tr')).toHaveCount(30);
    await expect(revenue.getByRole('rowheader', { name: dayKey(new Date()) })).toBeAttached();
    const states = page.getByRole('table', { name: SALES_TEXT.statusTable });
    await expect(states.locator('tbody tr')).toHaveCount(ORDER_STATUSES.length);
    // The order paid today shows among the month's best sellers (live, once counted).
    const best = page.getByRole('table', { name: SALES_TEXT.bestSellersTable });
    await expect(best.getByRole('row', { name: `${sold.name} 4321` })).toBeVisible();
    const low = page.getByRole('table', { name: SALES_TEXT.lowStockTable });
    await expect(low.locator('tbody tr').first()).toBeVisible();
    await expect(page.getByText(/paid orders? in the last 30 days/)).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('lists a payment problem live, as the engine records it', async ({ page, context }) => {
    await signInContext(context, await admin.token());
    await openSettled(page, '/dashboard/sales');
    await expect(
      page.getByRole('heading', { level: 2, name: PAYMENT_PROBLEMS_TEXT.heading }),
    ).toBeVisible();
    // Written as payments.ts records a mismatched payment (only the server writes these).
    const intent = `pi_e2e_${randomUUID().slice(0, 8)}`;
    await adminDb()
      .collection(COLLECTIONS.paymentProblems)
      .doc(`mismatch-${intent}`)
      .set({
        kind: 'mismatch',
        paymentIntentId: intent,
        refundId: null,
        orderId: `order-${intent}`,
        amount: 1250,
        currency: 'usd',
        createdAt: new Date(),
      });
    const table = page.getByRole('table', { name: PAYMENT_PROBLEMS_TEXT.table });
    const row = table.getByRole('row').filter({ hasText: intent });
    await expect(row).toContainText(PAYMENT_PROBLEMS_TEXT.kinds.mismatch);
    await expect(row).toContainText(`order-${intent}`);
    await expect(row).toContainText(`${formatPrice(12.5)} USD`);
  });

  test('downloads the orders as CSV', async ({ page, context }) => {
    await signInContext(context, await admin.token());
    await openSettled(page, '/dashboard/sales');
    const today = dayKey(new Date());
    await page.getByLabel(SALES_TEXT.from, { exact: true }).fill(today);
    await page.getByLabel(SALES_TEXT.to, { exact: true }).fill(today);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: SALES_TEXT.download }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(SALES_TEXT.csvFileName(today, today));
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.startsWith(`\uFEFF${csvLine(SALES_TEXT.csvColumns)}`)).toBe(true);
  });

  test('is refused to a customer: signed out and sent to /login, no menu item', async ({
    page,
    context,
  }) => {
    const rider = await createUser();
    await signInContext(context, await rider.token());
    await openSettled(page, '/dashboard');
    await expect(
      page
        .getByRole('navigation', { name: DASHBOARD_TEXT.dashboard })
        .getByRole('link', { name: DASHBOARD_TEXT.sales }),
    ).toHaveCount(0);
    await page.goto('/dashboard/sales');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { name: DASHBOARD_TEXT.sales })).toHaveCount(0);
  });
});
