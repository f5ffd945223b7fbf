import { randomUUID } from 'node:crypto';
import { formatPrice } from '@pedalworks/domain/format';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { DASHBOARD_TEXT, TEXT } from '@pedalworks/domain/messages';
import { CHECKOUT_TEXT } from '@pedalworks/domain/payments';
import { PRICE_TEXT } from '@pedalworks/domain/pricing';
import type { Order } from '@pedalworks/domain/types';
import { expect, test, type Locator, type Page } from './support/test';
import { api, createTool, createUser, type TestUser } from '../tests/support/emulators';
import { routeStripe } from './doubles/stripe-js';
import { signInByToken } from './support/session';

/**
 * A server without Stripe's secret key (a fresh `npm start`) answers the calls that open a
 * checkout with a 503 that still carries its quote (functions/src/orders/checkout.ts). The run's
 * functions have the double's key, so the browser gets that answer here: the real server prices
 * it, with any code, and the answer is turned into the keyless one.
 */
async function serverWithoutStripeKey(page: Page) {
  await page.route(/\/api\/(create-payment-intent|checkout)$/, async (route) => {
    const answer = await route.fetch();
    if (!answer.ok()) return route.fulfill({ response: answer });
    const body = (await answer.json()) as { price: unknown; lines?: unknown };
    await route.fulfill({
      status: 503,
      json: {
        message: API_ERROR.paymentsNotConfigured,
        price: body.price,
        lines: body.lines ?? [],
      },
    });
  });
}

async function placeOrder(customer: TestUser, price: number): Promise<Order> {
  const tool = await createTool({ price, minimumOrder: 1, availableQuantity: 10 });
  const placed = await api('POST', '/order', {
    token: await customer.token(),
    body: { toolId: tool._id, orderedQuantity: 1, phone: '+1 555 0100', address: '1 Main St' },
  });
  expect(placed.status).toBe(201);
  return (await placed.json()) as Order;
}

const figure = (price: Locator, label: RegExp) =>
  price.getByRole('row', { name: label }).getByRole('cell');

test('without a Stripe key, the payment page and Pay all still quote the whole price and take a code', async ({
  page,
}) => {
  const [admin, customer] = await Promise.all([createUser({ admin: true }), createUser()]);
  const code = `E2E-${randomUUID().slice(0, 8).toUpperCase()}`;
  const created = await api('POST', '/discount-code', {
    token: await admin.token(),
    body: { code, kind: 'percent', amount: 10 },
  });
  expect(created.status).toBe(201);
  const first = await placeOrder(customer, 30);
  const second = await placeOrder(customer, 20);

  await routeStripe(page);
  await serverWithoutStripeKey(page);
  await signInByToken(page, customer);
  await page.goto(`/dashboard/payment/${first._id}`);
  const price = page.getByRole('region', { name: PRICE_TEXT.summary });
  await expect(figure(price, /^Subtotal/)).toHaveText(formatPrice(30));
  await expect(figure(price, /^Shipping/)).toHaveText(PRICE_TEXT.free);
  await expect(figure(price, /^Total/)).toHaveText(formatPrice(30));
  await expect(page.getByText(TEXT.paymentsNotConfigured)).toBeVisible();
  await expect(page.getByRole('button', { name: DASHBOARD_TEXT.pay, exact: true })).toHaveCount(0);
  // The code field asks the server, which checks the code and quotes the discount.
  await price.getByLabel(PRICE_TEXT.code).fill(code);
  await price.getByRole('button', { name: PRICE_TEXT.apply }).click();
  await expect(figure(price, new RegExp(`^Discount \\(${code}\\)`))).toHaveText(
    `−${formatPrice(3)}`,
  );
  await expect(figure(price, /^Total/)).toHaveText(formatPrice(27));
  await expect(page.getByText(TEXT.paymentsNotConfigured)).toBeVisible();

  await page.goto('/dashboard/checkout');
  const lines = page.getByRole('list', { name: CHECKOUT_TEXT.yourOrders });
  await expect(lines.getByRole('listitem')).toHaveCount(2);
  await expect(lines.getByRole('listitem', { name: first.toolName })).toContainText(
    formatPrice(30),
  );
  await expect(lines.getByRole('listitem', { name: second.toolName })).toContainText(
    formatPrice(20),
  );
  await expect(figure(price, /^Subtotal/)).toHaveText(formatPrice(50));
  await expect(figure(price, /^Total/)).toHaveText(formatPrice(50));
  await expect(price.getByLabel(PRICE_TEXT.code)).toBeVisible();
  await expect(page.getByText(TEXT.paymentsNotConfigured)).toBeVisible();
});
