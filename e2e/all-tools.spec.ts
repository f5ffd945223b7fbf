import { randomUUID } from 'node:crypto';
import {
  DESCRIPTION_PREVIEW_LENGTH,
  NEXT_PAGE_HEADER,
  PAGE_SIZE,
} from '@pedalworks/domain/constants';
import { pageTitle, previewDescription } from '@pedalworks/domain/format';
import { TEXT } from '@pedalworks/domain/messages';
import { expect, test, type Page } from './support/test';
import { adminDb, createTool, createUser } from '../tests/support/emulators';

/** The catalogue's reads: GET /api/tool with its page parameters. */
const CATALOGUE_API = /\/api\/tool\?/;

const grid = (page: Page) => page.getByRole('region', { name: TEXT.featuredTools });

/**
 * Opens the catalogue from Home's link, so that the app reads its first page in the browser: a
 * visit straight to /allTool gets that page in its HTML (server-rendering.spec.ts).
 */
async function openCatalogueInApp(page: Page) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Shop tools' }).click();
  await expect(page).toHaveURL('/allTool');
}

/**
 * Opens the catalogue searched for the last word of a tool's name (unique: a test makes it) and
 * answers the tool's card: paging through a catalogue that every suite adds to would take long.
 */
async function openCard(page: Page, name: string) {
  await page.goto(`/allTool?q=${encodeURIComponent(name.split(' ').at(-1)!)}`);
  const card = grid(page).getByRole('article', { name });
  await expect(card).toBeVisible();
  return card;
}

test('the catalogue loads a page at a time, with the cycling animation and busy while it loads', async ({
  page,
}) => {
  // Enough tools for a second page whatever else the emulator holds.
  for (let i = 0; i < 2; i += 1) await createTool({ name: `Zz Paging ${randomUUID()}` });
  let releaseFirstPage: () => void = () => {};
  const held = new Promise<void>((resolve) => (releaseFirstPage = resolve));
  await page.route(CATALOGUE_API, async (route) => {
    await held;
    await route.continue();
  });
  await openCatalogueInApp(page);
  await expect(page.getByRole('status', { name: 'Loading tools' })).toBeVisible();
  await expect(grid(page)).toHaveAttribute('aria-busy', 'true');
  releaseFirstPage();
  await expect(page).toHaveTitle(pageTitle('Tools'));
  await expect(page.getByRole('status', { name: 'Loading tools' })).toBeHidden();
  await expect(grid(page)).toHaveAttribute('aria-busy', 'false');
  await expect(grid(page).getByRole('article')).toHaveCount(PAGE_SIZE);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => grid(page).getByRole('article').count()).toBeGreaterThan(PAGE_SIZE);
});

test('Load more goes on when the tool its cursor names was deleted meanwhile', async ({
  page,
  request,
}) => {
  // A word of this test's own, so that the list holds its tools alone.
  const word = `zc${randomUUID().replaceAll('-', '').slice(0, 10)}`;
  for (let i = 0; i <= PAGE_SIZE; i += 1) await createTool({ name: `Cursor ${word} ${i}` });
  const first = await request.get(`/api/tool?limit=${PAGE_SIZE}&q=${word}`);
  const cursor = first.headers()[NEXT_PAGE_HEADER.toLowerCase()];
  expect(cursor).toBeTruthy();

  // The page asks again at once for the list it was rendered with: delete only once it has.
  const askedAgain = page.waitForResponse(CATALOGUE_API);
  await page.goto(`/allTool?q=${word}`);
  await askedAgain;
  await expect(grid(page).getByRole('article')).toHaveCount(PAGE_SIZE);
  await adminDb().collection('tools').doc(cursor!).delete();
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(grid(page).getByRole('article')).toHaveCount(PAGE_SIZE + 1);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

test('the loading animation stands still for users who prefer less motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.route(CATALOGUE_API, () => new Promise<void>(() => {}));
  await openCatalogueInApp(page);
  const loader = page.getByRole('status', { name: 'Loading tools' });
  await expect(loader).toBeVisible();
  const animations = await loader.evaluate((element) =>
    Array.from(element.querySelectorAll('g')).map((g) => getComputedStyle(g).animationName),
  );
  expect(animations.length).toBeGreaterThan(0);
  expect(animations.every((name) => name === 'none')).toBe(true);

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect
    .poll(() =>
      loader.evaluate((element) =>
        Array.from(element.querySelectorAll('g')).some(
          (g) => getComputedStyle(g).animationName !== 'none',
        ),
      ),
    )
    .toBe(true);
});

test('a long description is cut to 70 characters plus dots; the full text shows on hover and focus', async ({
  page,
}) => {
  const description =
    'A long description that goes well past the seventy characters a tool card shows before the dots.';
  const tool = await createTool({ name: `Zz Card cut ${randomUUID().slice(0, 8)}`, description });
  const preview = previewDescription(description);
  expect(preview).toBe(`${description.slice(0, DESCRIPTION_PREVIEW_LENGTH)}...`);

  const card = await openCard(page, tool.name);
  await expect(card).toContainText('$10');
  await expect(card.getByRole('img', { name: tool.name })).toBeVisible();
  const shown = card.getByText(preview, { exact: true });
  await expect(shown).toBeVisible();
  // Screen readers get the full text, and the tooltip's as the description.
  await expect(card.getByRole('paragraph', { description })).toContainText(description);

  await shown.hover();
  await expect(page.getByRole('tooltip')).toHaveText(description);
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toBeHidden();

  // Keyboard: from the card's heading, Tab reaches the description, which opens the tooltip.
  await card.getByRole('heading', { name: tool.name }).click();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tooltip')).toHaveText(description);
});

test('Add to cart asks a visitor to log in, then opens the tool page', async ({ page }) => {
  const tool = await createTool({ name: `Zz Cart ${randomUUID().slice(0, 8)}` });
  const user = await createUser();
  const card = await openCard(page, tool.name);
  await card.getByRole('link', { name: TEXT.addToCart }).click();
  await expect(page).toHaveURL('/login');
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // The first API call of a run may wait for the functions emulator to start.
  await expect(page).toHaveURL(`/tool/${tool._id}`, { timeout: 30_000 });
});

test('a failed load leaves the list empty and is logged', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route(CATALOGUE_API, (route) => route.abort());
  await openCatalogueInApp(page);
  await expect.poll(() => errors.some((text) => text.includes('Loading tools failed'))).toBe(true);
  await expect(page.getByRole('status', { name: 'Loading tools' })).toBeHidden();
  await expect(grid(page).getByRole('article')).toHaveCount(0);
});
