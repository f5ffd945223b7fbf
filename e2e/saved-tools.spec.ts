import { randomUUID } from 'node:crypto';
import { formatPrice } from '@pedalworks/domain/format';
import { TEXT } from '@pedalworks/domain/messages';
import { SAVED_TEXT, savedToolPath } from '@pedalworks/domain/saved';
import { expect, test } from './support/test';
import { adminDb, createTool, createUser } from '../tests/support/emulators';
import { expectNoA11yViolations } from './support/a11y';
import { submitLogin, signInByToken } from './support/session';
import { warmUpApi } from './support/shop';

test.beforeAll(warmUpApi);

/** A word no other test's tool holds, so the catalogue's search shows only this test's tool. */
const marker = () => `zh${randomUUID().replaceAll('-', '').slice(0, 10)}`;

const savedDoc = async (uid: string, toolId: string) =>
  (await adminDb().doc(savedToolPath(uid, toolId)).get()).exists;

test('a customer saves a tool from its card, sees it live in Saved tools, and removes it', async ({
  page,
}) => {
  const rider = await createUser();
  const word = marker();
  const tool = await createTool({
    name: `Heart Spanner ${word}`,
    price: 12.5,
    minimumOrder: 1,
    availableQuantity: 9,
  });
  await signInByToken(page, rider);
  await page.goto(`/allTool?q=${word}`);
  const heart = page
    .getByRole('article', { name: tool.name })
    .getByRole('button', { name: SAVED_TEXT.save(tool.name) });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(page.getByText(SAVED_TEXT.saved(tool.name))).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect(await savedDoc(rider.uid, tool._id)).toBe(true);

  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: SAVED_TEXT.title })
    .first()
    .click();
  await expect(page).toHaveURL('/dashboard/saved');
  const saved = page
    .getByRole('list', { name: SAVED_TEXT.list })
    .getByRole('article', { name: tool.name });
  await expect(saved).toContainText(formatPrice(12.5));
  await expect(saved).toContainText(SAVED_TEXT.inStock(9));
  await expect(saved.getByRole('link', { name: TEXT.addToCart })).toHaveAttribute(
    'href',
    `/tool/${tool._id}`,
  );
  // Live: the shop's price and stock as they change.
  await adminDb().collection('tools').doc(tool._id).update({ price: 15, availableQuantity: 4 });
  await expect(saved).toContainText(formatPrice(15));
  await expect(saved).toContainText(SAVED_TEXT.inStock(4));
  await expectNoA11yViolations(page);

  await saved.getByRole('button', { name: SAVED_TEXT.unsave(tool.name) }).click();
  await expect(page.getByText(SAVED_TEXT.removed(tool.name))).toBeVisible();
  await expect(saved).toHaveCount(0);
  await expect(page.getByText(SAVED_TEXT.empty)).toBeVisible();
  expect(await savedDoc(rider.uid, tool._id)).toBe(false);
  const counter = await adminDb().collection('savedCounts').doc(rider.uid).get();
  expect(counter.get('count')).toBe(0);
});

test("a visitor's heart goes through sign-in and comes back with the tool saved", async ({
  page,
}) => {
  const rider = await createUser();
  const word = marker();
  const tool = await createTool({ name: `Heart Pliers ${word}` });
  await page.goto(`/allTool?q=${word}`);
  await page
    .getByRole('article', { name: tool.name })
    .getByRole('button', { name: SAVED_TEXT.save(tool.name) })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, rider);

  await expect(page).toHaveURL(`/allTool?q=${word}`);
  await expect(page.getByText(SAVED_TEXT.saved(tool.name))).toBeVisible();
  await expect(
    page
      .getByRole('article', { name: tool.name })
      .getByRole('button', { name: SAVED_TEXT.save(tool.name) }),
  ).toHaveAttribute('aria-pressed', 'true');
  expect(await savedDoc(rider.uid, tool._id)).toBe(true);
});

test('Saved tools fits a 320 px wide screen and passes the axe check', async ({ page }) => {
  const rider = await createUser();
  const tool = await createTool({ name: `A Long Named Cassette Lockring Tool ${marker()}` });
  await adminDb()
    .doc(savedToolPath(rider.uid, tool._id))
    .set({ toolId: tool._id, savedAt: new Date() });
  await signInByToken(page, rider);
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/dashboard/saved');
  const saved = page.getByRole('article', { name: tool.name });
  await expect(saved.getByRole('link', { name: TEXT.addToCart })).toBeVisible();
  await expect(saved.getByRole('button', { name: SAVED_TEXT.unsave(tool.name) })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoA11yViolations(page);
});
