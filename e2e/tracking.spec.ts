import { MAIL_TEXT } from '@pedalworks/domain/mail';
import { NOTICE, TEXT } from '@pedalworks/domain/messages';
import { SHIPMENT_TEXT, trackingUrl } from '@pedalworks/domain/shipment';
import { TIMELINE_TEXT, describeEvent } from '@pedalworks/domain/timeline';
import { adminDb, createTool, createUser, TRIGGER_POLL } from '../tests/support/emulators';
import { mailsWith } from '../tests/support/mail';
import { expectNoA11yViolations } from './support/a11y';
import { signInByToken } from './support/session';
import { findOnPages, markOnlyOrderPaid, orderTool, warmUpApi } from './support/shop';
import { expect, test, type Page } from './support/test';

test.beforeAll(warmUpApi);

/** How far the page reaches past the viewport's width (0: no sideways scrolling). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('an admin ships with a tracking number at 320 px; the customer sees it live, with a working link, and in the mail', async ({
  openPage,
}) => {
  // Two browsers, two dialogs, a new tab and a mail's delivery.
  test.setTimeout(120_000);
  const [admin, rider] = await Promise.all([createUser({ admin: true }), createUser()]);
  const tool = await createTool({ minimumOrder: 1 });
  const customer = await openPage();
  const customerContext = customer.context();
  await signInByToken(customer, rider);
  await orderTool(customer, tool._id, 1);
  // The payment is the server's business: mark the order paid as the server would.
  const orderId = await markOnlyOrderPaid(rider.uid, 'pi_test_tracking');
  await customer.goto('/dashboard/orders');
  const order = customer.getByRole('listitem', { name: tool.name });
  await expect(order.getByText(TEXT.paid, { exact: true })).toBeVisible();

  const page = await openPage();
  await page.setViewportSize({ width: 320, height: 700 });
  await signInByToken(page, admin);
  await page.goto('/dashboard/manageOrder');
  const row = await findOnPages(page, page.getByRole('row').filter({ hasText: rider.name }));
  await row.getByRole('button', { name: TEXT.pendingButton }).click();
  const dialog = page.getByRole('dialog', { name: SHIPMENT_TEXT.shipTitle(tool.name) });
  await expect(dialog).toBeVisible();
  expect(await overflow(page)).toBe(0);
  await expectNoA11yViolations(page);

  // A carrier without its number is refused in the dialog: nothing is shipped.
  await dialog.getByRole('combobox', { name: SHIPMENT_TEXT.carrier }).click();
  await page.getByRole('option', { name: 'UPS' }).click();
  await dialog.getByRole('button', { name: SHIPMENT_TEXT.ship }).click();
  await expect(dialog.getByText(SHIPMENT_TEXT.numberRequired)).toBeVisible();
  expect((await adminDb().doc(`orders/${orderId}`).get()).get('status')).toBe('paid');

  const number = '1Z999AA10123456784';
  const url = trackingUrl('ups', number)!;
  await dialog.getByLabel(SHIPMENT_TEXT.trackingNumber).fill('1Z 999AA1 0123456784');
  await dialog.getByRole('button', { name: SHIPMENT_TEXT.ship }).click();
  await expect(page.getByText(NOTICE.shipped(`${tool.name} for ${rider.name}`))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText(SHIPMENT_TEXT.summary('UPS', number))).toBeVisible();
  expect(await overflow(page)).toBe(0);

  // The customer's list follows without a reload: the carrier, the number and the link.
  await expect(order.getByText(TEXT.confirmed, { exact: true })).toBeVisible();
  await expect(order.getByText(SHIPMENT_TEXT.summary('UPS', number))).toBeVisible();
  const link = order.getByRole('link', { name: SHIPMENT_TEXT.track('UPS', number) });
  await expect(link).toHaveAttribute('href', url);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  // The link opens the carrier's page in a new tab (the carrier's site stood in for here).
  await customerContext.route('https://www.ups.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>UPS tracking</title>' }),
  );
  const [carrierPage] = await Promise.all([customerContext.waitForEvent('page'), link.click()]);
  await expect(carrierPage).toHaveURL(url);
  await carrierPage.close();

  // The timeline says it too, with the link.
  await order.getByRole('button', { name: TIMELINE_TEXT.show }).click();
  const history = order.getByRole('list', { name: TIMELINE_TEXT.heading });
  const shipped = describeEvent({
    type: 'shipped',
    details: { carrier: 'ups', trackingNumber: number },
  });
  const shippedItem = history.getByRole('listitem').filter({ hasText: shipped });
  await expect(shippedItem.getByRole('link')).toHaveAttribute('href', url);
  await expectNoA11yViolations(customer);

  // The shipping notice carries the number and the link.
  const subject = MAIL_TEXT.subject.shipped(tool.name);
  await expect
    .poll(async () => (await mailsWith(rider.email, subject)).length, TRIGGER_POLL)
    .toBe(1);
  const [mail] = await mailsWith(rider.email, subject);
  expect(mail!.text).toContain(number);
  expect(mail!.text).toContain(url);
  expect(mail!.html).toContain(`href="${url}"`);

  // The admin corrects it; the customer's order and timeline follow.
  await row.getByRole('button', { name: SHIPMENT_TEXT.editTracking }).click();
  const edit = page.getByRole('dialog', { name: SHIPMENT_TEXT.editTitle(tool.name) });
  await expect(edit.getByLabel(SHIPMENT_TEXT.trackingNumber)).toHaveValue(number);
  await edit.getByRole('combobox', { name: SHIPMENT_TEXT.carrier }).click();
  await page.getByRole('option', { name: 'FedEx' }).click();
  await edit.getByLabel(SHIPMENT_TEXT.trackingNumber).fill('612999AA10');
  await edit.getByRole('button', { name: SHIPMENT_TEXT.save }).click();
  await expect(page.getByText(SHIPMENT_TEXT.updated(tool.name))).toBeVisible();
  // The order's own link (the timeline's new event has one too).
  const fedex = order
    .getByRole('link', { name: SHIPMENT_TEXT.track('FedEx', '612999AA10') })
    .first();
  await expect(fedex).toHaveAttribute('href', trackingUrl('fedex', '612999AA10')!);
  const corrected = describeEvent({
    type: 'tracking-updated',
    details: { carrier: 'fedex', trackingNumber: '612999AA10' },
  });
  await expect(history.getByRole('listitem').filter({ hasText: corrected })).toBeVisible();
});
