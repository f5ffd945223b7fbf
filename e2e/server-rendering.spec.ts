import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { formatPrice } from '@pedalworks/domain/format';
import { DASHBOARD_TEXT, TEXT } from '@pedalworks/domain/messages';
import { TIMELINE_TEXT } from '@pedalworks/domain/timeline';
import {
  MY_ORDERS_PATH,
  RATE_LIMIT_PER_ACCOUNT,
  SESSION_COOKIE,
} from '@pedalworks/domain/constants';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { adminDb, createTool, createUser } from '../tests/support/emulators';
import { fillRateLimit } from '../tests/support/rate-limits';
import { signIn } from './support/session';
import { orderTool } from './support/shop';
import { MODULE_REPORT } from '../web/src/config/prerender';
import { fromRoot } from '../scripts/lib/paths';

/**
 * /allTool (with its search) and /tool/:id are rendered at request time by the `ssr` function
 * behind Hosting: their data is in the first HTML, the CDN keeps that HTML at most 5 minutes,
 * and the app corrects it as it takes the page over. My Orders too, for the customer of the
 * session cookie alone, never cached.
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

test("an unknown tool's page is not shared by the CDN", async ({ request }) => {
  const response = await request.get(`/tool/no-such-tool-${marker()}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-cache');
});

/** The built chunk that holds Firebase Auth's module (web/src/lib/firebase.ts). */
function authChunk(): string {
  const chunks = JSON.parse(readFileSync(fromRoot('web', 'dist', MODULE_REPORT), 'utf8')) as Record<
    string,
    { module: string }[]
  >;
  const [chunk] = Object.entries(chunks).find(([, modules]) =>
    modules.some(({ module }) => module === 'web/src/lib/firebase.ts'),
  )!;
  return chunk;
}

/** My Orders' first HTML, as the server renders it for `cookie` (the session cookie), if any. */
async function ordersHtml(request: APIRequestContext, cookie?: string) {
  const response = await request.get(MY_ORDERS_PATH, {
    headers: cookie ? { Cookie: `${SESSION_COOKIE}=${cookie}` } : {},
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('private, no-store');
  return response.text();
}

test("My Orders comes with its customer's orders in the first HTML, for them alone", async ({
  page,
  request,
}) => {
  const rider = await createUser();
  const tool = await createTool({ name: `Chain Whip ${marker()}`, price: 21 });
  // Signing in through the form, as a person would: the app mints the cookie itself.
  await signIn(page, rider);
  await orderTool(page, tool._id, 2);
  const sessionCookie = async () =>
    (await page.context().cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
  await expect.poll(sessionCookie).toBeDefined();
  const cookie = (await sessionCookie())!;
  expect(cookie).toMatchObject({ path: MY_ORDERS_PATH, httpOnly: false, sameSite: 'Lax' });
  expect(await ordersHtml(request, cookie.value)).toContain(tool.name);
  // Without it (another browser), or with a forged one, the page is rendered for nobody.
  expect(await ordersHtml(request)).not.toContain(tool.name);
  expect(await ordersHtml(request, `${cookie.value}x`)).not.toContain(tool.name);

  // In the browser, the rows show before Auth has answered, and act once React has taken them
  // over: Firebase Auth's chunk is held back (the page would show a spinner until Auth answers).
  const held = `/${authChunk()}`;
  await page.route(
    (url) => url.pathname === held,
    () => undefined,
  );
  await page.goto(MY_ORDERS_PATH);
  const row = page.getByRole('listitem', { name: tool.name });
  await expect(row).toContainText(`${DASHBOARD_TEXT.quantity}: 2 · ${formatPrice(42)}`);
  await expect(row.getByRole('link', { name: DASHBOARD_TEXT.pay })).toBeVisible();
  // The cart's header counts the customer's orders from the same render.
  await expect(page.getByText(`${TEXT.orderCount} 1`)).toBeVisible();
  // A click on markup React has not taken over yet may be replayed once it has, late: the
  // history may open after the attempt has given up, so each attempt first checks.
  const hide = row.getByRole('button', { name: TIMELINE_TEXT.hide });
  await expect(async () => {
    if (!(await hide.isVisible())) {
      await row.getByRole('button', { name: TIMELINE_TEXT.show }).click({ timeout: 1000 });
    }
    await expect(hide).toBeVisible({ timeout: 1000 });
  }).toPass();
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  // With Auth answering, React keeps the rows it took over: it never swaps them for a spinner
  // while the list's module loads (the rows would vanish, then come back).
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { removedRows: removed });
    new MutationObserver((records) => {
      for (const record of records) {
        if (!(record.target instanceof Element) || !record.target.closest('main')) continue;
        for (const node of record.removedNodes) {
          if (node instanceof Element && (node.matches('li') || node.querySelector('li'))) {
            removed.push(node.outerHTML.slice(0, 200));
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(MY_ORDERS_PATH);
  await expect(page.getByText(`${TEXT.orderCount} 1`)).toBeVisible();
  await expect(row.getByRole('button', { name: TIMELINE_TEXT.show })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { removedRows: string[] }).removedRows),
  ).toEqual([]);

  // Signing out deletes the cookie in the browser at once.
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect.poll(sessionCookie).toBeUndefined();

  // Its read counts against the account's rate limit, as GET /api/order does: past it, the page
  // comes without the orders (each render may spend a unit the renderer had leased before).
  await fillRateLimit(`uid:${rider.uid}`, RATE_LIMIT_PER_ACCOUNT);
  await expect
    .poll(async () => (await ordersHtml(request, cookie.value)).includes(tool.name), {
      intervals: [0],
      timeout: 60_000,
    })
    .toBe(false);
});
