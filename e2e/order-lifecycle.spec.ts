import { formatPrice } from '@pedalworks/domain/format';
import { DASHBOARD_TEXT, TEXT } from '@pedalworks/domain/messages';
import { ORDER_TEXT } from '@pedalworks/domain/form-messages';
import { ROLE_TEXT } from '@pedalworks/domain/roles';
import { expect, test } from './support/test';
import { deliverWebhook, readOrder, stripeEvent, testStripe } from '../tests/doubles/stripe-events';
import { TEST_PAYMENT_METHODS } from '../tests/doubles/stripe-api';
import { api, createTool, createUser, type TestUser } from '../tests/support/emulators';
import { endHold, runSweep } from '../tests/support/orders';
import { findOnPages } from './support/shop';
import { signInByToken } from './support/session';

const contact = { phone: '0123456789', address: '1 Chain Street' };

async function placeViaApi(customer: TestUser, toolId: string, orderedQuantity: number) {
  const response = await api('POST', '/order', {
    token: await customer.token(),
    body: { toolId, orderedQuantity, ...contact },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

test('a customer sees until when the stock is reserved, then the order expires live', async ({
  page,
}) => {
  const customer = await createUser();
  const tool = await createTool({ minimumOrder: 2, availableQuantity: 10 });
  const orderId = await placeViaApi(customer, tool._id, 2);

  await signInByToken(page, customer);
  await page.goto('/dashboard/orders');
  const item = page.getByRole('listitem', { name: tool.name });
  await expect(
    item.getByText(new RegExp(`^${ORDER_TEXT.reservedUntil('\\d{2}:\\d{2}')}$`)),
  ).toBeVisible();
  await expect(item.getByRole('link', { name: DASHBOARD_TEXT.pay })).toBeVisible();

  // The hold ends (time moved on) and the sweep runs, as npm start does every minute.
  await endHold(orderId);
  expect((await runSweep()).status).toBe(200);
  await expect(item.getByText(ORDER_TEXT.expired, { exact: true })).toBeVisible();
  await expect(item.getByText(/Reserved until/)).toHaveCount(0);
  await expect(item.getByRole('link', { name: DASHBOARD_TEXT.pay })).toHaveCount(0);
  expect(await readOrder(orderId)).toMatchObject({ status: 'expired' });

  // An expired order can still be deleted from the list; its stock is back already.
  await item.getByRole('button', { name: DASHBOARD_TEXT.delete }).click();
  await page.getByRole('dialog').getByRole('button', { name: DASHBOARD_TEXT.delete }).click();
  await expect(item).toHaveCount(0);
  expect(
    (await api('GET', `/tool/${tool._id}`).then((r) => r.json())) as { availableQuantity: number },
  ).toMatchObject({
    availableQuantity: 10,
  });
});

test('an admin cancels and refunds a paid order; its customer sees it refunded without a reload', async ({
  openPage,
}) => {
  // Two browsers, a payment and the refund dialog: more than one page's worth of steps.
  test.setTimeout(120_000);
  const [customer, admin] = await Promise.all([createUser(), createUser({ admin: true })]);
  const tool = await createTool({ minimumOrder: 1, availableQuantity: 5, price: 12 });
  const orderId = await placeViaApi(customer, tool._id, 1);
  const intentResponse = await api('POST', '/create-payment-intent', {
    token: await customer.token(),
    body: { order: orderId },
  });
  const { clientSecret } = (await intentResponse.json()) as { clientSecret: string };
  const intent = clientSecret.split('_secret_')[0]!;
  await testStripe().paymentIntents.confirm(intent, { payment_method: TEST_PAYMENT_METHODS.visa });
  const patched = await api('PATCH', `/order/${orderId}`, {
    token: await customer.token(),
    body: { order: orderId, transectionId: intent },
  });
  expect(patched.status).toBe(200);

  const customerPage = await openPage();
  await signInByToken(customerPage, customer);
  await customerPage.goto('/dashboard/orders');
  const item = customerPage.getByRole('listitem', { name: tool.name });
  await expect(item.getByText(TEXT.paid, { exact: true })).toBeVisible();

  const adminPage = await openPage();
  await signInByToken(adminPage, admin);
  await adminPage.goto('/dashboard/manageOrder');
  const row = await findOnPages(
    adminPage,
    adminPage.getByRole('row').filter({ hasText: tool.name }),
  );
  await row.getByRole('button', { name: ORDER_TEXT.cancelAndRefund }).click();
  const dialog = adminPage.getByRole('dialog');
  await expect(dialog).toContainText(ORDER_TEXT.confirmRefund(tool.name, formatPrice(12)));
  // Without a reason the dialog says so and nothing is refunded.
  await dialog.getByRole('button', { name: ORDER_TEXT.cancelAndRefund }).click();
  await expect(dialog.getByText(ROLE_TEXT.reasonRequired)).toBeVisible();
  expect(await readOrder(orderId)).toMatchObject({ status: 'paid' });
  await dialog.getByLabel(ROLE_TEXT.reason).fill('Customer asked before packing');
  await dialog.getByRole('button', { name: ORDER_TEXT.cancelAndRefund }).click();
  await expect(adminPage.getByText(ORDER_TEXT.orderRefunded(tool.name))).toBeVisible();
  await expect(row.getByText(ORDER_TEXT.refunded, { exact: true })).toBeVisible();

  await expect(item.getByText(ORDER_TEXT.refunded, { exact: true })).toBeVisible();
  await expect(item.getByText(TEXT.pending, { exact: true })).toHaveCount(0);
  expect(await readOrder(orderId)).toMatchObject({
    status: 'refunded',
    refundedAmount: 1200,
    refundReason: 'Customer asked before packing',
  });
});

test('an admin writes off an order whose dispute was lost, putting its units back into stock', async ({
  page,
}) => {
  const [customer, admin] = await Promise.all([createUser(), createUser({ admin: true })]);
  const tool = await createTool({ minimumOrder: 2, availableQuantity: 6, price: 12 });
  const orderId = await placeViaApi(customer, tool._id, 2);
  const intentResponse = await api('POST', '/create-payment-intent', {
    token: await customer.token(),
    body: { order: orderId },
  });
  const { clientSecret } = (await intentResponse.json()) as { clientSecret: string };
  const intent = clientSecret.split('_secret_')[0]!;
  const paid = await testStripe().paymentIntents.confirm(intent, {
    payment_method: TEST_PAYMENT_METHODS.disputed,
  });
  const patched = await api('PATCH', `/order/${orderId}`, {
    token: await customer.token(),
    body: { order: orderId, transectionId: intent },
  });
  expect(patched.status).toBe(200);
  const [dispute] = (await testStripe().disputes.list({ charge: paid.latest_charge as string }))
    .data;
  const lost = await testStripe().disputes.close(dispute!.id);
  expect((await deliverWebhook(stripeEvent('charge.dispute.closed', lost))).status).toBe(200);

  await signInByToken(page, admin);
  await page.goto('/dashboard/manageOrder');
  const row = await findOnPages(page, page.getByRole('row').filter({ hasText: tool.name }));
  await row.getByRole('button', { name: ORDER_TEXT.writeOff }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(ORDER_TEXT.confirmWriteOff(tool.name));
  await dialog.getByRole('checkbox', { name: ORDER_TEXT.restockWrittenOff(2) }).check();
  await dialog.getByLabel(ROLE_TEXT.reason).fill('Dispute lost: no proof of delivery');
  await dialog.getByRole('button', { name: ORDER_TEXT.writeOff }).click();
  await expect(page.getByText(ORDER_TEXT.orderWrittenOff(tool.name))).toBeVisible();
  await expect(row.getByText(ORDER_TEXT.refunded, { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: ORDER_TEXT.writeOff })).toHaveCount(0);

  expect(await readOrder(orderId)).toMatchObject({
    status: 'refunded',
    writtenOff: { restock: true, reason: 'Dispute lost: no proof of delivery' },
  });
  const stock = (await (await api('GET', `/tool/${tool._id}`)).json()) as {
    availableQuantity: number;
  };
  expect(stock.availableQuantity).toBe(6);
});
