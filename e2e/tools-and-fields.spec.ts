import { randomUUID } from 'node:crypto';
import { formatPrice } from '@pedalworks/domain/format';
import { DASHBOARD_TEXT, NOTICE, TEXT } from '@pedalworks/domain/messages';
import { ADMIN_TEXT } from '@pedalworks/domain/admin';
import { VALIDATION } from '@pedalworks/domain/form-messages';
import { expect, test, type Page } from './support/test';
import { adminDb, createTool, createUser } from '../tests/support/emulators';
import { fillByLabel } from './support/forms';
import { findTool, warmUpApi } from './support/shop';
import { signInByToken } from './support/session';

test.beforeAll(warmUpApi);

const toolFields = (name: string) => ({
  [ADMIN_TEXT.toolName]: name,
  [ADMIN_TEXT.imageUrl]: 'https://example.test/gauge.png',
  [ADMIN_TEXT.minimumOrderField]: '2',
  [ADMIN_TEXT.availableQuantityField]: '10',
  [ADMIN_TEXT.priceField]: '12',
  [ADMIN_TEXT.description]: 'Checks the gauge.',
});

async function openAddTools(page: Page) {
  await page.goto('/dashboard/addTool');
  return page.getByRole('form', { name: DASHBOARD_TEXT.addTools });
}

test('Add Tools refuses a minimum order above the stock and nonsense numbers, each with its own message', async ({
  page,
}) => {
  const admin = await createUser({ admin: true });
  await signInByToken(page, admin);
  const form = await openAddTools(page);
  const name = `Refused Tool ${randomUUID().slice(0, 8)}`;
  await fillByLabel(form, toolFields(name));
  const submit = form.getByRole('button', { name: ADMIN_TEXT.addTool });

  for (const [fields, message] of [
    [{ [ADMIN_TEXT.minimumOrderField]: '11' }, VALIDATION.minimumOrderAboveStock],
    [{ [ADMIN_TEXT.minimumOrderField]: '1.5' }, VALIDATION.minimumOrderWhole],
    [{ [ADMIN_TEXT.availableQuantityField]: '2.5' }, VALIDATION.availableQuantityWhole],
    [{ [ADMIN_TEXT.priceField]: '-3' }, VALIDATION.pricePositive],
    [{ [ADMIN_TEXT.imageUrl]: 'javascript:alert(1)' }, VALIDATION.toolImageUrl],
  ] as const) {
    await fillByLabel(form, { ...toolFields(name), ...fields });
    await submit.click();
    await expect(form.getByText(message)).toBeVisible();
  }
  await expect(page.getByText(NOTICE.toolAddFailed)).toHaveCount(0);
  expect((await adminDb().collection('tools').where('name', '==', name).get()).size).toBe(0);
});

test('the edit dialog refuses a minimum order above the stock', async ({ page }) => {
  const admin = await createUser({ admin: true });
  // Named to sort on the first page of the table, which other tests' tools keep growing.
  const tool = await createTool({
    name: `Aa Edit ${randomUUID().slice(0, 8)}`,
    minimumOrder: 2,
    availableQuantity: 5,
  });
  await signInByToken(page, admin);
  await page.goto('/dashboard/manageTool');
  const row = await findTool(page, tool.name);
  await row.getByRole('button', { name: ADMIN_TEXT.editTool(tool.name) }).click();
  const dialog = page.getByRole('dialog', { name: ADMIN_TEXT.editTool(tool.name) });
  await dialog.getByLabel(ADMIN_TEXT.minimumOrderField).fill('6');
  await dialog.getByRole('button', { name: DASHBOARD_TEXT.save }).click();
  await expect(dialog.getByText(VALIDATION.minimumOrderAboveStock)).toBeVisible();
  expect((await adminDb().doc(`tools/${tool._id}`).get()).get('minimumOrder')).toBe(2);
});

test("a tool whose stock is below its minimum order says 'Out of stock' on its card, its page and its form", async ({
  page,
}) => {
  const tool = await createTool({
    name: `Aa Sold Out ${randomUUID().slice(0, 8)}`,
    minimumOrder: 6,
    availableQuantity: 5,
  });
  await page.goto('/allTool');
  const grid = page.getByRole('region', { name: TEXT.featuredTools });
  const card = grid.getByRole('article', { name: tool.name });
  const loadMore = page.getByRole('button', { name: 'Load more' });
  await expect(grid.getByRole('article').first()).toBeVisible();
  while (!(await card.isVisible())) await loadMore.click();
  await expect(card.getByText(DASHBOARD_TEXT.outOfStock)).toBeVisible();

  const rider = await createUser();
  await signInByToken(page, rider);
  await page.goto(`/tool/${tool._id}`);
  await expect(page.getByRole('article').getByText(DASHBOARD_TEXT.outOfStock)).toBeVisible();
  const form = page.getByRole('form', { name: DASHBOARD_TEXT.orderForm });
  await expect(form.getByText(DASHBOARD_TEXT.outOfStock)).toBeVisible();
  await expect(form.getByText(VALIDATION.orderQuantityMax(5))).toHaveCount(0);
  await expect(form.getByRole('button', { name: DASHBOARD_TEXT.add })).toBeDisabled();
});

test('the order form shows the total, and says a quantity must be whole and a phone a phone number', async ({
  page,
}) => {
  const rider = await createUser();
  const tool = await createTool({ price: 12.5, minimumOrder: 2, availableQuantity: 10 });
  await signInByToken(page, rider);
  await page.goto(`/tool/${tool._id}`);
  const form = page.getByRole('form', { name: DASHBOARD_TEXT.orderForm });
  await expect(form).toContainText(`${DASHBOARD_TEXT.orderTotal}: ${formatPrice(25)}`);
  const quantity = form.getByLabel(DASHBOARD_TEXT.orderQuantity);
  await quantity.fill('3');
  await expect(form).toContainText(`${DASHBOARD_TEXT.orderTotal}: ${formatPrice(37.5)}`);
  await quantity.fill('2.5');
  await expect(form.getByText(VALIDATION.orderQuantityWhole)).toBeVisible();
  await expect(form.getByRole('button', { name: DASHBOARD_TEXT.add })).toBeDisabled();
  await quantity.fill('3');
  await fillByLabel(form, {
    [DASHBOARD_TEXT.phone]: 'call me maybe',
    [DASHBOARD_TEXT.address]: '1 Chain Street',
  });
  await form.getByRole('button', { name: DASHBOARD_TEXT.add }).click();
  await expect(form.getByText(VALIDATION.phoneInvalid)).toBeVisible();
  expect((await adminDb().collection('orders').where('uid', '==', rider.uid).get()).size).toBe(0);
});

test('My Profile says what a phone number and a LinkedIn URL look like, and saves neither wrong', async ({
  page,
}) => {
  const rider = await createUser();
  await signInByToken(page, rider);
  await page.goto('/dashboard');
  const form = page.getByRole('form', { name: DASHBOARD_TEXT.myProfile });
  await fillByLabel(form, {
    [DASHBOARD_TEXT.education]: 'BSc',
    [DASHBOARD_TEXT.linkedin]: 'not a url',
    [DASHBOARD_TEXT.phone]: 'call me',
    [DASHBOARD_TEXT.city]: 'Portland',
    [DASHBOARD_TEXT.district]: 'Multnomah',
  });
  await form.getByRole('button', { name: DASHBOARD_TEXT.update }).click();
  await expect(form.getByText(VALIDATION.linkedinInvalid)).toBeVisible();
  await expect(form.getByText(VALIDATION.phoneInvalid)).toBeVisible();
  expect((await adminDb().doc(`users/${rider.uid}`).get()).get('phone')).toBe('');
});
