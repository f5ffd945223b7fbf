import { formatPrice } from '@pedalworks/domain/format';
import { DASHBOARD_TEXT, NOTICE, TEXT } from '@pedalworks/domain/messages';
import { PAYMENT_TEXT } from '@pedalworks/domain/payments';
import { STOCK_WAIT_TEXT, stockWaiterPath } from '@pedalworks/domain/stock-waits';
import type { Tool, ToolOption } from '@pedalworks/domain/types';
import { orderLineName, VARIANT_TEXT } from '@pedalworks/domain/variants';
import { expect, test, type Page } from './support/test';
import { adminDb, createTool, createUser } from '../tests/support/emulators';
import { TEST_CARDS, fillCard, routeStripe } from './doubles/stripe-js';
import { signInByToken } from './support/session';
import { findOnPages } from './support/shop';

/** A hex key in three sizes: 4 mm sold out, 5 mm dearer than the tool, 6 mm at its price. */
const SIZES: ToolOption = {
  name: 'Size',
  variants: [
    { id: 'v4', value: '4 mm', stock: 0 },
    { id: 'v5', value: '5 mm', stock: 4, price: 12.5 },
    { id: 'v6', value: '6 mm', stock: 5 },
  ],
};

const createSizedTool = () =>
  createTool({ price: 10, minimumOrder: 1, availableQuantity: 9, option: SIZES });

const lineName = (tool: Tool, value: string) =>
  orderLineName({ toolName: tool.name, optionName: 'Size', variantValue: value });

/** The tool page's picker, its price and its stock. */
function toolPage(page: Page, tool: Tool) {
  const details = page.getByRole('article', { name: tool.name });
  return {
    sizes: page.getByRole('group', { name: VARIANT_TEXT.pick('Size') }),
    price: details.getByText(`${DASHBOARD_TEXT.price}:`),
    stock: details.getByText(`${DASHBOARD_TEXT.availableQuantity}:`),
    form: page.getByRole('form', { name: DASHBOARD_TEXT.orderForm }),
  };
}

test('a customer picks a size, sees its price and stock, orders and pays it; both order lists name the size', async ({
  page,
  openPage,
}) => {
  test.setTimeout(120_000);
  const [customer, admin] = await Promise.all([createUser(), createUser({ admin: true })]);
  const tool = await createSizedTool();
  await routeStripe(page);
  await signInByToken(page, customer);
  await page.goto(`/tool/${tool._id}`);
  const { sizes, price, stock, form } = toolPage(page, tool);

  // The first size that can be ordered shows first; the sold-out one stays, saying so.
  await expect(sizes.getByRole('button', { name: '5 mm' })).toHaveAttribute('aria-pressed', 'true');
  await expect(sizes.getByRole('button', { name: /^4 mm/ })).toContainText(VARIANT_TEXT.soldOut);
  await sizes.getByRole('button', { name: '6 mm' }).click();
  await expect(price).toContainText(formatPrice(10));
  await expect(stock).toContainText('5');
  await sizes.getByRole('button', { name: '5 mm' }).click();
  await expect(page).toHaveURL(new RegExp(`/tool/${tool._id}\\?variant=v5$`));
  await expect(price).toContainText(formatPrice(12.5));
  await expect(stock).toContainText('4');

  // The order form takes the size's bounds: 5 is more than its stock of 4.
  await expect(form.getByRole('textbox', { name: 'Size' })).toHaveValue('5 mm');
  const quantity = form.getByLabel(DASHBOARD_TEXT.orderQuantity);
  await quantity.fill('5');
  await expect(form.getByRole('button', { name: DASHBOARD_TEXT.add })).toBeDisabled();
  await quantity.fill('2');
  await expect(form).toContainText(formatPrice(25));
  await form.getByLabel(DASHBOARD_TEXT.phone).fill('0123456789');
  await form.getByLabel(DASHBOARD_TEXT.address).fill('1 Chain Street');
  await form.getByRole('button', { name: DASHBOARD_TEXT.add }).click();
  await expect(page.getByText(NOTICE.orderAdded)).toBeVisible();
  // The size's stock drops live; the other sizes keep theirs.
  await expect(stock).toContainText('2');
  const stored = (await adminDb().doc(`tools/${tool._id}`).get()).data() as Tool;
  expect(stored.option?.variants.map((variant) => variant.stock)).toEqual([0, 2, 5]);
  expect(stored.availableQuantity).toBe(7);

  const name = lineName(tool, '5 mm');
  await page.goto('/dashboard/orders');
  const item = page.getByRole('listitem', { name });
  await expect(item).toContainText(name);
  await expect(item).toContainText(formatPrice(25));
  await item.getByRole('link', { name: DASHBOARD_TEXT.pay }).click();
  const summary = page.getByRole('region', { name: TEXT.youPayFor });
  await expect(summary.getByRole('heading', { name })).toBeVisible();
  const checkout = page.getByRole('region', { name: PAYMENT_TEXT.paymentDetails });
  await fillCard(checkout, TEST_CARDS.visa);
  await checkout.getByRole('button', { name: DASHBOARD_TEXT.pay }).click();
  await expect(checkout.getByText(TEXT.paymentCompleted(name))).toBeVisible();

  await page.getByRole('link', { name: DASHBOARD_TEXT.myOrders }).click();
  await expect(item.getByText(TEXT.paid, { exact: true })).toBeVisible();

  const adminPage = await openPage();
  await signInByToken(adminPage, admin);
  await adminPage.goto('/dashboard/manageOrder');
  const row = await findOnPages(adminPage, adminPage.getByRole('row').filter({ hasText: name }));
  await expect(row).toContainText(TEXT.paid);
});

test("a sold-out size offers 'E-mail me when it is back' for that size, and its order form cannot be sent", async ({
  page,
}) => {
  const customer = await createUser();
  const tool = await createSizedTool();
  await signInByToken(page, customer);
  await page.goto(`/tool/${tool._id}`);
  const { sizes, stock, form } = toolPage(page, tool);

  await sizes.getByRole('button', { name: /^4 mm/ }).click();
  await expect(stock).toContainText('0');
  await expect(form.getByRole('button', { name: DASHBOARD_TEXT.add })).toBeDisabled();
  const wait = page.getByRole('region', { name: STOCK_WAIT_TEXT.heading });
  await wait.getByRole('button', { name: STOCK_WAIT_TEXT.notifyMe }).click();
  await expect(page.getByText(STOCK_WAIT_TEXT.waitSet(lineName(tool, '4 mm')))).toBeVisible();
  await expect(wait.getByText(STOCK_WAIT_TEXT.waiting)).toBeVisible();
  await expect
    .poll(async () => (await adminDb().doc(stockWaiterPath(tool._id, customer.uid)).get()).data())
    .toMatchObject({ toolId: tool._id, variantId: 'v4', confirmed: true });

  // A size in stock has no such offer.
  await sizes.getByRole('button', { name: '6 mm' }).click();
  await expect(page.getByRole('region', { name: STOCK_WAIT_TEXT.heading })).toHaveCount(0);
  await expect(form.getByRole('button', { name: DASHBOARD_TEXT.add })).toBeEnabled();
});
