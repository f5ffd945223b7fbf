import { formatPrice, receiptLineLabel, sumPrices } from '@pedalworks/domain/format';
import { PAYMENT_MAIL_TEXT } from '@pedalworks/domain/mail';
import { TEXT } from '@pedalworks/domain/messages';
import { CHECKOUT_TEXT, PAYMENT_TEXT } from '@pedalworks/domain/payments';
import type { Order, Tool } from '@pedalworks/domain/types';
import { expect, test } from './support/test';
import { readOrder, testStripe } from '../tests/doubles/stripe-events';
import {
  adminDb,
  api,
  createTool,
  createUser,
  type TestUser,
  TRIGGER_POLL,
} from '../tests/support/emulators';
import { mailsTo, mailsWith } from '../tests/support/mail';
import { BANK_REDIRECT, TEST_CARDS, fillCard, routeStripe } from './doubles/stripe-js';
import { signInByToken } from './support/session';

const lineOf = (order: Order) =>
  receiptLineLabel({ toolName: order.toolName, quantity: order.orderedQuantity });

/** Held orders of `count` new tools, placed through the API by `customer` (a new one if none). */
async function heldOrders(count: number, customer?: TestUser) {
  const buyer = customer ?? (await createUser());
  const token = await buyer.token();
  const orders: Order[] = [];
  for (let index = 0; index < count; index += 1) {
    const tool = await createTool({ price: 10 + index, minimumOrder: 1, availableQuantity: 10 });
    const placed = await api('POST', '/order', {
      token,
      body: { toolId: tool._id, orderedQuantity: 1, phone: '+1 555 0100', address: '1 Test Lane' },
    });
    expect(placed.status).toBe(201);
    orders.push((await placed.json()) as Order);
  }
  return { customer: buyer, orders };
}

const stockOf = async (tool: Tool) =>
  (await adminDb().collection('tools').doc(tool._id).get()).data()!.availableQuantity as number;

test('Pay all: three tools in the cart, one payment, all three paid live, stock taken once, one receipt', async ({
  page,
}) => {
  // The payment's steps and then the poll for the receipt mail (TRIGGER_POLL, a minute) must fit.
  test.setTimeout(120_000);
  const customer = await createUser();
  const tools = await Promise.all([
    createTool({ price: 12.5, minimumOrder: 1, availableQuantity: 10 }),
    createTool({ price: 7, minimumOrder: 2, availableQuantity: 10 }),
    createTool({ price: 30, minimumOrder: 1, availableQuantity: 10 }),
  ]);
  const token = await customer.token();
  const orders: Order[] = [];
  for (const tool of tools) {
    const placed = await api('POST', '/order', {
      token,
      body: {
        toolId: tool._id,
        orderedQuantity: tool.minimumOrder,
        phone: '+1 555 0100',
        address: '1 Test Lane',
      },
    });
    expect(placed.status).toBe(201);
    orders.push((await placed.json()) as Order);
  }
  const held = await Promise.all(tools.map(stockOf));
  const total = sumPrices(orders);
  const stripeJs = await routeStripe(page);

  await signInByToken(page, customer);
  await page.goto('/dashboard/orders');
  const payAll = page.getByRole('link', { name: CHECKOUT_TEXT.payAll(3) });
  await expect(payAll).toBeVisible();
  expect(stripeJs).toHaveLength(0);
  await payAll.click();
  await expect(page).toHaveURL('/dashboard/checkout');

  const lines = page.getByRole('list', { name: CHECKOUT_TEXT.yourOrders });
  for (const order of orders) await expect(lines).toContainText(lineOf(order));
  const checkout = page.getByRole('region', { name: PAYMENT_TEXT.paymentDetails });
  const pay = checkout.getByRole('button', { name: CHECKOUT_TEXT.payTotal(formatPrice(total)) });
  await expect(pay).toBeEnabled();
  expect(stripeJs).toHaveLength(1);
  await fillCard(checkout, TEST_CARDS.visa);
  await pay.click();

  await expect(page).toHaveURL(/\/dashboard\/checkout\/\w+\/result$/);
  await expect(page.getByText(CHECKOUT_TEXT.allPaid)).toBeVisible();
  await expect(page.getByText(CHECKOUT_TEXT.outcome.paid, { exact: true })).toHaveCount(3);

  await page.getByRole('link', { name: CHECKOUT_TEXT.backToOrders }).click();
  for (const order of orders) {
    const item = page.getByRole('listitem', { name: order.toolName });
    await expect(item.getByText(TEXT.paid, { exact: true })).toBeVisible();
    await expect(item.getByRole('link', { name: CHECKOUT_TEXT.receipt })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /Pay all/ })).toHaveCount(0);
  const intents = await Promise.all(orders.map(async (order) => readOrder(order._id)));
  expect(new Set(intents.map((order) => order.transactionId)).size).toBe(1);
  expect(await Promise.all(tools.map(stockOf))).toEqual(held);

  const subject = PAYMENT_MAIL_TEXT.subject.receipt(formatPrice(total));
  await expect
    .poll(async () => (await mailsWith(customer.email, subject)).length, TRIGGER_POLL)
    .toBe(1);
  const [receipt] = await mailsWith(customer.email, subject);
  for (const order of orders) {
    expect(receipt!.text).toContain(`${lineOf(order)}: ${formatPrice(order.price)}`);
  }
  expect(receipt!.text).toContain(formatPrice(total));
  expect(receipt!.text).toContain(PAYMENT_MAIL_TEXT.cardLast4('4242'));
  const receipts = (await mailsTo(customer.email)).filter((m) => m.subject.startsWith('Receipt'));
  expect(receipts).toHaveLength(1);

  // The printable receipt page of the payment.
  await page
    .getByRole('listitem', { name: orders[0]!.toolName })
    .getByRole('link', { name: CHECKOUT_TEXT.receipt })
    .click();
  const printable = page.getByRole('article', { name: CHECKOUT_TEXT.receiptTitle });
  for (const order of orders) await expect(printable).toContainText(lineOf(order));
  await expect(printable).toContainText(formatPrice(total));
  await expect(printable).toContainText(CHECKOUT_TEXT.card('4242'));
});

test("Pay all by a bank that refuses: the result page says why in the domain's words, and paying again works", async ({
  page,
}) => {
  const { customer, orders } = await heldOrders(2);
  const total = sumPrices(orders);
  await routeStripe(page);
  await signInByToken(page, customer);
  await page.goto('/dashboard/checkout');
  const checkout = page.getByRole('region', { name: PAYMENT_TEXT.paymentDetails });
  const pay = checkout.getByRole('button', { name: CHECKOUT_TEXT.payTotal(formatPrice(total)) });
  await expect(pay).toBeEnabled();
  await checkout.getByRole('radio', { name: BANK_REDIRECT.tab }).check();
  await pay.click();
  await page.getByRole('button', { name: BANK_REDIRECT.fail }).click();

  await expect(page).toHaveURL(/\/dashboard\/checkout\/\w+\/result\?/);
  const result = page.getByRole('region', { name: CHECKOUT_TEXT.resultTitle });
  await expect(result.getByText(PAYMENT_TEXT.authenticationFailed)).toBeVisible();
  await expect(result.getByText(CHECKOUT_TEXT.waiting)).toHaveCount(0);
  for (const order of orders) expect(await readOrder(order._id)).toMatchObject({ paid: false });

  await result.getByRole('link', { name: PAYMENT_TEXT.tryAgain }).click();
  await expect(page).toHaveURL('/dashboard/checkout');
  const again = page.getByRole('region', { name: PAYMENT_TEXT.paymentDetails });
  await fillCard(again, TEST_CARDS.visa);
  await again.getByRole('button', { name: CHECKOUT_TEXT.payTotal(formatPrice(total)) }).click();
  await expect(page.getByText(CHECKOUT_TEXT.allPaid)).toBeVisible();
  await expect
    .poll(async () => (await Promise.all(orders.map((o) => readOrder(o._id)))).map((o) => o.paid))
    .toEqual([true, true]);
});

test('Pay all saves the card when asked, and the next Pay all offers it and pays with it', async ({
  page,
}) => {
  const { customer, orders: firstTwo } = await heldOrders(2);
  await routeStripe(page);
  await signInByToken(page, customer);
  /** Opens Pay all for these orders (the customer's held ones). */
  const openCheckout = async (paying: Order[]) => {
    await page.goto('/dashboard/checkout');
    const region = page.getByRole('region', { name: PAYMENT_TEXT.paymentDetails });
    const pay = region.getByRole('button', {
      name: CHECKOUT_TEXT.payTotal(formatPrice(sumPrices(paying))),
    });
    await expect(pay).toBeEnabled();
    return { region, pay };
  };
  // The first two: a new card, 'Save this card' (off by default) ticked.
  const first = await openCheckout(firstTwo);
  const save = first.region.getByRole('checkbox', { name: PAYMENT_TEXT.saveCard });
  await expect(save).not.toBeChecked();
  await fillCard(first.region, TEST_CARDS.visa);
  await save.check();
  await first.pay.click();
  await expect(page.getByText(CHECKOUT_TEXT.allPaid)).toBeVisible();
  const paid = await readOrder(firstTwo[0]!._id);
  const intent = await testStripe().paymentIntents.retrieve(paid.transactionId!);
  const [saved] = (await testStripe().customers.listPaymentMethods(intent.customer as string)).data;
  expect(saved!.card).toMatchObject({ brand: 'visa', last4: '4242' });

  // Two more: the saved card is offered first and pays.
  const { orders: nextTwo } = await heldOrders(2, customer);
  const next = await openCheckout(nextTwo);
  const savedCard = next.region.getByRole('radio', {
    name: PAYMENT_TEXT.savedCard('visa', '4242'),
  });
  await expect(savedCard).toBeChecked();
  await expect(next.region.getByLabel('Card number')).toBeHidden();
  await expect(next.region.getByRole('checkbox', { name: PAYMENT_TEXT.saveCard })).toHaveCount(0);
  await next.pay.click();
  await expect(page.getByText(CHECKOUT_TEXT.allPaid)).toBeVisible();
  const again = await Promise.all(nextTwo.map((order) => readOrder(order._id)));
  expect(again.map((order) => order.paid)).toEqual([true, true]);
  const second = await testStripe().paymentIntents.retrieve(again[0]!.transactionId!);
  expect(second.payment_method).toBe(saved!.id);
});
