import { randomUUID } from 'node:crypto';
import { TOOL_SORTS } from '@pedalworks/domain/catalogue';
import { CATALOGUE_TEXT, TEXT } from '@pedalworks/domain/messages';
import { PAGE_META } from '@pedalworks/domain/seo';
import { expect, test, type Page } from './support/test';
import { createTool } from '../tests/support/emulators';

const grid = (page: Page) => page.getByRole('region', { name: TEXT.featuredTools });
const cards = (page: Page) => grid(page).getByRole('article');
const chip = (page: Page, name: string) =>
  page.getByRole('group', { name: CATALOGUE_TEXT.categories }).getByRole('button', { name });

/** A word no other test's tool holds, so only this test's tools match it. */
const marker = () => `zq${randomUUID().replaceAll('-', '').slice(0, 10)}`;

test('search, category and sort live in the URL, and Back walks back through them', async ({
  page,
}) => {
  const word = marker();
  const whip = await createTool({ name: `Chain Whip ${word}`, price: 19, category: 'drivetrain' });
  const lockring = await createTool({
    name: `Cassette Lockring Tool ${word}`,
    price: 15,
    category: 'drivetrain',
  });
  const pump = await createTool({
    name: `Floor Pump ${word}`,
    price: 45,
    category: 'pumps-inflation',
  });

  await page.goto('/allTool');
  await page.getByLabel(CATALOGUE_TEXT.search).fill(word);
  await expect(page).toHaveURL(`/allTool?q=${word}`);
  await expect(cards(page)).toHaveText([
    new RegExp(lockring.name),
    new RegExp(whip.name),
    new RegExp(pump.name),
  ]);
  // A word prefix, in any case, with accents: still one search (the entry is replaced).
  await page.getByLabel(CATALOGUE_TEXT.search).fill(`${word} CÂSS`);
  await expect(page).toHaveURL(`/allTool?q=${word}+C%C3%82SS`);
  await expect(cards(page)).toHaveText([new RegExp(lockring.name)]);
  await page.getByLabel(CATALOGUE_TEXT.search).fill(word);
  await expect(cards(page)).toHaveCount(3);

  await chip(page, 'Drivetrain').click();
  await expect(page).toHaveURL(`/allTool?q=${word}&category=drivetrain`);
  await expect(chip(page, 'Drivetrain')).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page)).toHaveText([new RegExp(lockring.name), new RegExp(whip.name)]);

  await page.getByLabel(CATALOGUE_TEXT.sortBy).selectOption(TOOL_SORTS['price-desc'].label);
  await expect(page).toHaveURL(`/allTool?q=${word}&category=drivetrain&sort=price-desc`);
  await expect(cards(page)).toHaveText([new RegExp(whip.name), new RegExp(lockring.name)]);

  await page.goBack();
  await expect(page).toHaveURL(`/allTool?q=${word}&category=drivetrain`);
  await expect(page.getByLabel(CATALOGUE_TEXT.sortBy)).toHaveValue('name');
  await expect(cards(page)).toHaveText([new RegExp(lockring.name), new RegExp(whip.name)]);
  await page.goBack();
  await expect(page).toHaveURL(`/allTool?q=${word}`);
  await expect(cards(page)).toHaveCount(3);
  await page.goBack();
  await expect(page).toHaveURL('/allTool');
  await expect(page.getByLabel(CATALOGUE_TEXT.search)).toHaveValue('');
  await expect(cards(page).first()).toBeVisible();
  await page.goForward();
  await expect(page.getByLabel(CATALOGUE_TEXT.search)).toHaveValue(word);
  await expect(cards(page)).toHaveCount(3);
});

test('a linked search opens as it was; an empty result says so and clears the filters', async ({
  page,
}) => {
  const word = marker();
  const tool = await createTool({ name: `Spoke Key ${word}`, category: 'wheels-tyres' });
  await page.goto(`/allTool?q=${word}&category=wheels-tyres&sort=newest`);
  await expect(page.getByLabel(CATALOGUE_TEXT.search)).toHaveValue(word);
  await expect(chip(page, 'Wheels and tyres')).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page)).toHaveText([new RegExp(tool.name)]);

  await chip(page, 'Brakes').click();
  const empty = page.getByRole('status').filter({ hasText: CATALOGUE_TEXT.noResults });
  await expect(empty).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await empty.getByRole('button', { name: CATALOGUE_TEXT.clearFilters }).click();
  await expect(page).toHaveURL('/allTool');
  await expect(page.getByLabel(CATALOGUE_TEXT.search)).toHaveValue('');
  await expect(chip(page, CATALOGUE_TEXT.allCategories)).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page).first()).toBeVisible();
  await expect(empty).toBeHidden();
});

interface JsonLdProduct {
  '@type': string;
  name?: string;
  image?: string;
  description?: string;
  offers?: { '@type': string; price?: string; priceCurrency?: string; availability?: string };
}

/** The page's JSON-LD item lists. */
async function itemLists(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .filter((data) => data['@type'] === 'ItemList') as {
    '@context': string;
    itemListElement: { '@type': string; position: number; item: JsonLdProduct }[];
  }[];
}

/** Google's required fields of a Product rich result with an offer (and what we promise). */
function expectProductRichResult(product: JsonLdProduct) {
  expect(product['@type']).toBe('Product');
  expect(product.name?.trim()).toBeTruthy();
  expect(product.description?.trim()).toBeTruthy();
  expect(new URL(product.image ?? '').protocol).toMatch(/^https?:$/);
  expect(product.offers?.['@type']).toBe('Offer');
  expect(product.offers?.price).toMatch(/^\d+(\.\d{2})?$/);
  expect(Number(product.offers?.price)).toBeGreaterThan(0);
  expect(product.offers?.priceCurrency).toBe('USD');
  expect(['https://schema.org/InStock', 'https://schema.org/OutOfStock']).toContain(
    product.offers?.availability,
  );
}

test('the catalogue and home describe their tools as schema.org Products', async ({ page }) => {
  const word = marker();
  const soldOut = await createTool({
    name: `Sold Out Gauge ${word}`,
    price: 12.5,
    availableQuantity: 0,
  });
  await page.goto(`/allTool?q=${word}`);
  await expect(cards(page)).toHaveCount(1);
  const [list] = await itemLists(page);
  expect(list?.['@context']).toBe('https://schema.org');
  expect(list?.itemListElement).toHaveLength(1);
  const product = list!.itemListElement[0]!.item;
  expectProductRichResult(product);
  expect(product).toMatchObject({
    name: soldOut.name,
    description: soldOut.description,
    offers: { price: '12.50', availability: 'https://schema.org/OutOfStock' },
  });

  await page.goto('/');
  const featured = page.getByRole('region', { name: TEXT.featuredTools });
  await expect(featured.getByRole('article').first()).toBeVisible();
  const [home] = await itemLists(page);
  const shown = await featured.getByRole('article').count();
  expect(home?.itemListElement).toHaveLength(shown);
  home!.itemListElement.forEach((element, index) => {
    expect(element).toMatchObject({ '@type': 'ListItem', position: index + 1 });
    expectProductRichResult(element.item);
  });
});

test('public pages carry a description, a canonical URL and Open Graph tags', async ({ page }) => {
  const pages = [
    ['/', PAGE_META.home, '/'],
    ['/home', PAGE_META.home, '/'],
    ['/allTool', PAGE_META.allTools, '/allTool'],
    ['/allTool?category=brakes', PAGE_META.allTools, '/allTool'],
    ['/blog', PAGE_META.blog, '/blog'],
    ['/portfolio', PAGE_META.portfolio, '/portfolio'],
  ] as const;
  for (const [path, meta, canonical] of pages) {
    // As the prerendered HTML arrives (what a crawler or link preview reads) and after React.
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain(`<meta name="description" content="${meta.description}"/>`);
    await page.goto(path);
    const head = page.locator('head');
    await expect(head.locator('meta[name="description"]'), path).toHaveAttribute(
      'content',
      meta.description,
    );
    const url = await head.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(url ?? '').pathname, path).toBe(canonical);
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', url ?? '');
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      await page.title(),
    );
    await expect(head.locator('meta[property="og:description"]')).toHaveAttribute(
      'content',
      meta.description,
    );
  }
});

test('robots.txt names the sitemap, which lists the public pages', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
  expect(new URL(sitemapUrl ?? '').pathname).toBe('/sitemap.xml');
  expect(robots).toContain('Disallow: /dashboard');
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc!).pathname,
  );
  expect(locations).toEqual(['/', '/allTool', '/blog', '/portfolio']);
});
