/**
 * A customer's return, from request to partial refund (issue 35 item 4): requested in My Orders
 * at 320 px, approved and received by an admin in Manage Orders (filtered on 'Return
 * requested'), $12.50 of $20 refunded with the units back in stock; both timelines, four mails
 * in maildev, and one refund at Stripe however many times its webhook is delivered.
 */
import { formatPrice } from '@pedalworks/domain/format';
import { ORDER_TEXT, VALIDATION } from '@pedalworks/domain/form-messages';
import { MAIL_TEXT } from '@pedalworks/domain/mail';
import { RETURN_REASON_LABELS, RETURN_TEXT } from '@pedalworks/domain/returns';
import { ROLE_TEXT } from '@pedalworks/domain/roles';
import { TIMELINE_TEXT, describeEvent } from '@pedalworks/domain/timeline';
import {
  deliverWebhook,
  forwardWebhooks,
  stripeEvent,
  testStripe,
} from '../tests/doubles/stripe-events';
import { adminDb, api, createTool, createUser, TRIGGER_POLL } from '../tests/support/emulators';
import { mailsTo } from '../tests/support/mail';
import { placeAndPay } from '../tests/support/orders';
import { expectNoA11yViolations } from './support/a11y';
import { signInByToken } from './support/session';
import { findOnPages, warmUpApi } from './support/shop';
import { expect, test, type Locator, type Page } from './support/test';

test.beforeAll(warmUpApi);

async function openHistory(scope: Locator): Promise<Locator> {
  await scope.getByRole('button', { name: TIMELINE_TEXT.show }).click();
  return scope.getByRole('list', { name: TIMELINE_TEXT.heading });
}

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

test('a return from request to partial refund, stock back, four mails, one refund', async ({
  openPage,
}) => {
  test.setTimeout(180_000);
  const [admin, rider] = await Promise.all([createUser({ admin: true }), createUser()]);
  const tool = await createTool({ price: 10, minimumOrder: 2, availableQuantity: 10 });
  const orderId = await placeAndPay(rider, tool._id, 2);
  await forwardWebhooks(orderId);
  const shipped = await api('PUT', `/manageorder/${orderId}`, { token: await admin.token() });
  expect(shipped.status).toBe(200);
  const stock = async () =>
    (await adminDb().collection('tools').doc(tool._id).get()).get('availableQuantity') as number;
  expect(await stock()).toBe(8);

  // The customer, on a phone: reason and comment.
  const customer = await openPage();
  await customer.setViewportSize({ width: 320, height: 700 });
  await signInByToken(customer, rider);
  await customer.goto('/dashboard/orders');
  const item = customer.getByRole('listitem', { name: tool.name });
  await item.getByRole('button', { name: RETURN_TEXT.request }).click();
  const dialog = customer.getByRole('dialog', { name: RETURN_TEXT.dialogTitle(tool.name) });
  await dialog.getByRole('button', { name: RETURN_TEXT.send }).click();
  await expect(dialog.getByText(VALIDATION.returnReasonRequired)).toBeVisible();
  await choose(customer, dialog, RETURN_TEXT.reason, RETURN_REASON_LABELS.wrongSize);
  await dialog.getByLabel(RETURN_TEXT.comment).fill('Too small for my frame');
  await expectNoA11yViolations(customer);
  await dialog.getByRole('button', { name: RETURN_TEXT.send }).click();
  await expect(customer.getByText(RETURN_TEXT.requested)).toBeVisible();
  await expect(item.getByText(RETURN_TEXT.status.returnRequested)).toBeVisible();
  await expect(item.getByRole('button', { name: RETURN_TEXT.request })).toHaveCount(0);
  const width = await customer.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(320);

  // The admin: the 'Return requested' filter, approve, then receive $12.50 with restock.
  const page = await openPage();
  await signInByToken(page, admin);
  await page.goto('/dashboard/manageOrder');
  await choose(page, page.locator('main'), RETURN_TEXT.filterLabel, RETURN_TEXT.filter);
  const requested = page.getByRole('row').filter({ hasText: rider.name });
  await expect(requested).toHaveCount(1);
  await expect(requested).toContainText(RETURN_REASON_LABELS.wrongSize);
  await expectNoA11yViolations(page);
  await requested.getByRole('button', { name: RETURN_TEXT.approve }).click();
  await expect(page.getByText(RETURN_TEXT.approved)).toBeVisible();
  await choose(page, page.locator('main'), RETURN_TEXT.filterLabel, RETURN_TEXT.allOrders);
  const row = await findOnPages(page, page.getByRole('row').filter({ hasText: rider.name }));
  await row.getByRole('button', { name: RETURN_TEXT.receive }).click();
  const receive = page.getByRole('dialog', { name: RETURN_TEXT.receiveTitle(tool.name) });
  await receive.getByLabel(RETURN_TEXT.refundAmount).fill('12.50');
  await receive.getByLabel(ROLE_TEXT.reason).fill('Worn: part of the price kept');
  await expect(receive.getByRole('checkbox', { name: RETURN_TEXT.restock })).toBeChecked();
  await expectNoA11yViolations(page);
  await receive.getByRole('button', { name: RETURN_TEXT.receive }).click();
  await expect(page.getByText(RETURN_TEXT.received)).toBeVisible();
  await expect(row.getByText(RETURN_TEXT.status.returned)).toBeVisible();
  await expect(row.getByText(ORDER_TEXT.partiallyRefunded(formatPrice(12.5)))).toBeVisible();
  expect(await stock()).toBe(10);

  // Stripe's charge.refunded, again and again: one refund, the order unchanged.
  const intent = (await adminDb().collection('orders').doc(orderId).get()).get(
    'transactionId',
  ) as string;
  const charge = await testStripe().charges.retrieve(
    (await testStripe().paymentIntents.retrieve(intent)).latest_charge as string,
  );
  for (let round = 0; round < 3; round += 1) {
    expect((await deliverWebhook(stripeEvent('charge.refunded', charge))).status).toBe(200);
  }
  expect((await testStripe().refunds.list({ payment_intent: intent })).data).toHaveLength(1);
  const stored = (await adminDb().collection('orders').doc(orderId).get()).data()!;
  expect(stored).toMatchObject({
    status: 'returned',
    refundedAmount: 1250,
    returnRefundReason: 'Worn: part of the price kept',
  });
  expect(await stock()).toBe(10);

  // Both timelines tell each step; the customer's says who did it.
  const steps = [
    describeEvent({ type: 'return-requested', details: {} }),
    describeEvent({ type: 'return-approved', details: {} }),
    describeEvent({ type: 'return-received', details: { restocked: true } }),
    describeEvent({ type: 'refunded', details: { amount: 12.5 } }),
  ];
  const adminHistory = await openHistory(row);
  for (const text of steps) {
    await expect(adminHistory.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
  }
  await customer.reload();
  const customerHistory = await openHistory(customer.getByRole('listitem', { name: tool.name }));
  for (const text of steps) {
    await expect(customerHistory.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
  }
  await expect(customerHistory.getByRole('listitem').filter({ hasText: steps[0]! })).toContainText(
    TIMELINE_TEXT.by(TIMELINE_TEXT.you),
  );
  await expect(
    customer.getByRole('listitem', { name: tool.name }).getByText(RETURN_TEXT.status.returned),
  ).toBeVisible();
  await expectNoA11yViolations(customer);

  // Four mails, one of each, in maildev.
  const subjects = [
    MAIL_TEXT.subject['return-requested'](tool.name),
    MAIL_TEXT.subject['return-approved'](tool.name),
    MAIL_TEXT.subject['return-received'](tool.name),
    MAIL_TEXT.subject.refunded(tool.name),
  ];
  await expect
    .poll(async () => {
      const received = (await mailsTo(rider.email)).map((mail) => mail.subject);
      return subjects.map((subject) => received.filter((s) => s === subject).length);
    }, TRIGGER_POLL)
    .toEqual([1, 1, 1, 1]);
  const approval = (await mailsTo(rider.email)).find((mail) => mail.subject === subjects[1]);
  expect(approval?.text).toContain(RETURN_TEXT.instructions[1]);
});
