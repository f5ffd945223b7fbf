import { DASHBOARD_TEXT, PAGE_ERROR, TEXT } from '@pedalworks/domain/messages';
import { expect, test, type Page } from './support/test';
import { createUnpaidOrder } from '../tests/doubles/stripe-events';
import { adminDb, createTool, createUser } from '../tests/support/emulators';
import { signInByToken } from './support/session';
import { warmUpApi } from './support/shop';

test.beforeAll(warmUpApi);

const bar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The shell is still there, and no raw error reached the page. */
async function expectShellWithoutRawError(page: Page) {
  await expect(bar(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  for (const raw of [/Unexpected Application Error/i, /Hey developer/i, /evaluation error/i]) {
    await expect(page.getByText(raw)).toHaveCount(0);
  }
}

test("the payment page of someone else's order or of no order says 'This order was not found' inside the shop", async ({
  page,
}) => {
  const [owner, rider] = await Promise.all([createUser(), createUser()]);
  const order = await createUnpaidOrder(owner, await createTool());
  await signInByToken(page, rider);

  for (const id of [order._id, 'no-such-order']) {
    await page.goto(`/dashboard/payment/${id}`);
    await expect(page.getByRole('heading', { name: PAGE_ERROR.orderNotFound })).toBeVisible();
    await expectShellWithoutRawError(page);
    // The side menu stays too.
    await expect(
      page.getByRole('navigation', { name: DASHBOARD_TEXT.dashboard }).getByRole('link', {
        name: DASHBOARD_TEXT.myOrders,
      }),
    ).toBeVisible();
  }
  await page.getByRole('link', { name: PAGE_ERROR.backToMyOrders }).click();
  await expect(page).toHaveURL('/dashboard/orders');
  await expect(page.getByRole('heading', { name: TEXT.customersCart })).toBeVisible();
});

test('the payment page of an order deleted meanwhile says it was not found', async ({ page }) => {
  const rider = await createUser();
  const order = await createUnpaidOrder(rider, await createTool());
  await signInByToken(page, rider);
  await page.goto(`/dashboard/payment/${order._id}`);
  await expect(page.getByRole('region', { name: TEXT.youPayFor })).toBeVisible();
  await adminDb().doc(`orders/${order._id}`).delete();
  await expect(page.getByRole('heading', { name: PAGE_ERROR.orderNotFound })).toBeVisible();
  await expectShellWithoutRawError(page);
});

test('the payment page of a paid order shows it paid, with its transaction id, and no Pay', async ({
  page,
}) => {
  const rider = await createUser();
  const order = await createUnpaidOrder(rider, await createTool());
  await adminDb()
    .doc(`orders/${order._id}`)
    .update({ status: 'paid', transactionId: 'pi_test_paid_1' });
  await signInByToken(page, rider);
  await page.goto(`/dashboard/payment/${order._id}`);
  await expect(page.getByText(PAGE_ERROR.alreadyPaid)).toBeVisible();
  await expect(page.getByText('pi_test_paid_1')).toBeVisible();
  await expect(page.getByRole('region', { name: TEXT.paid })).toContainText(order.toolName);
  await expect(page.getByText(TEXT.youPayFor)).toHaveCount(0);
  await expect(page.getByRole('button', { name: DASHBOARD_TEXT.pay })).toHaveCount(0);
});

test("a route chunk that cannot be fetched reloads the page once, and a page's own says 'Loading chunk N failed' with Retry", async ({
  page,
}) => {
  await page.goto('/');
  let blocked = true;
  await page.route(/\/assets\/blog-[\w-]+\.js$/, (route) =>
    blocked ? route.abort() : route.continue(),
  );
  let loads = 0;
  page.on('load', () => (loads += 1));

  // React Router's rule: the page reloads once (a stale build fetches the new one), never a loop.
  await bar(page).getByRole('link', { name: 'Blogs', exact: true }).click();
  await expect.poll(() => loads).toBe(1);
  await expect(page.getByRole('heading', { level: 1, name: TEXT.headline })).toBeVisible();
  expect(loads).toBe(1);

  // The blog's own chunk fails as it opens: React cannot start, and the page says so.
  await page.evaluate(() => location.assign('/blog'));
  await expect(page.getByRole('heading', { name: PAGE_ERROR.chunkFailed('blog') })).toBeVisible();
  // Nothing else on the page broke: the footer shows and the bar's links work.
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByText(/Unexpected Application Error/i)).toHaveCount(0);

  blocked = false;
  await page.getByRole('button', { name: PAGE_ERROR.retry }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Questions and answers from the workshop' }),
  ).toBeVisible();
  await bar(page).getByRole('link', { name: 'Tools', exact: true }).click();
  await expect(page).toHaveURL('/allTool');
  await expect(page.getByRole('heading', { name: TEXT.featuredTools })).toBeVisible();
});
