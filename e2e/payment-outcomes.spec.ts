/**
 * What Stripe can answer a card payment besides 'paid', as the shopper sees it: the Payment
 * Element's validation errors (in its own fields), declines and a failed 3-D Secure challenge in
 * the domain's words (PAYMENT_TEXT), a completed challenge, and a payment left processing until
 * the bank settles it. And one payment that only
 * Stripe's webhook records: the page's own confirmation (PATCH /api/order/{id}) is blocked.
 * Stripe.js and Stripe's API are the test doubles (e2e/doubles/stripe-js.ts,
 * tests/doubles/stripe-api.ts); the webhook runs for real, signed by the double.
 */
import { DASHBOARD_TEXT, TEXT } from '@pedalworks/domain/messages';
import { PAYMENT_TEXT } from '@pedalworks/domain/payments';
import type { Order } from '@pedalworks/domain/types';
import { expect, test, type Page } from './support/test';
import {
  createUnpaidOrder,
  forwardWebhooks,
  readOrder,
  settlePayments,
} from '../tests/doubles/stripe-events';
import { createTool, createUser } from '../tests/support/emulators';
import { eventsOf } from '../tests/support/mail';
import { TEST_CARDS, THREE_D_SECURE, fillCard, routeStripe } from './doubles/stripe-js';
import { signInByToken } from './support/session';
import { warmUpApi } from './support/shop';

test.beforeAll(warmUpApi);

/** A customer's unpaid order, its payment page open and Pay ready; every confirmation counted. */
async function openPayment(page: Page) {
  const customer = await createUser();
  const tool = await createTool({ price: 12.5, minimumOrder: 2 });
  const order = await createUnpaidOrder(customer, tool);
  await routeStripe(page);
  const confirmations: string[] = [];
  page.on('request', (request) => {
    if (/^https:\/\/api\.stripe\.com\/v1\/payment_intents\/[^/]+\/confirm$/.test(request.url())) {
      confirmations.push(request.url());
    }
  });
  await signInByToken(page, customer);
  await page.goto(`/dashboard/payment/${order._id}`);
  const checkout = page.getByRole('region', { name: PAYMENT_TEXT.paymentDetails });
  const pay = checkout.getByRole('button', { name: DASHBOARD_TEXT.pay });
  await expect(pay).toBeEnabled();
  return { tool, order, checkout, pay, confirmations, error: checkout.getByRole('alert') };
}

/** Who recorded the order's payment on its timeline: 'stripe' (the webhook) or the customer. */
const paidBy = async (order: Order) =>
  (await eventsOf(order._id))
    .filter((event) => event.type === 'paid')
    .map((event) => (typeof event.by === 'string' ? event.by : event.by.role));

test('card details the Payment Element refuses never reach Stripe, and it says why in its fields', async ({
  page,
}) => {
  const { order, checkout, pay, confirmations, error } = await openPayment(page);
  const number = checkout.getByLabel('Card number');
  const expiry = checkout.getByLabel('Expiration date');

  await number.fill('4242 4242 4242');
  await expect(error).toHaveCount(0);
  await expiry.focus();
  await expect(error).toHaveText('Your card number is incomplete.');
  await number.fill('4242 4242 4242 4241');
  await expect(error).toHaveText('Your card number is invalid.');
  await number.fill(TEST_CARDS.visa);
  await expect(error).toHaveCount(0);

  await expiry.fill('12 / 20');
  await expect(error).toHaveText("Your card's expiration year is in the past.");
  await expiry.fill('12 / 99');
  await expect(error).toHaveText("Your card's expiration year is invalid.");
  await expiry.fill('12 / 34');
  await expect(error).toHaveCount(0);

  // Paying with the CVC still empty: Stripe.js answers itself, without asking Stripe.
  await pay.click();
  await expect(error).toHaveText("Your card's security code is incomplete.");
  await expect(pay).toBeEnabled();
  expect(confirmations).toEqual([]);
  expect(await readOrder(order._id)).toMatchObject({ paid: false, transactionId: null });
});

test("declines show the domain's words for each test card, and a real card is declined in test mode", async ({
  page,
}) => {
  const { order, checkout, pay, confirmations, error } = await openPayment(page);
  for (const [card, message] of [
    [TEST_CARDS.declined, PAYMENT_TEXT.declined],
    [TEST_CARDS.insufficientFunds, PAYMENT_TEXT.insufficientFunds],
    [TEST_CARDS.expiredCard, PAYMENT_TEXT.expiredCard],
    [TEST_CARDS.incorrectCvc, PAYMENT_TEXT.incorrectCvc],
    [TEST_CARDS.lostCard, PAYMENT_TEXT.declined],
    ['4111 1111 1111 1111', PAYMENT_TEXT.declined],
  ] as const) {
    await fillCard(checkout, card);
    await expect(error).toHaveCount(0);
    await pay.click();
    await expect(error).toHaveText(message);
  }
  expect(confirmations).toHaveLength(6);
  expect(await readOrder(order._id)).toMatchObject({ paid: false, transactionId: null });
});

test('a card that asks for 3-D Secure: a failed challenge is an error, a completed one pays', async ({
  page,
}) => {
  const { tool, order, checkout, pay, error } = await openPayment(page);
  const challenge = page.getByRole('dialog', { name: THREE_D_SECURE.dialog });
  await fillCard(checkout, TEST_CARDS.threeDSecure);

  await pay.click();
  await expect(challenge).toBeVisible();
  await expect(pay).toBeDisabled();
  expect(await readOrder(order._id)).toMatchObject({ paid: false });
  await challenge.getByRole('button', { name: THREE_D_SECURE.fail }).click();
  await expect(challenge).toHaveCount(0);
  await expect(error).toHaveText(PAYMENT_TEXT.authenticationFailed);
  await expect(pay).toBeEnabled();
  expect(await readOrder(order._id)).toMatchObject({ paid: false, transactionId: null });

  await pay.click();
  await challenge.getByRole('button', { name: THREE_D_SECURE.complete }).click();
  await expect(checkout.getByText(TEXT.paymentCompleted(tool.name))).toBeVisible();
  // The card error is gone (the paid notice is an alert too).
  await expect(error.filter({ hasText: PAYMENT_TEXT.authenticationFailed })).toHaveCount(0);
  const transactionId = await checkout.getByText(/^pi_\w+$/).textContent();
  await expect.poll(() => readOrder(order._id)).toMatchObject({ paid: true, transactionId });
});

test('a payment left processing says so, and the webhook marks the order paid once the bank settles it', async ({
  page,
}) => {
  const { tool, order, checkout, pay, error } = await openPayment(page);
  await forwardWebhooks(order._id);
  await fillCard(checkout, TEST_CARDS.processing);
  await pay.click();

  await expect(checkout.getByRole('status')).toHaveText(TEXT.paymentProcessing(tool.name));
  await expect(error).toHaveCount(0);
  await expect(pay).toBeDisabled();
  await expect(checkout.getByLabel('Card number')).toBeDisabled();
  expect(await readOrder(order._id)).toMatchObject({ paid: false, transactionId: null });

  await settlePayments(order._id);
  await expect(checkout.getByText(TEXT.paymentCompleted(tool.name))).toBeVisible();
  await expect(checkout.getByRole('status')).toHaveCount(0);
  const paid = await readOrder(order._id);
  expect(paid).toMatchObject({ paid: true, transactionId: expect.stringMatching(/^pi_/) });
  await expect(checkout.getByText(paid.transactionId!)).toBeVisible();
  expect(await paidBy(order)).toEqual(['stripe']);
});

test("with the page's confirmation blocked, Stripe's signed webhook alone marks the order paid", async ({
  page,
}) => {
  const { tool, order, checkout, pay } = await openPayment(page);
  await forwardWebhooks(order._id);
  const blocked: string[] = [];
  await page.route(`**/api/order/${order._id}`, (route) => {
    if (route.request().method() !== 'PATCH') return route.fallback();
    blocked.push(route.request().method());
    return route.abort();
  });

  await fillCard(checkout, TEST_CARDS.visa);
  await pay.click();
  await expect(checkout.getByText(TEXT.paymentCompleted(tool.name))).toBeVisible();
  const transactionId = await checkout.getByText(/^pi_\w+$/).textContent();
  await expect.poll(() => blocked).toEqual(['PATCH']);
  await expect.poll(() => readOrder(order._id)).toMatchObject({ paid: true, transactionId });
  expect(await paidBy(order)).toEqual(['stripe']);
});
