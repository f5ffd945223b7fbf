/**
 * Failure toasts of the client writes: each write is really refused by the emulators (rules or
 * a missing document), never faked, and the person sees the domain's error toast with what they
 * typed still in the form.
 */
import { TEXT_FIELD_MAX_LENGTH } from '@pedalworks/domain/constants';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { DASHBOARD_TEXT, NOTICE, TEXT } from '@pedalworks/domain/messages';
import { expect, test } from './support/test';
import { adminDb, createTool, createUser } from '../tests/support/emulators';
import { expectValuesByLabel, fillByLabel } from './support/forms';
import { signInByToken } from './support/session';
import { warmUpApi } from './support/shop';
import { expectErrorToast } from './support/toast';

test.beforeAll(warmUpApi);

/**
 * Orders and reviews carry the account's display name, which the forms do not ask for and the
 * rules and the order engine bound to TEXT_FIELD_MAX_LENGTH. Sign-up keeps names within it, but a Google profile or
 * an admin can give an account a longer one: such a customer's writes are refused.
 */
const createLongNamedUser = () =>
  createUser({ name: `Rider ${'n'.repeat(TEXT_FIELD_MAX_LENGTH)}` });

test('an order the server refuses toasts why, keeps the form, writes no order and keeps the stock', async ({
  page,
}) => {
  // The page follows the tool live (a stock change disables Add, a deleted tool shows the
  // not-found page) and an email changed behind the session ends it (Auth revokes its
  // tokens), so the refusal comes from the account's name.
  const rider = await createLongNamedUser();
  const tool = await createTool({ minimumOrder: 2, availableQuantity: 10 });
  await signInByToken(page, rider);
  await page.goto(`/tool/${tool._id}`);
  const form = page.getByRole('form', { name: DASHBOARD_TEXT.orderForm });
  await expect(form.getByLabel(DASHBOARD_TEXT.name)).toHaveValue(rider.name);

  const typed = {
    [DASHBOARD_TEXT.orderQuantity]: '3',
    [DASHBOARD_TEXT.phone]: '0123456789',
    [DASHBOARD_TEXT.address]: '1 Chain Street',
  };
  await fillByLabel(form, typed);
  await form.getByRole('button', { name: DASHBOARD_TEXT.add }).click();

  await expectErrorToast(page, API_ERROR.accountNameTooLong);
  await expect(page.getByText(NOTICE.orderAdded)).toHaveCount(0);
  await expectValuesByLabel(form, typed);
  await expect(page.getByText(`${DASHBOARD_TEXT.availableQuantity}: 10`)).toBeVisible();
  const orders = await adminDb().collection('orders').where('toolId', '==', tool._id).get();
  expect(orders.size).toBe(0);
  const stored = (await adminDb().doc(`tools/${tool._id}`).get()).data();
  expect(stored?.availableQuantity).toBe(10);
});

test('a profile update on a deleted profile toasts its failure and keeps the input', async ({
  page,
}) => {
  const rider = await createUser();
  await signInByToken(page, rider);
  await page.goto('/dashboard');
  const profile = page.getByRole('form', { name: DASHBOARD_TEXT.myProfile });
  await expect(profile.getByLabel(DASHBOARD_TEXT.name)).toHaveValue(rider.name);
  // The form accepts exactly what the rules accept, so the refusal comes from the document:
  // deleted by the server after the page read it, updateDoc has nothing to update.
  await adminDb().doc(`users/${rider.uid}`).delete();

  const typed = {
    [DASHBOARD_TEXT.name]: 'Rider Renamed',
    [DASHBOARD_TEXT.education]: 'BSc Mechanics',
    [DASHBOARD_TEXT.linkedin]: 'linkedin.com/in/rider',
    [DASHBOARD_TEXT.phone]: '0123456789',
    [DASHBOARD_TEXT.city]: 'Dhaka',
    [DASHBOARD_TEXT.district]: 'Gulshan',
  };
  await fillByLabel(profile, typed);
  await profile.getByRole('button', { name: DASHBOARD_TEXT.update }).click();

  await expectErrorToast(page, NOTICE.profileFailed);
  await expect(page.getByText(NOTICE.profileUpdated)).toHaveCount(0);
  await expectValuesByLabel(profile, typed);
  expect((await adminDb().doc(`users/${rider.uid}`).get()).exists).toBe(false);
});

test('a review the rules refuse toasts its failure, keeps the rating and text, and stores nothing', async ({
  page,
}) => {
  const rider = await createLongNamedUser();
  await signInByToken(page, rider);
  await page.goto('/review');
  const review = page.getByRole('form', { name: TEXT.reviewHeading });
  await review.locator('label').filter({ hasText: '4 Stars' }).click();
  const text = 'Solid chain whip, fair price.';
  await review.getByLabel(DASHBOARD_TEXT.review).fill(text);
  await review.getByRole('button', { name: DASHBOARD_TEXT.submit }).click();

  await expectErrorToast(page, NOTICE.reviewFailed);
  await expect(page.getByText(NOTICE.reviewThanks(rider.name))).toHaveCount(0);
  await expect(review.getByRole('radio', { name: '4 Stars' })).toBeChecked();
  await expect(review.getByLabel(DASHBOARD_TEXT.review)).toHaveValue(text);
  const reviews = await adminDb().collection('reviewAuthors').where('uid', '==', rider.uid).get();
  expect(reviews.size).toBe(0);
});
