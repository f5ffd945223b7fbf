/**
 * The Payment Element's other ways to pay, and where their customers land: a method that sends
 * the customer to their bank's page and back to the result page (return_url), which shows what
 * the server reads from Stripe and never what the URL says; wallets of the Express Checkout
 * Element, shown only when the browser has one; a card saved for next time, offered and removed.
 * And Stripe's code stays in the payment page's scripts. Stripe.js and Stripe's API are the test doubles (e2e/doubles/stripe-js.ts,
 * tests/doubles/stripe-api.ts).
 */
import { readFileSync } from 'node:fs';
import { STRIPE_CUSTOMERS_COLLECTION } from '@pedalworks/domain/constants';
import { DASHBOARD_TEXT, TEXT } from '@pedalworks/domain/messages';
import { PAYMENT_TEXT } from '@pedalworks/domain/payments';
import { expect, test, type Page } from './support/test';
import { fromRoot } from '../scripts/lib/paths';
import { CLIENT_BUILD, MODULE_REPORT } from '../web/src/config/build';
import { createUnpaidOrder, readOrder, testStripe } from '../tests/doubles/stripe-events';
import { adminDb, api, createTool, createUser } from '../tests/support/emulators';
import {
  BANK_REDIRECT,
  TEST_CARDS,
  WALLETS,
  WALLET_SHEET,
  fillCard,
  routeStripe,
  type Wallet,
} from './doubles/stripe-js';
import { signInByToken } from './support/session';
import { warmUpApi } from './support/shop';

test.beforeAll(warmUpApi);

/** A customer's unpaid order and its payment page, Pay ready, with the wallets the browser has. */
async function openPayment(page: Page, wallets: Wallet[] = []) {
  const customer = await createUser();
  const tool = await createTool({ price: 12.5, minimumOrder: 2 });
  const order = await createUnpaidOrder(customer, tool);
  const stripeJs = await routeStripe(page, { wallets });
  await signInByToken(page, customer);
  await page.goto(`/dashboard/payment/${order._id}`);
  const checkout = page.getByRole('region', { name: PAYMENT_TEXT.paymentDetails });
  const pay = checkout.getByRole('button', { name: DASHBOARD_TEXT.pay, exact: true });
  await expect(pay).toBeEnabled();
  return { tool, order, checkout, pay, stripeJs };
}

const resultPath = (orderId: string) =>
  new RegExp(`/dashboard/payment/${orderId}/result\\?payment_intent=pi_\\w+&`);

test('a bank redirect method leaves for the bank and comes back to the result page, paid', async ({
  page,
}) => {
  const { tool, order, checkout, pay } = await openPayment(page);
  await checkout.getByRole('radio', { name: BANK_REDIRECT.tab }).check();
  await expect(checkout.getByLabel('Card number')).toBeHidden();
  await pay.click();

  await expect(page.getByRole('heading', { name: BANK_REDIRECT.page })).toBeVisible();
  expect(await readOrder(order._id)).toMatchObject({ paid: false });
  await page.getByRole('button', { name: BANK_REDIRECT.authorize }).click();

  await expect(page).toHaveURL(resultPath(order._id));
  expect(new URL(page.url()).searchParams.get('redirect_status')).toBe('succeeded');
  const result = page.getByRole('region', { name: PAYMENT_TEXT.resultTitle });
  await expect(result.getByText(TEXT.paymentCompleted(tool.name))).toBeVisible();
  const transactionId = await result.getByText(/^pi_\w+$/).textContent();
  expect(await readOrder(order._id)).toMatchObject({ paid: true, transactionId });
  await expect(page.getByRole('region', { name: TEXT.paid })).toContainText(tool.name);
});

test("a failed bank authorisation shows the domain's words on the result page, whatever the URL says", async ({
  page,
}) => {
  const { tool, order, checkout, pay } = await openPayment(page);
  await checkout.getByRole('radio', { name: BANK_REDIRECT.tab }).check();
  await pay.click();
  await page.getByRole('button', { name: BANK_REDIRECT.fail }).click();

  await expect(page).toHaveURL(resultPath(order._id));
  const result = page.getByRole('region', { name: PAYMENT_TEXT.resultTitle });
  await expect(result.getByText(PAYMENT_TEXT.authenticationFailed)).toBeVisible();

  // The URL is the customer's to edit: a forged redirect_status changes nothing.
  const forged = new URL(page.url());
  forged.searchParams.set('redirect_status', 'succeeded');
  await page.goto(forged.pathname + forged.search);
  await expect(result.getByText(PAYMENT_TEXT.authenticationFailed)).toBeVisible();
  await expect(result.getByText(TEXT.paymentCompleted(tool.name))).toHaveCount(0);
  expect(await readOrder(order._id)).toMatchObject({ paid: false, transactionId: null });

  await result.getByRole('link', { name: PAYMENT_TEXT.tryAgain }).click();
  await expect(page).toHaveURL(`/dashboard/payment/${order._id}`);
  const again = page.getByRole('region', { name: PAYMENT_TEXT.paymentDetails });
  await fillCard(again, TEST_CARDS.visa);
  await again.getByRole('button', { name: DASHBOARD_TEXT.pay, exact: true }).click();
  await expect(again.getByText(TEXT.paymentCompleted(tool.name))).toBeVisible();
  await expect.poll(async () => (await readOrder(order._id)).paid).toBe(true);
});

test('a wallet the browser has shows above the Payment Element and pays the order', async ({
  page,
}) => {
  const { tool, order, checkout, pay } = await openPayment(page, ['applePay', 'link']);
  const applePay = checkout.getByRole('button', { name: WALLETS.applePay });
  await expect(applePay).toBeVisible();
  await expect(checkout.getByRole('button', { name: WALLETS.link })).toBeVisible();
  await expect(checkout.getByRole('button', { name: WALLETS.googlePay })).toHaveCount(0);

  // Cancelling the wallet's sheet pays nothing and leaves the page as it was.
  await applePay.click();
  const sheet = page.getByRole('dialog', { name: WALLET_SHEET.dialog('applePay') });
  await sheet.getByRole('button', { name: WALLET_SHEET.cancel }).click();
  await expect(sheet).toHaveCount(0);
  await expect(pay).toBeEnabled();
  expect(await readOrder(order._id)).toMatchObject({ paid: false });

  await applePay.click();
  await sheet.getByRole('button', { name: WALLET_SHEET.pay }).click();
  await expect(checkout.getByText(TEXT.paymentCompleted(tool.name))).toBeVisible();
  const transactionId = await checkout.getByText(/^pi_\w+$/).textContent();
  await expect(pay).toBeDisabled();
  await expect(applePay).toBeHidden();
  await expect.poll(() => readOrder(order._id)).toMatchObject({ paid: true, transactionId });
});

test('without a wallet in the browser the Express Checkout Element shows no button', async ({
  page,
}) => {
  const { checkout } = await openPayment(page);
  await expect(checkout.getByLabel('Card number')).toBeVisible();
  for (const name of Object.values(WALLETS)) {
    await expect(checkout.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
});

test("only the payment page's scripts carry Stripe's code; My Orders and the result page carry none", async ({
  page,
}) => {
  const modules = JSON.parse(
    readFileSync(fromRoot('web', CLIENT_BUILD, MODULE_REPORT), 'utf8'),
  ) as Record<string, { module: string }[]>;
  const stripeCode = (scripts: string[]) =>
    scripts.filter((script) =>
      (modules[script.replace(/^\//, '')] ?? []).some(({ module }) =>
        module.startsWith('@stripe/'),
      ),
    );
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && url.pathname.startsWith('/assets/')) {
      scripts.push(url.pathname);
    }
  });

  const { tool, order, stripeJs } = await openPayment(page);
  expect(stripeCode(scripts)).not.toEqual([]);
  expect(stripeJs).toHaveLength(1);

  for (const [path, shown] of [
    [`/dashboard/payment/${order._id}/result`, page.getByText(PAYMENT_TEXT.notPaid)],
    ['/dashboard/orders', page.getByRole('listitem', { name: tool.name })],
  ] as const) {
    scripts.length = 0;
    stripeJs.length = 0;
    await page.goto(path);
    await expect(shown).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    expect(stripeCode(scripts)).toEqual([]);
    expect(stripeJs).toEqual([]);
  }
});

test('a saved card is offered and pays the next order; removed in the profile, it is gone from Stripe too', async ({
  page,
}) => {
  const customer = await createUser();
  const tool = await createTool({ price: 12.5, minimumOrder: 1 });
  const first = await createUnpaidOrder(customer, tool);
  const second = await createUnpaidOrder(customer, tool);
  await routeStripe(page);
  await signInByToken(page, customer);
  await page.goto(`/dashboard/payment/${first._id}`);
  const checkout = page.getByRole('region', { name: PAYMENT_TEXT.paymentDetails });
  const pay = checkout.getByRole('button', { name: DASHBOARD_TEXT.pay, exact: true });
  const save = checkout.getByRole('checkbox', { name: PAYMENT_TEXT.saveCard });
  await expect(pay).toBeEnabled();
  await expect(save).not.toBeChecked();
  await fillCard(checkout, TEST_CARDS.visa);
  await save.check();
  await pay.click();
  await expect(checkout.getByText(TEXT.paymentCompleted(tool.name))).toBeVisible();

  // The Stripe Customer is the server's: its id is in a document no client reads.
  const stored = await adminDb().doc(`${STRIPE_CUSTOMERS_COLLECTION}/${customer.uid}`).get();
  const customerId = stored.get('customerId') as string;
  expect(customerId).toMatch(/^cus_/);
  const saved = (await testStripe().customers.listPaymentMethods(customerId)).data;
  expect(saved).toHaveLength(1);
  expect(saved[0]!.card).toMatchObject({ brand: 'visa', last4: '4242' });

  await page.goto(`/dashboard/payment/${second._id}`);
  const savedCard = checkout.getByRole('radio', { name: PAYMENT_TEXT.savedCard('visa', '4242') });
  await expect(savedCard).toBeChecked();
  await expect(checkout.getByLabel('Card number')).toBeHidden();
  await expect(save).toHaveCount(0);
  await pay.click();
  await expect(checkout.getByText(TEXT.paymentCompleted(tool.name))).toBeVisible();
  const transactionId = await checkout.getByText(/^pi_\w+$/).textContent();
  await expect.poll(() => readOrder(second._id)).toMatchObject({ paid: true, transactionId });
  expect((await testStripe().paymentIntents.retrieve(transactionId!)).payment_method).toBe(
    saved[0]!.id,
  );

  // Only its customer removes a card.
  const stranger = await createUser();
  const refused = await api('DELETE', `/payment-methods/${saved[0]!.id}`, {
    token: await stranger.token(),
  });
  expect(refused.status).toBe(404);

  await page.goto('/dashboard');
  const methods = page.getByRole('region', { name: PAYMENT_TEXT.paymentMethods });
  const card = PAYMENT_TEXT.savedCard('visa', '4242');
  const item = methods.getByRole('listitem', { name: card });
  await expect(item).toContainText(PAYMENT_TEXT.expires(12, 2034));
  await item.getByRole('button', { name: PAYMENT_TEXT.removeCard(card) }).click();
  await expect(page.getByText(PAYMENT_TEXT.cardRemoved(card))).toBeVisible();
  await expect(item).toHaveCount(0);
  await expect(methods.getByText(PAYMENT_TEXT.noPaymentMethods)).toBeVisible();
  expect((await testStripe().customers.listPaymentMethods(customerId)).data).toEqual([]);
});
