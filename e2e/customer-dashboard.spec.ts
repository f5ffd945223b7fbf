import { DASHBOARD_TEXT, NOTICE, TEXT } from '@pedalworks/domain/messages';
import { VALIDATION } from '@pedalworks/domain/form-messages';
import { REVIEW_TEXT } from '@pedalworks/domain/reviews';
import { expect, test } from './support/test';
import { adminDb, createTool, createUser } from '../tests/support/emulators';
import { fillByLabel } from './support/forms';
import { orderTool, warmUpApi } from './support/shop';
import { signInByToken } from './support/session';

test.beforeAll(warmUpApi);

test('a customer orders within the bounds, is stopped outside them, and sees the order', async ({
  page,
}) => {
  const rider = await createUser();
  const tool = await createTool({ minimumOrder: 2, availableQuantity: 10 });
  await signInByToken(page, rider);
  await page.goto(`/tool/${tool._id}`);

  await expect(page.getByRole('heading', { level: 1, name: tool.name })).toBeVisible();
  await expect(page.getByText(`${DASHBOARD_TEXT.availableQuantity}: 10`)).toBeVisible();
  const form = page.getByRole('form', { name: DASHBOARD_TEXT.orderForm });
  await expect(form.getByLabel(DASHBOARD_TEXT.name)).toHaveValue(rider.name);
  await expect(form.getByLabel(DASHBOARD_TEXT.email)).toHaveValue(rider.email);
  const quantity = form.getByLabel(DASHBOARD_TEXT.orderQuantity);
  await expect(quantity).toHaveValue('2');

  await page.getByRole('button', { name: TEXT.buyNow }).click();
  await expect(quantity).toBeFocused();

  const add = form.getByRole('button', { name: DASHBOARD_TEXT.add });
  await quantity.fill('1');
  await expect(form.getByText(VALIDATION.orderQuantityMin(2))).toBeVisible();
  await expect(add).toBeDisabled();
  await quantity.fill('11');
  await expect(form.getByText(VALIDATION.orderQuantityMax(10))).toBeVisible();
  await expect(add).toBeDisabled();

  await quantity.fill('3');
  await expect(add).toBeEnabled();
  await add.click();
  await expect(form.getByText(VALIDATION.phoneRequired)).toBeVisible();
  await expect(form.getByText(VALIDATION.addressRequired)).toBeVisible();

  await form.getByLabel(DASHBOARD_TEXT.phone).fill('0123456789');
  await form.getByLabel(DASHBOARD_TEXT.address).fill('1 Chain Street');
  await add.click();
  await expect(page.getByText(NOTICE.orderAdded)).toBeVisible();
  await expect(page.getByText(`${DASHBOARD_TEXT.availableQuantity}: 7`)).toBeVisible();
  await expect(quantity).toHaveValue('2');

  await page.goto('/dashboard/orders');
  await expect(page.getByText(`${TEXT.orderCount} 1`)).toBeVisible();
  const order = page.getByRole('listitem', { name: tool.name });
  await expect(order).toContainText(`${DASHBOARD_TEXT.quantity}: 3`);
  await expect(order).toContainText('$30');
  const [stored] = (await adminDb().collection('orders').where('uid', '==', rider.uid).get()).docs;
  await expect(order.getByRole('link', { name: DASHBOARD_TEXT.pay })).toHaveAttribute(
    'href',
    `/dashboard/payment/${stored!.id}`,
  );
});

test('a customer deletes an unpaid order after confirming, and the stock comes back', async ({
  page,
}) => {
  const rider = await createUser();
  const tool = await createTool({ minimumOrder: 1, availableQuantity: 5 });
  await signInByToken(page, rider);
  await orderTool(page, tool._id, 2);
  await expect
    .poll(async () => (await adminDb().doc(`tools/${tool._id}`).get()).get('availableQuantity'))
    .toBe(3);

  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: DASHBOARD_TEXT.dashboard })
    .getByRole('link', { name: DASHBOARD_TEXT.myOrders })
    .click();
  const order = page.getByRole('listitem', { name: tool.name });
  await order.getByRole('button', { name: DASHBOARD_TEXT.delete }).click();
  const dialog = page.getByRole('dialog', { name: TEXT.areYouSure });
  await expect(dialog).toContainText(TEXT.confirmDeleteOrder(tool.name));
  await expect(dialog).toContainText(TEXT.deletedOrderCannotBeUndone);
  await dialog.getByRole('button', { name: DASHBOARD_TEXT.cancel }).click();
  await expect(order).toBeVisible();

  await order.getByRole('button', { name: DASHBOARD_TEXT.delete }).click();
  await dialog.getByRole('button', { name: DASHBOARD_TEXT.delete }).click();
  await expect(page.getByText(NOTICE.orderDeleted(tool.name))).toBeVisible();
  await expect(order).toHaveCount(0);
  await expect(page.getByText(`${TEXT.orderCount} 0`)).toBeVisible();
  await expect
    .poll(async () => (await adminDb().doc(`tools/${tool._id}`).get()).get('availableQuantity'))
    .toBe(5);
});

test('a customer updates the profile, posts a review that shows in My Reviews, deletes it', async ({
  page,
}) => {
  const rider = await createUser();
  await signInByToken(page, rider);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: TEXT.profileBanner })).toBeVisible();
  const menu = page.getByRole('navigation', { name: DASHBOARD_TEXT.dashboard });
  for (const item of [
    DASHBOARD_TEXT.myProfile,
    DASHBOARD_TEXT.myOrders,
    DASHBOARD_TEXT.myReviews,
  ]) {
    await expect(menu.getByRole('link', { name: item })).toBeVisible();
  }
  for (const item of [
    DASHBOARD_TEXT.allUsers,
    DASHBOARD_TEXT.addTools,
    DASHBOARD_TEXT.manageOrders,
    DASHBOARD_TEXT.manageTools,
    REVIEW_TEXT.manageReviews,
  ]) {
    await expect(menu.getByRole('link', { name: item })).toHaveCount(0);
  }

  const profile = page.getByRole('form', { name: DASHBOARD_TEXT.myProfile });
  await expect(profile.getByLabel(DASHBOARD_TEXT.email)).toHaveValue(rider.email);
  await expect(profile.getByLabel(DASHBOARD_TEXT.email)).toHaveAttribute('readonly');
  await profile.getByRole('button', { name: DASHBOARD_TEXT.update }).click();
  await expect(profile.getByText(VALIDATION.educationRequired)).toBeVisible();
  await expect(profile.getByText(VALIDATION.districtRequired)).toBeVisible();

  const fields = {
    [DASHBOARD_TEXT.education]: 'BSc Mechanics',
    [DASHBOARD_TEXT.linkedin]: 'linkedin.com/in/rider',
    [DASHBOARD_TEXT.phone]: '0123456789',
    [DASHBOARD_TEXT.city]: 'Dhaka',
    [DASHBOARD_TEXT.district]: 'Gulshan',
  };
  await fillByLabel(profile, fields);
  await profile.getByRole('button', { name: DASHBOARD_TEXT.update }).click();
  await expect(page.getByText(NOTICE.profileUpdated)).toBeVisible();
  const stored = (await adminDb().doc(`users/${rider.uid}`).get()).data();
  expect(stored).toMatchObject({ education: 'BSc Mechanics', city: 'Dhaka', district: 'Gulshan' });

  await menu.getByRole('link', { name: DASHBOARD_TEXT.myReviews }).click();
  await expect(page.getByText(DASHBOARD_TEXT.noReviews)).toBeVisible();
  await page.getByRole('link', { name: DASHBOARD_TEXT.writeReview }).click();
  await expect(page.getByRole('heading', { name: TEXT.reviewHeading })).toBeVisible();
  await expect(page.getByText(TEXT.rateOurServices)).toBeVisible();
  await expect(page.getByRole('link', { name: TEXT.maybeLater })).toHaveAttribute('href', '/');
  const review = page.getByRole('form', { name: TEXT.reviewHeading });
  await review.getByRole('button', { name: DASHBOARD_TEXT.submit }).click();
  await expect(review.getByText(VALIDATION.rateRequired)).toBeVisible();
  await expect(review.getByText(VALIDATION.reviewRequired)).toBeVisible();
  await review.locator('label').filter({ hasText: '4 Stars' }).click();
  await review.getByLabel(DASHBOARD_TEXT.review).fill('Great torque wrench, quick delivery.');
  await review.getByRole('button', { name: DASHBOARD_TEXT.submit }).click();
  await expect(page.getByText(NOTICE.reviewThanks(rider.name))).toBeVisible();
  await expect(review.getByLabel(DASHBOARD_TEXT.review)).toHaveValue('');

  await page.goto('/dashboard/reviews');
  const mine = page
    .getByRole('list', { name: DASHBOARD_TEXT.myReviews })
    .getByRole('article')
    .filter({ hasText: 'Great torque wrench, quick delivery.' });
  await expect(mine.getByRole('img', { name: '4 Stars' })).toBeVisible();

  // The author deletes it: the public review and their copy go together.
  const written = { name: rider.name, review: 'Great torque wrench, quick delivery.' };
  await page.getByRole('button', { name: REVIEW_TEXT.deleteReview(written) }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText(REVIEW_TEXT.cannotBeUndone)).toBeVisible();
  await confirm.getByRole('button', { name: DASHBOARD_TEXT.delete }).click();
  await expect(page.getByText(REVIEW_TEXT.deleted)).toBeVisible();
  await expect(page.getByText(DASHBOARD_TEXT.noReviews)).toBeVisible();
  const reviews = adminDb().collection('reviews');
  expect(
    (
      await reviews
        .where('review', '==', 'Great torque wrench, quick delivery.')
        .where('name', '==', rider.name)
        .get()
    ).size,
  ).toBe(0);
  expect(
    (await adminDb().collection('reviewAuthors').where('uid', '==', rider.uid).get()).size,
  ).toBe(0);
});

test('stock shown to a second shopper drops when the first one orders', async ({ openPage }) => {
  const tool = await createTool({ minimumOrder: 1, availableQuantity: 9 });
  const [first, second] = await Promise.all([createUser(), createUser()]);
  const firstPage = await openPage();
  const secondPage = await openPage();
  await signInByToken(firstPage, first);
  await signInByToken(secondPage, second);
  await secondPage.goto(`/tool/${tool._id}`);
  await expect(secondPage.getByText(`${DASHBOARD_TEXT.availableQuantity}: 9`)).toBeVisible();

  await orderTool(firstPage, tool._id, 4);

  await expect(secondPage.getByText(`${DASHBOARD_TEXT.availableQuantity}: 5`)).toBeVisible();
  const secondForm = secondPage.getByRole('form', { name: DASHBOARD_TEXT.orderForm });
  await secondForm.getByLabel(DASHBOARD_TEXT.orderQuantity).fill('6');
  await expect(secondForm.getByText(VALIDATION.orderQuantityMax(5))).toBeVisible();
});

test('a tool that does not exist, or is deleted while shown, shows the not-found page', async ({
  page,
}) => {
  const rider = await createUser();
  const tool = await createTool();
  await signInByToken(page, rider);
  await page.goto('/tool/no-such-tool');
  await expect(page.getByRole('heading', { name: TEXT.notFound })).toBeVisible();

  await page.goto(`/tool/${tool._id}`);
  await expect(page.getByRole('heading', { level: 1, name: tool.name })).toBeVisible();
  await adminDb().doc(`tools/${tool._id}`).delete();
  await expect(page.getByRole('heading', { name: TEXT.notFound })).toBeVisible();
});

test("on a small screen the dashboard menu opens from the navigation bar's toggle", async ({
  page,
}) => {
  const rider = await createUser();
  await page.setViewportSize({ width: 390, height: 800 });
  await signInByToken(page, rider);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: TEXT.profileBanner })).toBeVisible();
  const menu = page.getByRole('navigation', { name: DASHBOARD_TEXT.dashboard });
  await expect(menu).toHaveCount(0);
  const toggle = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Open dashboard menu' });
  await toggle.click();
  await menu.getByRole('link', { name: DASHBOARD_TEXT.myOrders }).click();
  await expect(page.getByRole('heading', { name: TEXT.customersCart })).toBeVisible();
  await expect(menu).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Open dashboard menu' })
    .click();
  await menu.getByRole('link', { name: DASHBOARD_TEXT.myReviews }).click();
  await expect(page.getByRole('heading', { name: DASHBOARD_TEXT.myReviews })).toBeVisible();
});

test('My Profile and My Orders come with their heading in the first HTML; a visitor sees no field and ends on /login', async ({
  page,
  request,
}) => {
  const pages = [
    { path: '/dashboard', heading: TEXT.profileBanner },
    { path: '/dashboard/orders', heading: TEXT.customersCart },
  ];
  for (const { path, heading } of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    // React escapes the apostrophe of "Customer's Cart" in the markup.
    expect(html.replaceAll('&#x27;', "'"), path).toContain(`>${heading}</h1>`);
  }

  // Records whether a form field was ever in a dashboard page, from the first byte on.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (location.pathname.startsWith('/dashboard') && document.querySelector('main input')) {
        (window as { sawField?: boolean }).sawField = true;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  for (const { path } of pages) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => (window as { sawField?: boolean }).sawField), path).toBe(
      undefined,
    );
  }

  const rider = await createUser();
  await signInByToken(page, rider);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: TEXT.profileBanner })).toBeVisible();
  await expect(page.getByLabel(DASHBOARD_TEXT.email)).toHaveValue(rider.email);
  await page.goto('/dashboard/orders');
  await expect(page.getByText(`${TEXT.orderCount} 0`)).toBeVisible();
});
