import { expect, test } from '@playwright/test';
import { formatPrice } from '@pedalworks/domain/format';
import { TEXT } from '@pedalworks/domain/messages';
import { createUnpaidOrder, readOrder } from '../tests/doubles/stripe-events';
import { createTool, createUser } from '../tests/support/emulators';
import { TEST_CARDS, routeStripe } from './doubles/stripe-js';
import { signIn } from './support/session';

test('a customer pays an order by card and it becomes paid with its transaction id', async ({
  page,
}) => {
  const customer = await createUser();
  const tool = await createTool({ price: 12.5, minimumOrder: 2 });
  const order = await createUnpaidOrder(customer, tool);
  const stripeJs = await routeStripe(page);

  await signIn(page, customer);
  expect(stripeJs).toHaveLength(0);
  await page.goto(`/dashboard/payment/${order._id}`);

  const summary = page.getByRole('region', { name: TEXT.youPayFor });
  await expect(summary.getByRole('heading', { name: tool.name })).toBeVisible();
  await expect(summary).toContainText(`${TEXT.quantity}: 2`);
  await expect(summary).toContainText(formatPrice(25));
  await expect(summary.getByRole('img', { name: tool.name })).toBeVisible();

  const card = page.getByLabel('Card number');
  await expect(card).toHaveCSS('font-size', '16px');
  const pay = page.getByRole('button', { name: TEXT.pay });
  await expect(pay).toBeEnabled();
  expect(stripeJs).toHaveLength(1);

  await card.fill(TEST_CARDS.declined);
  await pay.click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  expect((await readOrder(order._id)).paid).toBe(false);

  await card.fill(TEST_CARDS.visa);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await pay.click();
  await expect(page.getByText(TEXT.paymentCompleted(tool.name))).toBeVisible();
  const transactionId = await page.getByText(/^pi_/).textContent();
  expect(transactionId).toMatch(/^pi_\w+$/);
  await expect(pay).toBeDisabled();

  await expect.poll(async () => readOrder(order._id)).toMatchObject({ paid: true, transactionId });
});
