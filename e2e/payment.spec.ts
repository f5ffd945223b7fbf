import { formatPrice } from '@pedalworks/domain/format';
import { DASHBOARD_TEXT, TEXT } from '@pedalworks/domain/messages';
import { PAYMENT_TEXT } from '@pedalworks/domain/payments';
import { expect, test } from './support/test';
import { createUnpaidOrder, readOrder } from '../tests/doubles/stripe-events';
import { api, createTool, createUser } from '../tests/support/emulators';
import { TEST_CARDS, fillCard, routeStripe } from './doubles/stripe-js';
import { signInByToken } from './support/session';

test('a customer pays an order by card from My Orders; it is paid once, then confirmed when shipped', async ({
  page,
}) => {
  const [customer, admin] = await Promise.all([createUser(), createUser({ admin: true })]);
  const tool = await createTool({ price: 12.5, minimumOrder: 2 });
  const order = await createUnpaidOrder(customer, tool);
  const stripeJs = await routeStripe(page);

  await signInByToken(page, customer);
  await page.goto('/dashboard/orders');
  const item = page.getByRole('listitem', { name: tool.name });
  await expect(item).toContainText(formatPrice(25));
  expect(stripeJs).toHaveLength(0);
  await item.getByRole('link', { name: DASHBOARD_TEXT.pay }).click();
  await expect(page).toHaveURL(`/dashboard/payment/${order._id}`);

  const summary = page.getByRole('region', { name: TEXT.youPayFor });
  await expect(summary.getByRole('heading', { name: tool.name })).toBeVisible();
  await expect(summary).toContainText(`${DASHBOARD_TEXT.quantity}: 2`);
  await expect(summary).toContainText(formatPrice(25));
  await expect(summary.getByRole('img', { name: tool.name })).toBeVisible();

  const checkout = page.getByRole('region', { name: PAYMENT_TEXT.paymentDetails });
  const card = checkout.getByLabel('Card number');
  await expect(card).toHaveCSS('font-size', '16px');
  const pay = checkout.getByRole('button', { name: DASHBOARD_TEXT.pay });
  await expect(pay).toBeEnabled();
  // Stripe.js is fetched for this page only.
  expect(stripeJs).toHaveLength(1);

  await fillCard(checkout, TEST_CARDS.declined);
  await pay.click();
  await expect(checkout.getByRole('alert')).toHaveText(PAYMENT_TEXT.declined);
  expect(await readOrder(order._id)).toMatchObject({ paid: false, transactionId: null });

  await card.fill(TEST_CARDS.visa);
  await expect(checkout.getByRole('alert')).toHaveCount(0);
  await pay.click();
  await expect(checkout.getByText(TEXT.paymentCompleted(tool.name))).toBeVisible();
  const transactionId = await checkout.getByText(/^pi_\w+$/).textContent();
  await expect(pay).toBeDisabled();
  await expect.poll(async () => readOrder(order._id)).toMatchObject({ paid: true, transactionId });

  await page.getByRole('link', { name: DASHBOARD_TEXT.myOrders }).click();
  await expect(item.getByText(TEXT.pending, { exact: true })).toBeVisible();
  await expect(item.getByText(TEXT.paid, { exact: true })).toBeVisible();
  await expect(item).toContainText(transactionId!);
  await expect(item.getByRole('link', { name: DASHBOARD_TEXT.pay })).toHaveCount(0);

  const shipped = await api('PUT', `/manageorder/${order._id}`, { token: await admin.token() });
  expect(shipped.status).toBe(200);
  await expect(item.getByText(TEXT.confirmed, { exact: true })).toBeVisible();
  await expect(item.getByText(TEXT.pending, { exact: true })).toHaveCount(0);
});
