import { randomUUID } from 'node:crypto';
import { formatPrice } from '@pedalworks/domain/format';
import { DASHBOARD_TEXT } from '@pedalworks/domain/messages';
import { expect, test, type Page } from './support/test';
import { adminDb, createTool, createUser } from '../tests/support/emulators';
import { signIn } from './support/session';

/**
 * /allTool (with its search) and /tool/:id are rendered at request time by the `ssr` function
 * behind Hosting: their data is in the first HTML, the CDN keeps that HTML at most 5 minutes,
 * and the app corrects it as it takes the page over.
 */

/** A word no other test's tool holds, so only this test's tools match it. */
const marker = () => `zs${randomUUID().replaceAll('-', '').slice(0, 10)}`;

/** Hosting's CDN keeps a page for s-maxage, and serves it stale at most stale-while-revalidate. */
function cdnSeconds(cacheControl: string | undefined): number {
  const match = /^public, max-age=0, s-maxage=(\d+), stale-while-revalidate=(\d+)$/.exec(
    cacheControl ?? '',
  );
  expect(match, cacheControl).not.toBeNull();
  return Number(match![1]) + Number(match![2]);
}

/** Serves `html` for the page's own address, as a CDN would that cached it earlier. */
async function serveCached(page: Page, path: string, html: string) {
  await page.route(
    (url) => `${url.pathname}${url.search}` === path,
    (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
}

test('the catalogue search is in the first HTML, with its first image fetched first', async ({
  request,
}) => {
  const word = marker();
  const tool = await createTool({ name: `Spoke Key ${word}`, price: 12.5 });
  const response = await request.get(`/allTool?q=${word}`);
  expect(response.status()).toBe(200);
  expect(cdnSeconds(response.headers()['cache-control'])).toBeLessThanOrEqual(300);
  const html = await response.text();
  expect(html).toContain(tool.name);
  expect(html).toContain(formatPrice(12.5));
  const image = /<img [^>]*fetchpriority="high"[^>]*>/i.exec(html)?.[0];
  expect(image, 'the first card image has fetchpriority="high"').toBeDefined();
  expect(image).toMatch(/ width="\d+"/);
  expect(image).toMatch(/ height="\d+"/);
});

test('a price changed after the catalogue HTML was cached shows the new price', async ({
  page,
  request,
}) => {
  const word = marker();
  const tool = await createTool({ name: `Truing Stand ${word}`, price: 12.5 });
  const path = `/allTool?q=${word}`;
  const cached = await (await request.get(path)).text();
  expect(cached).toContain(formatPrice(12.5));

  await adminDb().collection('tools').doc(tool._id).update({ price: 17.25 });
  await serveCached(page, path, cached);
  await page.goto(path);
  const card = page.getByRole('article', { name: tool.name });
  await expect(card).toContainText(formatPrice(17.25));
  await expect(card).not.toContainText(formatPrice(12.5));
});

test('a price changed after the tool HTML was cached shows the new price', async ({
  page,
  request,
}) => {
  const tool = await createTool({ name: `Cone Wrench ${marker()}`, price: 12.5 });
  const path = `/tool/${tool._id}`;
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  expect(cdnSeconds(response.headers()['cache-control'])).toBeLessThanOrEqual(300);
  const cached = await response.text();
  expect(cached).toContain(tool.name);
  expect(cached).toContain(formatPrice(12.5));
  expect(cached).toMatch(/<img [^>]*fetchpriority="high"[^>]*>/i);
  // The order form is never in the HTML: it waits for Auth.
  expect(cached).not.toContain(DASHBOARD_TEXT.orderForm);

  await signIn(page, await createUser());
  await adminDb().collection('tools').doc(tool._id).update({ price: 17.25 });
  await serveCached(page, path, cached);
  await page.goto(path);
  const details = page.getByRole('article', { name: tool.name });
  await expect(details).toContainText(formatPrice(17.25));
  await expect(details).not.toContainText(formatPrice(12.5));
  await expect(page.getByRole('form', { name: DASHBOARD_TEXT.orderForm })).toBeVisible();
});

test('a signed-out visitor of a tool page never sees the order form and ends on /login', async ({
  page,
}) => {
  const tool = await createTool({ name: `Pedal Wrench ${marker()}` });
  // Records whether the order form was ever in the page, from the first byte on.
  await page.addInitScript((label) => {
    const seen = () =>
      document.querySelector(`[aria-label="${label}"]`) !== null &&
      ((window as { sawOrderForm?: boolean }).sawOrderForm = true);
    new MutationObserver(seen).observe(document, { childList: true, subtree: true });
  }, DASHBOARD_TEXT.orderForm);
  await page.goto(`/tool/${tool._id}`);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => (window as { sawOrderForm?: boolean }).sawOrderForm)).toBe(
    undefined,
  );
});

test("an unknown tool's page answers 404 and is not shared by the CDN", async ({ request }) => {
  const response = await request.get(`/tool/no-such-tool-${marker()}`);
  expect(response.status()).toBe(404);
  expect(response.headers()['cache-control']).toBe('no-cache');
});

test("a tool page's structured data holds its text as written, $' and $` too", async ({
  request,
}) => {
  const tool = await createTool({
    name: `Spoke Key $' $& ${marker()}`,
    description: "Holds $` and $' and $&.",
  });
  const html = await (await request.get(`/tool/${tool._id}`)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  expect(blocks.map((block) => JSON.parse(block[1]!) as unknown)).toEqual([
    expect.objectContaining({ name: tool.name, description: tool.description }),
  ]);
});
