/**
 * Staff roles in the browser (issue 55): each role's menu, a fulfilment account that ships but
 * is told which right Manage Tools needs, and an admin's role changes found in Activity.
 */
import { readFile } from 'node:fs/promises';
import { DASHBOARD_TEXT, NOTICE, TEXT } from '@pedalworks/domain/messages';
import { DISCOUNTS_PAGE_TEXT, SHIPPING_PAGE_TEXT } from '@pedalworks/domain/pricing';
import { REVIEW_TEXT } from '@pedalworks/domain/reviews';
import { AUDIT_ACTION_TEXT, ROLE_TEXT, type Role } from '@pedalworks/domain/roles';
import { SAVED_TEXT } from '@pedalworks/domain/saved';
import { SHIPMENT_TEXT } from '@pedalworks/domain/shipment';
import { STAFF_PAGE_TEXT } from '@pedalworks/domain/staff-pages';
import { ORDER_TEXT } from '@pedalworks/domain/form-messages';
import { expect, test, type Page } from './support/test';
import { forwardWebhooks } from '../tests/doubles/stripe-events';
import { adminAuth, createTool, createUser } from '../tests/support/emulators';
import { placeAndPay } from '../tests/support/orders';
import { signInByToken, submitLogin } from './support/session';
import { findOnPages, findUser, warmUpApi } from './support/shop';
import { createStaff } from './support/staff';

test.beforeAll(warmUpApi);

const menu = (page: Page) => page.getByRole('navigation', { name: DASHBOARD_TEXT.dashboard });

/** What each role's side menu holds, in order: written out, not derived from the rights table. */
const MENUS: Record<Role, string[]> = {
  admin: [
    DASHBOARD_TEXT.allUsers,
    DASHBOARD_TEXT.addTools,
    DASHBOARD_TEXT.manageOrders,
    DASHBOARD_TEXT.manageTools,
    REVIEW_TEXT.manageReviews,
    DASHBOARD_TEXT.sales,
    SHIPPING_PAGE_TEXT.title,
    DISCOUNTS_PAGE_TEXT.title,
    STAFF_PAGE_TEXT.activity,
  ],
  fulfilment: [DASHBOARD_TEXT.manageOrders],
  catalogue: [DASHBOARD_TEXT.addTools, DASHBOARD_TEXT.manageTools, REVIEW_TEXT.manageReviews],
  support: [DASHBOARD_TEXT.allUsers, DASHBOARD_TEXT.manageOrders],
  customer: [
    DASHBOARD_TEXT.myProfile,
    DASHBOARD_TEXT.myOrders,
    DASHBOARD_TEXT.myReviews,
    SAVED_TEXT.title,
  ],
};

for (const [role, items] of Object.entries(MENUS) as [Role, string[]][]) {
  test(`the ${role} role's menu shows its pages only`, async ({ page }) => {
    const user = role === 'customer' ? await createUser() : await createStaff(role);
    await signInByToken(page, user);
    await page.goto('/dashboard');
    await expect(menu(page).getByRole('link')).toHaveText(items);
  });
}

test('a fulfilment account ships an order, and Manage Tools names the right it lacks', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const [packer, rider] = await Promise.all([createStaff('fulfilment'), createUser()]);
  const tool = await createTool({ minimumOrder: 1 });
  const orderId = await placeAndPay(rider, tool._id, 1);
  await forwardWebhooks(orderId);

  await signInByToken(page, packer);
  await page.goto('/dashboard');
  await menu(page).getByRole('link', { name: DASHBOARD_TEXT.manageOrders }).click();
  const row = await findOnPages(page, page.getByRole('row').filter({ hasText: rider.name }));
  // Support's rights, not fulfilment's: no refund here.
  await expect(row.getByRole('button', { name: ORDER_TEXT.cancelAndRefund })).toHaveCount(0);
  await row.getByRole('button', { name: TEXT.pendingButton }).click();
  await page.getByRole('dialog').getByRole('button', { name: SHIPMENT_TEXT.ship }).click();
  await expect(page.getByText(NOTICE.shipped(`${tool.name} for ${rider.name}`))).toBeVisible();
  await expect(row.getByRole('button', { name: TEXT.shipped })).toBeDisabled();

  await page.goto('/dashboard/manageTool');
  await expect(
    page.getByRole('heading', { level: 1, name: ROLE_TEXT.missingRight('editCatalogue') }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: DASHBOARD_TEXT.manageTools })).toHaveCount(0);
  // Still signed in, with the menu of the role.
  await expect(menu(page).getByRole('link')).toHaveText(MENUS.fulfilment);
});

test('a catalogue editor who logs in from a Manage Orders link stays on it, told the right it lacks', async ({
  page,
}) => {
  const editor = await createStaff('catalogue');
  await page.goto('/dashboard/manageOrder');
  await expect(page).toHaveURL('/login');
  await submitLogin(page, editor);
  await expect(page).toHaveURL('/dashboard/manageOrder');
  await expect(
    page.getByRole('heading', { level: 1, name: ROLE_TEXT.missingRight('readOrders') }),
  ).toBeVisible();
  await expect(menu(page).getByRole('link')).toHaveText(MENUS.catalogue);
});

test('an admin changes a role twice and finds both changes in Activity, and in its CSV', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const [admin, rider] = await Promise.all([createStaff('admin'), createUser()]);
  await signInByToken(page, admin);
  await page.goto('/dashboard/users');
  const row = await findUser(page, rider.email);
  for (const role of ['fulfilment', 'support'] as const) {
    await row.getByRole('combobox', { name: ROLE_TEXT.role }).click();
    await page.getByRole('option', { name: ROLE_TEXT.names[role] }).click();
    await expect(page.getByText(STAFF_PAGE_TEXT.roleChanged(rider.email, role))).toBeVisible();
    await expect(row.getByRole('combobox', { name: ROLE_TEXT.role })).toHaveText(
      ROLE_TEXT.names[role],
    );
  }
  expect((await adminAuth().getUser(rider.uid)).customClaims).toMatchObject({ role: 'support' });

  await menu(page).getByRole('link', { name: STAFF_PAGE_TEXT.activity }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: STAFF_PAGE_TEXT.activity }),
  ).toBeVisible();
  const filters = page.getByRole('form', { name: STAFF_PAGE_TEXT.filters });
  await filters.getByLabel(STAFF_PAGE_TEXT.actor).fill(admin.email);
  await filters.getByRole('button', { name: STAFF_PAGE_TEXT.applyFilters }).click();
  const rows = page
    .getByRole('table', { name: STAFF_PAGE_TEXT.activityLog })
    .getByRole('row')
    .filter({ hasText: AUDIT_ACTION_TEXT['role.set'] });
  // Newest first: to support, then to fulfilment.
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('role: "fulfilment"');
  await expect(rows.nth(0)).toContainText('role: "support"');
  await expect(rows.nth(1)).toContainText('role: null');
  for (const entry of await rows.all()) {
    await expect(entry).toContainText(STAFF_PAGE_TEXT.actorOf(admin.email, 'admin'));
    await expect(entry).toContainText(`users/${rider.uid}`);
  }

  const download = page.waitForEvent('download');
  await filters.getByRole('button', { name: STAFF_PAGE_TEXT.download }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(`users/${rider.uid}`);
  expect(lines[1]).toContain('role.set');
  expect(lines[1]).toContain('role: ""support""');
});
