import { LOW_STOCK_THRESHOLD, MAX_OPEN_ORDERS, PAGE_SIZE } from '@pedalworks/domain/constants';
import { CATALOGUE_TEXT, DASHBOARD_TEXT, NOTICE, TEXT } from '@pedalworks/domain/messages';
import { ADMIN_TEXT } from '@pedalworks/domain/admin';
import { STOCK_TEXT } from '@pedalworks/domain/stock';
import { API_ERROR, VALIDATION } from '@pedalworks/domain/form-messages';
import { RETURN_TEXT } from '@pedalworks/domain/returns';
import { REVIEW_TEXT } from '@pedalworks/domain/reviews';
import { ROLE_TEXT } from '@pedalworks/domain/roles';
import { SHIPMENT_TEXT } from '@pedalworks/domain/shipment';
import { VARIANT_TEXT } from '@pedalworks/domain/variants';
import { chooseCategory, fillByLabel } from './support/forms';
import { expect, test, type Page } from './support/test';
import { emulatorUrl } from '../scripts/lib/emulator-config';
import { createUnpaidOrder, forwardWebhooks } from '../tests/doubles/stripe-events';
import { adminDb, api, createTool, createUser } from '../tests/support/emulators';
import { placeAndPay } from '../tests/support/orders';
import {
  findOnPages,
  findTool,
  findUser,
  markOnlyOrderPaid,
  orderTool,
  warmUpApi,
} from './support/shop';
import { signIn, signInByToken } from './support/session';

test.beforeAll(warmUpApi);

const menu = (page: Page) => page.getByRole('navigation', { name: DASHBOARD_TEXT.dashboard });

async function openAs(page: Page, item: string) {
  await page.goto('/dashboard');
  await menu(page).getByRole('link', { name: item }).click();
  await expect(page.getByRole('heading', { level: 1, name: item })).toBeVisible();
}

test('an admin sees only the admin menu and promotes a verified customer, not an unverified one', async ({
  page,
}) => {
  const [admin, rider, newcomer] = await Promise.all([
    createUser({ admin: true }),
    createUser(),
    createUser({ emailVerified: false }),
  ]);
  await signInByToken(page, admin);
  await page.goto('/dashboard');
  for (const item of [
    DASHBOARD_TEXT.allUsers,
    DASHBOARD_TEXT.addTools,
    DASHBOARD_TEXT.manageOrders,
    DASHBOARD_TEXT.manageTools,
    REVIEW_TEXT.manageReviews,
  ]) {
    await expect(menu(page).getByRole('link', { name: item })).toBeVisible();
  }
  for (const item of [DASHBOARD_TEXT.myOrders, DASHBOARD_TEXT.myReviews]) {
    await expect(menu(page).getByRole('link', { name: item })).toHaveCount(0);
  }

  await openAs(page, DASHBOARD_TEXT.allUsers);
  const self = await findUser(page, admin.email);
  await expect(self.getByText(TEXT.alreadyAdmin)).toBeVisible();
  await page.goto('/dashboard/users');
  const unverified = await findUser(page, newcomer.email);
  await expect(unverified).toContainText(ADMIN_TEXT.emailNotVerified);
  await expect(unverified).toContainText(ADMIN_TEXT.signInProvider(['password']));
  await unverified.getByRole('button', { name: TEXT.makeAdmin }).click();
  await expect(page.getByText(API_ERROR.adminNotVerified)).toBeVisible();
  await expect(unverified.getByRole('button', { name: TEXT.makeAdmin })).toBeVisible();
  await page.goto('/dashboard/users');
  const user = await findUser(page, rider.email);
  await expect(user).toContainText(ADMIN_TEXT.emailVerified);
  await user.getByRole('button', { name: TEXT.makeAdmin }).click();
  await expect(page.getByText(NOTICE.adminAdded)).toBeVisible();
  await expect(user.getByText(TEXT.alreadyAdmin)).toBeVisible();
  await expect(user.getByRole('button', { name: TEXT.makeAdmin })).toHaveCount(0);
});

test("an admin deletes a review that breaks the rules, with its author's copy", async ({
  page,
}) => {
  const admin = await createUser({ admin: true });
  const text = `Spam ${Date.now()}: buy cheap watches at example.test`;
  const review = adminDb().collection('reviews').doc();
  const fields = {
    name: 'Spam Bot',
    rate: 5,
    review: text,
    verified: false,
    createdAt: new Date(),
  };
  await review.set(fields);
  const author = adminDb().collection('reviewAuthors').doc(review.id);
  await author.set({ ...fields, uid: 'spam-bot', paidOrderId: null });
  await signInByToken(page, admin);
  await openAs(page, REVIEW_TEXT.manageReviews);

  const card = page
    .getByRole('list', { name: REVIEW_TEXT.allReviews })
    .getByRole('listitem')
    .filter({ hasText: text });
  await card.getByRole('button', { name: REVIEW_TEXT.deleteReview(fields) }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText(REVIEW_TEXT.confirmDelete(fields, false))).toBeVisible();
  await confirm.getByRole('button', { name: DASHBOARD_TEXT.delete }).click();
  await expect(page.getByText(REVIEW_TEXT.deleted)).toBeVisible();
  await expect(card).toHaveCount(0);
  expect((await review.get()).exists).toBe(false);
  expect((await author.get()).exists).toBe(false);
});

/** What the tools trigger adds to a tool an admin wrote in the browser. */
const SERVER_FIELDS = new Set(['searchTokens', 'sortName', 'sortPrice', 'createdAt']);

test('an admin adds a tool from an image URL, with every message of the form', async ({ page }) => {
  const admin = await createUser({ admin: true });
  await signIn(page, admin);
  await openAs(page, DASHBOARD_TEXT.addTools);
  const form = page.getByRole('form', { name: DASHBOARD_TEXT.addTools });
  await form.getByRole('button', { name: ADMIN_TEXT.addTool }).click();
  for (const message of [
    VALIDATION.toolNameRequired,
    VALIDATION.toolImageRequired,
    VALIDATION.minimumOrderRequired,
    VALIDATION.availableQuantityRequired,
    VALIDATION.priceRequired,
    VALIDATION.descriptionRequired,
    VALIDATION.categoryRequired,
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await form.getByLabel(ADMIN_TEXT.minimumOrderField).fill('0');
  await form.getByLabel(ADMIN_TEXT.availableQuantityField).fill('0');
  await expect(form.getByText(VALIDATION.minimumOrderTooSmall)).toBeVisible();
  await expect(form.getByText(VALIDATION.availableQuantityTooSmall)).toBeVisible();

  const name = `URL Tool ${Date.now()}`;
  await form.getByLabel(ADMIN_TEXT.toolName).fill(name);
  await form.getByLabel(ADMIN_TEXT.imageUrl).fill('/tools/chain-whip.svg');
  await form.getByLabel(ADMIN_TEXT.minimumOrderField).fill('2');
  await form.getByLabel(ADMIN_TEXT.availableQuantityField).fill('30');
  await form.getByLabel(ADMIN_TEXT.priceField).fill('12.5');
  await expect(form.getByText(TEXT.descriptionCounter(0))).toBeVisible();
  await form.getByLabel(ADMIN_TEXT.description).fill('Holds the cassette.');
  await expect(form.getByText(TEXT.descriptionCounter(19))).toBeVisible();
  await chooseCategory(page, form, 'Drivetrain');
  await expect(form.getByText(VALIDATION.categoryRequired)).toHaveCount(0);
  await form.getByRole('button', { name: ADMIN_TEXT.addTool }).click();
  await expect(page.getByText(NOTICE.toolAdded)).toBeVisible();
  await expect(form.getByLabel(ADMIN_TEXT.toolName)).toHaveValue('');

  // What the form wrote; the trigger's fields are proven in functions/test/catalogue.test.ts.
  const stored = (await adminDb().collection('tools').where('name', '==', name).get()).docs.map(
    (doc) =>
      Object.fromEntries(Object.entries(doc.data()).filter(([key]) => !SERVER_FIELDS.has(key))),
  );
  expect(stored).toEqual([
    {
      name,
      img: '/tools/chain-whip.svg',
      minimumOrder: 2,
      availableQuantity: 30,
      price: 12.5,
      description: 'Holds the cassette.',
      category: 'drivetrain',
      lowStockThreshold: LOW_STOCK_THRESHOLD,
      // The audit entry written in the same batch (docs/staff-and-roles.md).
      auditId: expect.any(String),
    },
  ]);
});

/** An admin on Add Tools: its form. */
async function addToolsForm(page: Page) {
  await signInByToken(page, await createUser({ admin: true }));
  await openAs(page, DASHBOARD_TEXT.addTools);
  return page.getByRole('form', { name: DASHBOARD_TEXT.addTools });
}

test('an admin adds a tool with sizes: made sold out, then given its sizes and their stock', async ({
  page,
}) => {
  const form = await addToolsForm(page);
  const name = `Sized Tool ${Date.now()}`;
  await fillByLabel(form, {
    [ADMIN_TEXT.toolName]: name,
    [ADMIN_TEXT.imageUrl]: '/tools/chain-whip.svg',
    [ADMIN_TEXT.minimumOrderField]: '1',
    [ADMIN_TEXT.priceField]: '10',
    [ADMIN_TEXT.description]: 'Hex keys by size.',
  });
  await chooseCategory(page, form, 'Multi-tools and keys');
  await form.getByLabel(VARIANT_TEXT.optionNameLabel).fill('Size');
  for (const [index, [value, stock]] of [
    ['4 mm', '3'],
    ['5 mm', '2'],
  ].entries()) {
    await form.getByRole('button', { name: VARIANT_TEXT.addValue }).click();
    await form.getByLabel(VARIANT_TEXT.valueNumbered(index + 1)).fill(value!);
    await form.getByLabel(VARIANT_TEXT.initialStockLabel).nth(index).fill(stock!);
  }
  await expect(form.getByText(VARIANT_TEXT.stockOfValues(5))).toBeVisible();
  await form.getByRole('button', { name: ADMIN_TEXT.addTool }).click();
  await expect(page.getByText(NOTICE.toolAdded)).toBeVisible();
  await expect(page.getByText(VARIANT_TEXT.optionSaved(name))).toBeVisible();

  const [stored] = (await adminDb().collection('tools').where('name', '==', name).get()).docs;
  expect(stored?.get('availableQuantity')).toBe(5);
  expect(stored?.get('option')).toMatchObject({
    name: 'Size',
    variants: [
      { value: '4 mm', stock: 3 },
      { value: '5 mm', stock: 2 },
    ],
  });
});

/** A 1x1 PNG: Storage takes PNG, JPEG and WebP only. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test("an admin uploads a tool image to Storage; the emulator's http:// address is refused at the door", async ({
  page,
}) => {
  const form = await addToolsForm(page);
  const name = `File Tool ${Date.now()}`;
  const image = { name: 'hex-key.png', mimeType: 'image/png', buffer: PNG_1X1 };
  await form.getByLabel(ADMIN_TEXT.toolName).fill(name);
  await form.getByLabel(ADMIN_TEXT.imageFile).setInputFiles(image);
  await form.getByLabel(ADMIN_TEXT.minimumOrderField).fill('1');
  await form.getByLabel(ADMIN_TEXT.availableQuantityField).fill('4');
  await form.getByLabel(ADMIN_TEXT.priceField).fill('20');
  await form.getByLabel(ADMIN_TEXT.description).fill('Eight keys.');
  await chooseCategory(page, form, 'Multi-tools and keys');

  // No Storage emulator runs here: the upload fails with a clear message and nothing is added.
  await form.getByRole('button', { name: ADMIN_TEXT.addTool }).click();
  await expect(page.getByText(NOTICE.imageUploadUnavailable)).toBeVisible();
  expect((await adminDb().collection('tools').where('name', '==', name).get()).size).toBe(0);

  // A Storage test double answers the upload, the metadata and the image itself.
  const uploads: string[] = [];
  await page.route(`${emulatorUrl('storage')}/**`, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' };
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const objectName =
      url.searchParams.get('name') ?? decodeURIComponent(url.pathname.split('/o/')[1] ?? '');
    if (url.searchParams.get('alt') === 'media') {
      return route.fulfill({ headers: cors, contentType: image.mimeType, body: image.buffer });
    }
    if (request.method() === 'POST') uploads.push(objectName);
    const bucket = url.pathname.split('/')[3];
    return route.fulfill({
      headers: cors,
      json: {
        name: objectName,
        bucket,
        generation: '1',
        metageneration: '1',
        contentType: image.mimeType,
        size: String(image.buffer.length),
        timeCreated: new Date().toISOString(),
        updated: new Date().toISOString(),
        downloadTokens: 'test-token',
      },
    });
  });
  await form.getByRole('button', { name: ADMIN_TEXT.addTool }).click();
  // Storage's download URLs are https:// in production; the emulator's are http://, which the
  // rules refuse like any other http: image: nothing is added.
  await expect(page.getByText(NOTICE.toolAddFailed)).toBeVisible();
  expect(uploads).toHaveLength(1);
  expect(uploads[0]).toMatch(/^tools\/.+hex-key\.png$/);
  expect((await adminDb().collection('tools').where('name', '==', name).get()).size).toBe(0);
});

test('an admin edits a tool in a dialog and deletes it after confirming', async ({ page }) => {
  const admin = await createUser({ admin: true });
  const tool = await createTool({ price: 15 });
  await signInByToken(page, admin);
  await openAs(page, DASHBOARD_TEXT.manageTools);
  const row = await findTool(page, tool.name);
  await expect(row).toContainText('$15');

  await row.getByRole('button', { name: ADMIN_TEXT.editTool(tool.name) }).click();
  const dialog = page.getByRole('dialog', { name: ADMIN_TEXT.editTool(tool.name) });
  await expect(dialog.getByLabel(ADMIN_TEXT.toolName)).toHaveValue(tool.name);
  await dialog.getByLabel(ADMIN_TEXT.priceField).fill('42');
  // The stock is shown, not edited: it moves by restocks alone.
  await expect(dialog.getByLabel(ADMIN_TEXT.availableQuantityField)).toHaveCount(0);
  await expect(dialog).toContainText(STOCK_TEXT.inStock(tool.availableQuantity));
  await expect(dialog.getByRole('combobox', { name: CATALOGUE_TEXT.category })).toHaveText(
    'Workshop',
  );
  await chooseCategory(page, dialog, 'Brakes');
  await dialog.getByRole('button', { name: DASHBOARD_TEXT.save }).click();
  await expect(page.getByText(NOTICE.toolUpdated(tool.name))).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('$42');
  expect((await adminDb().doc(`tools/${tool._id}`).get()).data()).toMatchObject({
    price: 42,
    availableQuantity: tool.availableQuantity,
    name: tool.name,
    category: 'brakes',
  });

  await row.getByRole('button', { name: ADMIN_TEXT.deleteTool(tool.name) }).click();
  const confirm = page.getByRole('dialog', { name: TEXT.areYouSure });
  await expect(confirm).toContainText(TEXT.confirmDeleteTool(tool.name));
  await expect(confirm).toContainText(TEXT.deletedToolCannotBeUndone);
  await confirm.getByRole('button', { name: DASHBOARD_TEXT.delete }).click();
  await expect(page.getByText(NOTICE.toolDeleted(tool.name))).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await adminDb().doc(`tools/${tool._id}`).get()).exists).toBe(false);
});

test('an admin restocks a tool by +N/-N with a reason and reads its stock history', async ({
  page,
}) => {
  const admin = await createUser({ admin: true });
  const tool = await createTool({ availableQuantity: 4, minimumOrder: 1 });
  await signInByToken(page, admin);
  await openAs(page, DASHBOARD_TEXT.manageTools);
  const row = await findTool(page, tool.name);
  await row.getByRole('button', { name: STOCK_TEXT.restock(tool.name) }).click();
  const dialog = page.getByRole('dialog', { name: STOCK_TEXT.restock(tool.name) });
  await expect(dialog).toContainText(STOCK_TEXT.inStock(4));
  await expect(dialog).toContainText(STOCK_TEXT.noHistory);
  const form = dialog.getByRole('form', { name: STOCK_TEXT.restock(tool.name) });

  // Bad input is refused in the form with the domain's words, and changes nothing.
  await form.getByLabel(STOCK_TEXT.delta).fill('0');
  await form.getByRole('button', { name: STOCK_TEXT.apply }).click();
  await expect(form.getByText(VALIDATION.stockDeltaZero)).toBeVisible();
  await expect(form.getByText(VALIDATION.stockReasonRequired)).toBeVisible();

  await form.getByLabel(STOCK_TEXT.delta).fill('+6');
  await form.getByLabel(STOCK_TEXT.reason).fill('Delivery from the wholesaler');
  await form.getByRole('button', { name: STOCK_TEXT.apply }).click();
  await expect(page.getByText(STOCK_TEXT.restocked(tool.name, 10))).toBeVisible();
  await expect(dialog).toContainText(STOCK_TEXT.inStock(10));

  // The server refuses a stock below 0 in the domain's words.
  await form.getByLabel(STOCK_TEXT.delta).fill('-11');
  await form.getByLabel(STOCK_TEXT.reason).fill('Stocktake');
  await form.getByRole('button', { name: STOCK_TEXT.apply }).click();
  await expect(page.getByText(API_ERROR.stockBelowZero)).toBeVisible();

  await form.getByLabel(STOCK_TEXT.delta).fill('-2');
  await form.getByLabel(STOCK_TEXT.reason).fill('Damaged in the workshop');
  await form.getByRole('button', { name: STOCK_TEXT.apply }).click();
  await expect(dialog).toContainText(STOCK_TEXT.inStock(8));

  // The history, newest first: the change, the stock after it and the reason.
  const history = dialog.getByRole('table', { name: STOCK_TEXT.history(tool.name) });
  const rows = history.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('-2');
  await expect(rows.nth(1)).toContainText('Damaged in the workshop');
  await expect(rows.nth(1).getByRole('cell').nth(2)).toHaveText('8');
  await expect(rows.nth(2)).toContainText('+6');
  await expect(rows.nth(2).getByRole('cell').nth(2)).toHaveText('10');
  expect((await adminDb().doc(`tools/${tool._id}`).get()).get('availableQuantity')).toBe(8);
  await dialog.getByRole('button', { name: STOCK_TEXT.close }).click();
  // The table's stock column (the fifth) follows the live stock.
  await expect(row.getByRole('cell').nth(4)).toHaveText('8');
});

test('an admin ships a paid order and the customer sees it confirmed without a reload', async ({
  openPage,
}) => {
  // Two browsers, an order, and the ship dialog: more than one page's worth of steps.
  test.setTimeout(90_000);
  const [admin, rider] = await Promise.all([createUser({ admin: true }), createUser()]);
  const tool = await createTool({ minimumOrder: 1 });
  const customer = await openPage();
  await signInByToken(customer, rider);
  await orderTool(customer, tool._id, 2);
  await customer.goto('/dashboard/orders');
  const order = customer.getByRole('listitem', { name: tool.name });
  await expect(order.getByRole('link', { name: DASHBOARD_TEXT.pay })).toBeVisible();

  // The payment is the server's business: mark the order paid as the server would.
  await markOnlyOrderPaid(rider.uid, 'pi_test_paid');
  await expect(order.getByText(TEXT.pending, { exact: true })).toBeVisible();
  await expect(order.getByText(TEXT.paid, { exact: true })).toBeVisible();
  await expect(order).toContainText('pi_test_paid');
  await expect(order.getByRole('button', { name: DASHBOARD_TEXT.delete })).toBeDisabled();
  await expect(order.getByRole('link', { name: DASHBOARD_TEXT.pay })).toHaveCount(0);

  const page = await openPage();
  await signInByToken(page, admin);
  await openAs(page, DASHBOARD_TEXT.manageOrders);
  const row = await findOnPages(page, page.getByRole('row').filter({ hasText: rider.name }));
  await expect(row).toContainText(tool.name);
  await expect(row.getByRole('button', { name: TEXT.paid })).toBeDisabled();
  await row.getByRole('button', { name: TEXT.pendingButton }).click();
  // Shipped without tracking: the dialog's fields are optional.
  await page.getByRole('dialog').getByRole('button', { name: SHIPMENT_TEXT.ship }).click();
  // ' successfully shipped' names the order: its tool and its customer.
  await expect(page.getByText(NOTICE.shipped(`${tool.name} for ${rider.name}`))).toBeVisible();
  await expect(row.getByRole('button', { name: TEXT.shipped })).toBeDisabled();

  await expect(order.getByText(TEXT.confirmed, { exact: true })).toBeVisible();
  await expect(order.getByText(TEXT.pending, { exact: true })).toHaveCount(0);
});

test("new orders arriving while a row's dialog is open leave it open; the page moves on after", async ({
  page,
}) => {
  // An order paid and returned, its dialog, then a page's worth of newer orders.
  test.setTimeout(90_000);
  const [admin, rider, ...buyers] = await Promise.all([
    createUser({ admin: true }),
    ...Array.from({ length: 1 + PAGE_SIZE / MAX_OPEN_ORDERS }, () => createUser()),
  ]);
  const tool = await createTool({ minimumOrder: 1, availableQuantity: 100 });
  // An order shipped, its return requested and approved: 'Mark received' opens a dialog of the
  // row itself.
  const orderId = await placeAndPay(rider!, tool._id, 1);
  await forwardWebhooks(orderId);
  const [adminToken, riderToken] = await Promise.all([admin!.token(), rider!.token()]);
  const steps: [string, string, string, unknown?][] = [
    ['PUT', `/manageorder/${orderId}`, adminToken],
    ['POST', `/order/${orderId}/return`, riderToken, { reason: 'wrongSize', comment: '' }],
    ['POST', `/manageorder/${orderId}/return/approve`, adminToken],
  ];
  for (const [method, path, token, body] of steps) {
    expect((await api(method, path, { token, body })).status).toBe(200);
  }
  await signInByToken(page, admin!);
  await openAs(page, DASHBOARD_TEXT.manageOrders);
  const row = await findOnPages(page, page.getByRole('row').filter({ hasText: rider!.name }));
  await row.getByRole('button', { name: RETURN_TEXT.receive }).click();
  const dialog = page.getByRole('dialog', { name: RETURN_TEXT.receiveTitle(tool.name) });
  await expect(dialog.getByLabel(RETURN_TEXT.refundAmount)).toBeVisible();
  await dialog.getByLabel(ROLE_TEXT.reason).fill('Returned unused');

  // A page's worth of newer orders would push the row to the next page of the live list. A
  // listener hears of a commit within milliseconds: the dialog must still be open seconds later.
  // They are written as the engine stores a held order: placing and paying them is proven elsewhere.
  await Promise.all(
    buyers.flatMap((buyer) =>
      Array.from({ length: MAX_OPEN_ORDERS }, () => createUnpaidOrder(buyer!, tool, 1)),
    ),
  );
  await page.waitForTimeout(3_000);
  await dialog.getByRole('button', { name: RETURN_TEXT.receive }).click();
  await expect(page.getByText(RETURN_TEXT.received)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // Let go, the page shows the newest orders: the returned one has moved on.
  await expect(page.getByRole('row').filter({ hasText: buyers[0]!.name })).not.toHaveCount(0);
  await expect(row).toHaveCount(0);
  // Received with the dialog's default: the whole price refunded.
  const stored = await adminDb().collection('orders').doc(orderId).get();
  expect(stored.get('status')).toBe('refunded');
});
