import { randomUUID } from 'node:crypto';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import { formatPrice } from '@pedalworks/domain/format';
import { PAYMENT_MAIL_TEXT } from '@pedalworks/domain/mail';
import { DASHBOARD_TEXT, NOTICE } from '@pedalworks/domain/messages';
import { CHECKOUT_TEXT, PAYMENT_TEXT } from '@pedalworks/domain/payments';
import {
  DISCOUNT_TEXT,
  DISCOUNTS_PAGE_TEXT,
  PRICE_TEXT,
  SHIPPING_PAGE_TEXT,
  SHIPPING_TEXT,
  receiptRows,
  type ShippingZone,
} from '@pedalworks/domain/pricing';
import {
  SALES_TEXT,
  dayKey,
  emptyDay,
  netRevenueCents,
  sumSalesDocs,
} from '@pedalworks/domain/sales';
import type { Order } from '@pedalworks/domain/types';
import { expect, test, type Locator, type Page } from './support/test';
import {
  adminDb,
  api,
  createTool,
  createUser,
  type TestUser,
  TRIGGER_POLL,
} from '../tests/support/emulators';
import { mailsWith } from '../tests/support/mail';
import { TEST_CARDS, fillCard, routeStripe } from './doubles/stripe-js';
import { signInByToken } from './support/session';

const dollars = (cents: number) => formatPrice(cents / 100);

/** The zones are the whole shop's: this test's own, by name, is deleted at its end. */
const ZONE_PREFIX = 'e2e Canada';

async function zonesOfThisTest() {
  const zones = (await (await api('GET', '/shipping-zone')).json()) as (ShippingZone & {
    _id: string;
  })[];
  return zones.filter((zone) => zone.name.startsWith(ZONE_PREFIX));
}

async function deleteZonesOfThisTest(admin: TestUser) {
  const token = await admin.token();
  for (const zone of await zonesOfThisTest()) {
    await api('DELETE', `/shipping-zone/${zone._id}`, { token });
  }
}

/** Today's sums in the sales counters (every shard), as the sales page adds them. */
async function todaysFigures() {
  const sales = await adminDb().collection(COLLECTIONS.sales).get();
  return sumSalesDocs(sales.docs.map((doc) => doc.data())).days[dayKey(new Date())] ?? emptyDay();
}

/** The value of a row of the price summary (Subtotal, Shipping to Canada…). */
const figure = (price: Locator, label: RegExp) =>
  price.getByRole('row', { name: label }).getByRole('cell');

async function addZoneOnPage(page: Page, name: string) {
  await page.goto('/dashboard/shipping');
  await page.getByRole('button', { name: SHIPPING_PAGE_TEXT.add }).click();
  const dialog = page.getByRole('dialog', { name: SHIPPING_PAGE_TEXT.addTitle });
  // The label reads 'Name *' (required); the fallback box's label also holds 'name'.
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
  await dialog.getByRole('combobox', { name: SHIPPING_PAGE_TEXT.countries }).click();
  await page.getByRole('option', { name: 'Canada' }).click();
  await page.keyboard.press('Escape');
  await dialog.getByLabel(SHIPPING_PAGE_TEXT.rate).fill('9');
  await dialog.getByLabel(SHIPPING_PAGE_TEXT.freeFrom).fill('1000');
  await dialog.getByRole('button', { name: SHIPPING_PAGE_TEXT.save }).click();
  await expect(page.getByText(SHIPPING_PAGE_TEXT.saved(name))).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Canada');
  await expect(row).toContainText(formatPrice(9));
  await expect(row).toContainText(formatPrice(1000));
}

async function addCodeOnPage(page: Page, code: string) {
  await page.goto('/dashboard/discounts');
  await page.getByRole('button', { name: DISCOUNTS_PAGE_TEXT.create }).click();
  const dialog = page.getByRole('dialog', { name: DISCOUNTS_PAGE_TEXT.createTitle });
  await dialog.getByRole('textbox', { name: /^Code/ }).fill(code.toLowerCase());
  await dialog.getByLabel(DISCOUNTS_PAGE_TEXT.amountPercent).fill('10');
  await dialog.getByRole('button', { name: DISCOUNTS_PAGE_TEXT.submit }).click();
  await expect(page.getByText(DISCOUNTS_PAGE_TEXT.created(code))).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText(DISCOUNTS_PAGE_TEXT.percentOff(10));
  await expect(row).toContainText(DISCOUNTS_PAGE_TEXT.used(0));
  return row;
}

test('the whole price: shipping to Canada, a 10% code, one payment, the same total on the receipt', async ({
  page,
  openPage,
}) => {
  test.setTimeout(180_000);
  const [admin, customer] = await Promise.all([createUser({ admin: true }), createUser()]);
  const [wrench, stand] = await Promise.all([
    createTool({ price: 20, minimumOrder: 1, availableQuantity: 10 }),
    createTool({ price: 40, minimumOrder: 1, availableQuantity: 10 }),
  ]);
  const zoneName = `${ZONE_PREFIX} ${randomUUID().slice(0, 6)}`;
  const code = `E2E-${randomUUID().slice(0, 8).toUpperCase()}`;
  // A zone left by a run that was stopped would hold Canada: this test's zones only.
  await deleteZonesOfThisTest(admin);
  try {
    // The admin sets up shipping to Canada ($9, free from $1,000) and a 10% code on the pages.
    const adminPage = await openPage();
    await signInByToken(adminPage, admin);
    await addZoneOnPage(adminPage, zoneName);
    const codeRow = await addCodeOnPage(adminPage, code);

    // The customer orders one tool on its page, shipped to Canada, and another through the API.
    await routeStripe(page);
    await signInByToken(page, customer);
    await page.goto(`/tool/${wrench._id}`);
    const form = page.getByRole('form', { name: DASHBOARD_TEXT.orderForm });
    await form.getByLabel(DASHBOARD_TEXT.phone).fill('+1 416 555 0100');
    await form.getByLabel(DASHBOARD_TEXT.address).fill('1 Yonge Street, Toronto');
    await form.getByRole('combobox', { name: SHIPPING_TEXT.country }).click();
    await page.getByRole('option', { name: 'Canada' }).click();
    await form.getByRole('button', { name: DASHBOARD_TEXT.add }).click();
    await expect(page.getByText(NOTICE.orderAdded)).toBeVisible();
    const placed = await api('POST', '/order', {
      token: await customer.token(),
      body: {
        toolId: stand._id,
        orderedQuantity: 1,
        phone: '+1 416 555 0100',
        address: '1 Yonge Street, Toronto',
        country: 'CA',
      },
    });
    expect(placed.status).toBe(201);
    expect(((await placed.json()) as Order).country).toBe('CA');

    // Pay all quotes $60 of tools and $9 of shipping before paying.
    await page.goto('/dashboard/checkout');
    const price = page.getByRole('region', { name: PRICE_TEXT.summary });
    await expect(figure(price, /^Subtotal/)).toHaveText(formatPrice(60));
    await expect(figure(price, /^Shipping to Canada/)).toHaveText(formatPrice(9));
    await expect(figure(price, /^Total/)).toHaveText(formatPrice(69));
    const checkout = page.getByRole('region', { name: PAYMENT_TEXT.paymentDetails });
    await expect(
      checkout.getByRole('button', { name: CHECKOUT_TEXT.payTotal(formatPrice(69)) }),
    ).toBeEnabled();

    // A code the shop does not know is refused under the field; the shop's code applies.
    const codeField = price.getByLabel(PRICE_TEXT.code);
    await codeField.fill('NO-SUCH-CODE');
    await price.getByRole('button', { name: PRICE_TEXT.apply }).click();
    await expect(price.getByText(DISCOUNT_TEXT.unknown)).toBeVisible();
    await codeField.fill(code.toLowerCase());
    await price.getByRole('button', { name: PRICE_TEXT.apply }).click();
    await expect(figure(price, new RegExp(`^Discount \\(${code}\\)`))).toHaveText(
      `−${formatPrice(6)}`,
    );
    await expect(figure(price, /^Shipping to Canada/)).toHaveText(formatPrice(9));
    await expect(figure(price, /^Total/)).toHaveText(formatPrice(63));

    // One payment of the new total, by the new intent.
    const discountedBefore = (await todaysFigures()).discountCents;
    const pay = checkout.getByRole('button', { name: CHECKOUT_TEXT.payTotal(formatPrice(63)) });
    await expect(pay).toBeEnabled();
    await fillCard(checkout, TEST_CARDS.visa);
    await pay.click();
    await expect(page).toHaveURL(/\/dashboard\/checkout\/\w+\/result$/);
    await expect(page.getByText(CHECKOUT_TEXT.allPaid)).toBeVisible();
    await expect(page.getByText(CHECKOUT_TEXT.outcome.paid, { exact: true })).toHaveCount(2);

    // My Orders shows each order's share.
    await page.getByRole('link', { name: CHECKOUT_TEXT.backToOrders }).click();
    const wrenchRow = page.getByRole('listitem', { name: wrench.name });
    await expect(wrenchRow).toContainText(PRICE_TEXT.shares(200, 300));
    await expect(page.getByRole('listitem', { name: stand.name })).toContainText(
      PRICE_TEXT.shares(400, 600),
    );
    await wrenchRow.getByRole('link', { name: CHECKOUT_TEXT.receipt }).click();

    // The printable receipt and the receipt mail show the same four figures.
    const rows = receiptRows({
      subtotalCents: 6000,
      discountCents: 600,
      shippingCents: 900,
      totalCents: 6300,
    });
    expect(rows.map(([, amount]) => amount)).toEqual([
      dollars(6000),
      `−${dollars(600)}`,
      dollars(900),
      dollars(6300),
    ]);
    const receipt = page.getByRole('article', { name: CHECKOUT_TEXT.receiptTitle });
    for (const [label, amount] of rows) {
      await expect(
        receipt.getByRole('row', { name: new RegExp(`^${label} `) }).getByRole('cell'),
      ).toHaveText(amount);
    }
    const subject = PAYMENT_MAIL_TEXT.subject.receipt(dollars(6300));
    await expect
      .poll(async () => await mailsWith(customer.email, subject), TRIGGER_POLL)
      .toHaveLength(1);
    const [mail] = await mailsWith(customer.email, subject);
    for (const [label, amount] of rows) expect(mail!.text).toContain(`${label}: ${amount}`);

    // The Discounts page counts the use.
    await expect(async () => {
      await adminPage.reload();
      await expect(codeRow).toContainText(DISCOUNTS_PAGE_TEXT.used(1), { timeout: 2000 });
    }).toPass({ timeout: 30_000 });

    // The sales page: today's revenue is the counters' net of the discount, shipping apart.
    // Other tests pay meanwhile, so the page and the counters are read until they agree.
    expect((await todaysFigures()).discountCents - discountedBefore).toBe(600);
    await adminPage.goto('/dashboard/sales');
    const today = adminPage
      .getByRole('table', { name: SALES_TEXT.revenueTable })
      .getByRole('row', { name: new RegExp(`^${dayKey(new Date())}`) });
    await expect(async () => {
      const day = await todaysFigures();
      await expect(today.getByRole('cell').nth(0)).toHaveText(dollars(netRevenueCents(day)), {
        timeout: 2000,
      });
      await expect(today.getByRole('cell').nth(1)).toHaveText(dollars(day.shippingCents), {
        timeout: 2000,
      });
    }).toPass({ timeout: 30_000 });
  } finally {
    await deleteZonesOfThisTest(admin);
  }
  expect(await zonesOfThisTest()).toEqual([]);
});

test('the payment page keeps an applied code in its address: a reload shows the same discount', async ({
  page,
}) => {
  const [admin, customer] = await Promise.all([createUser({ admin: true }), createUser()]);
  const tool = await createTool({ price: 30, minimumOrder: 1, availableQuantity: 10 });
  const code = `E2E-${randomUUID().slice(0, 8).toUpperCase()}`;
  const created = await api('POST', '/discount-code', {
    token: await admin.token(),
    body: { code, kind: 'percent', amount: 10 },
  });
  expect(created.status).toBe(201);
  const placed = await api('POST', '/order', {
    token: await customer.token(),
    body: { toolId: tool._id, orderedQuantity: 1, phone: '+1 555 0100', address: '1 Main St' },
  });
  expect(placed.status).toBe(201);
  const order = (await placed.json()) as Order;

  await routeStripe(page);
  await signInByToken(page, customer);
  await page.goto(`/dashboard/payment/${order._id}`);
  const price = page.getByRole('region', { name: PRICE_TEXT.summary });
  await expect(figure(price, /^Total/)).toHaveText(formatPrice(30));
  await price.getByLabel(PRICE_TEXT.code).fill(code.toLowerCase());
  await price.getByRole('button', { name: PRICE_TEXT.apply }).click();
  const discount = figure(price, new RegExp(`^Discount \\(${code}\\)`));
  await expect(discount).toHaveText(`−${formatPrice(3)}`);
  await expect(page).toHaveURL(new RegExp(`\\?code=${code}$`));

  await page.reload();
  await expect(discount).toHaveText(`−${formatPrice(3)}`);
  await expect(figure(price, /^Total/)).toHaveText(formatPrice(27));
  await expect(price.getByText(PRICE_TEXT.applied(code))).toBeVisible();
});
