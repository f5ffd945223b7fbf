import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { basename } from 'node:path';
import {
  FEATURED_TOOL_COUNT,
  MARKETING_STATS,
  NEWSLETTER_PROMISES,
} from '@pedalworks/domain/constants';
import { pageTitle } from '@pedalworks/domain/format';
import { NOTICE, TEXT } from '@pedalworks/domain/messages';
import { VALIDATION } from '@pedalworks/domain/form-messages';
import { expect, test } from './support/test';
import { fromRoot } from '../scripts/lib/paths';
import { CLIENT_BUILD } from '../web/src/config/build';
import { adminDb } from '../tests/support/emulators';

test('the home page shows the headline and the first six tools of the catalogue', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle(pageTitle('Home'));
  await expect(page.getByRole('heading', { level: 1, name: TEXT.headline })).toBeVisible();
  const featured = page.getByRole('region', { name: TEXT.featuredTools });
  await expect(featured.getByRole('article')).toHaveCount(FEATURED_TOOL_COUNT);
  await expect(featured.getByRole('article', { name: 'Cable and Housing Cutter' })).toContainText(
    '$29',
  );
  await featured.getByRole('link', { name: TEXT.allTools }).click();
  await expect(page).toHaveURL('/allTool');
});

test('/home is the home page too, with the stats, the reviews and the banner', async ({ page }) => {
  const review = {
    name: `Quinn Reviewer ${randomUUID().slice(0, 8)}`,
    rate: 4,
    review: 'The chain whip and lockring tool made my first cassette swap easy.',
    verified: false,
    createdAt: new Date(),
  };
  const stored = await adminDb().collection('reviews').add(review);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: TEXT.headline })).toBeVisible();
  const stats = page.getByRole('region', { name: 'Our figures' });
  for (const stat of MARKETING_STATS) {
    await expect(stats.getByText(stat.figure, { exact: true })).toBeVisible();
    await expect(stats.getByText(stat.label, { exact: true })).toBeVisible();
  }
  const reviews = page.getByRole('region', { name: TEXT.whatCustomerSays });
  const card = reviews.getByRole('article', { name: `Review by ${review.name}` });
  await expect(card.getByRole('heading', { name: 'Quinn', exact: true })).toBeVisible();
  await expect(card.getByRole('img', { name: '4 Stars' })).toBeVisible();
  await expect(card).toContainText(review.review);
  await expect(card.getByText(review.name, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: TEXT.whyBest })).toBeVisible();
  await stored.delete();
});

test('the newsletter box validates the address, then stores the sign-up until it is confirmed', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByRole('region', { name: 'Subscribe to our newsletter' });
  for (const promise of NEWSLETTER_PROMISES) await expect(box.getByText(promise)).toBeVisible();
  const email = `News-${randomUUID().slice(0, 8)}@Pedalworks.test`;
  const input = box.getByLabel('Email address');
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(box.getByText(VALIDATION.emailRequired)).toBeVisible();
  await input.fill('not-an-address');
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(box.getByText(VALIDATION.emailInvalid)).toBeVisible();
  await input.fill(email);
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText(NOTICE.newsletterSubscribed)).toBeVisible();
  await expect(input).toHaveValue('');
  const stored = await adminDb().collection('newsletter').doc(email.toLowerCase()).get();
  expect(stored.data()).toMatchObject({ email: email.toLowerCase(), confirmed: false });
});

const SIGNED_IN_ROUTE_MODULES = [
  'layout',
  'profile',
  'orders',
  'reviews',
  'payment',
  'users',
  'add-tool',
  'manage-orders',
  'manage-tools',
  'review',
  'tool',
];

test('the home page does not download the dashboard, admin or payment code', async ({ page }) => {
  // Each route module's chunk is named after it (`-main` where its client loader is split off).
  const chunkOf = (module: string) => new RegExp(`^${module}(-main)?-[\\w-]{8}\\.js$`);
  // The names are checked against the build itself, so that a renamed chunk fails here rather
  // than matching nothing below.
  const built = readdirSync(fromRoot('web', CLIENT_BUILD, 'assets'));
  for (const module of SIGNED_IN_ROUTE_MODULES) {
    expect(
      built.filter((name) => chunkOf(module).test(name)),
      module,
    ).not.toEqual([]);
  }

  const scripts: URL[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()));
  });
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: TEXT.featuredTools }).getByRole('article'),
  ).toHaveCount(FEATURED_TOOL_COUNT);
  const own = scripts.filter((url) => url.pathname.startsWith('/assets/'));
  expect(own.length).toBeGreaterThan(0);
  const signedIn = own.filter((url) =>
    SIGNED_IN_ROUTE_MODULES.some((module) => chunkOf(module).test(basename(url.pathname))),
  );
  expect(signedIn.map((url) => url.pathname)).toEqual([]);
  expect(scripts.filter((url) => /(^|\.)stripe\.(com|network)$/.test(url.hostname))).toEqual([]);
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveTitle(pageTitle('Page not found'));
  await expect(page.getByRole('heading', { name: TEXT.notFound })).toBeVisible();
  await page.getByRole('link', { name: TEXT.goToHome }).click();
  await expect(page).toHaveURL('/');
});
