import { SHIPMENT_TEXT } from '@pedalworks/domain/shipment';
import { NOTICE, TEXT } from '@pedalworks/domain/messages';
import { TIMELINE_TEXT, describeEvent } from '@pedalworks/domain/timeline';
import { createTool, createUser } from '../tests/support/emulators';
import { expectNoA11yViolations } from './support/a11y';
import { findOnPages, markOnlyOrderPaid, orderTool, warmUpApi } from './support/shop';
import { signInByToken } from './support/session';
import { expect, test, type Locator } from './support/test';

test.beforeAll(warmUpApi);

/** Opens an order's history and answers its list. */
async function openHistory(scope: Locator): Promise<Locator> {
  await scope.getByRole('button', { name: TIMELINE_TEXT.show }).click();
  await expect(scope.getByRole('button', { name: TIMELINE_TEXT.hide })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  return scope.getByRole('list', { name: TIMELINE_TEXT.heading });
}

test('customers and admins see an order’s history, with when and who', async ({ openPage }) => {
  // Two browsers, an order, and the ship dialog: more than one page's worth of steps.
  test.setTimeout(120_000);
  const [admin, rider] = await Promise.all([createUser({ admin: true }), createUser()]);
  const tool = await createTool({ minimumOrder: 1 });
  const customer = await openPage();
  await signInByToken(customer, rider);
  await orderTool(customer, tool._id, 2);
  // The payment is the server's business (functions/test/mail.test.ts): mark it paid directly.
  await markOnlyOrderPaid(rider.uid, 'pi_test_history');

  const page = await openPage();
  await signInByToken(page, admin);
  await page.goto('/dashboard/manageOrder');
  const row = await findOnPages(page, page.getByRole('row').filter({ hasText: rider.name }));
  await row.getByRole('button', { name: TEXT.pendingButton }).click();
  // Shipped without tracking: the dialog's fields are optional.
  await page.getByRole('dialog').getByRole('button', { name: SHIPMENT_TEXT.ship }).click();
  await expect(page.getByText(NOTICE.shipped(`${tool.name} for ${rider.name}`))).toBeVisible();
  const adminHistory = await openHistory(row);
  const placed = describeEvent({ type: 'placed', details: {} });
  const shipped = describeEvent({ type: 'shipped', details: {} });
  await expect(adminHistory.getByRole('listitem').filter({ hasText: placed })).toContainText(
    TIMELINE_TEXT.by(TIMELINE_TEXT.customer),
  );
  await expect(adminHistory.getByRole('listitem').filter({ hasText: shipped })).toContainText(
    TIMELINE_TEXT.by(TIMELINE_TEXT.admin),
  );
  await expectNoA11yViolations(page);

  await customer.goto('/dashboard/orders');
  const order = customer.getByRole('listitem', { name: tool.name });
  const history = await openHistory(order);
  const placedItem = history.getByRole('listitem').filter({ hasText: placed });
  await expect(placedItem).toContainText(TIMELINE_TEXT.by(TIMELINE_TEXT.you));
  await expect(history.getByRole('listitem').filter({ hasText: shipped })).toContainText(
    TIMELINE_TEXT.by(TIMELINE_TEXT.admin),
  );
  // The customer's history names no admin: no uid on the page.
  await expect(history).not.toContainText(admin.uid);
  // When, in the reader's locale: the browser's own formatting of the stored instant.
  const time = placedItem.locator('time');
  const instant = await time.getAttribute('datetime');
  const local = await customer.evaluate(
    (iso) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
    instant!,
  );
  await expect(time).toHaveText(local);
  await expect(order.getByText(TEXT.confirmed, { exact: true })).toBeVisible();
  await expectNoA11yViolations(customer);
});
