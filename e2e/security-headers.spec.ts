import { DASHBOARD_TEXT, TEXT } from '@pedalworks/domain/messages';
import { PAYMENT_TEXT } from '@pedalworks/domain/payments';
import { expect, test } from './support/test';
import { watchCsp } from './support/csp';
import { createUnpaidOrder } from '../tests/doubles/stripe-events';
import { createTool, createUser, type TestUser } from '../tests/support/emulators';
import { TEST_CARDS, fillCard, routeStripe } from './doubles/stripe-js';
import { signIn, signInByToken } from './support/session';

/** The pages the `ssr` function renders (firebase.json's rewrites) for every visitor alike. */
const SERVER_RENDERED = ['/allTool', '/tool/torque-wrench'];

test.describe('every HTML answer carries the hardened headers', () => {
  for (const path of [
    '/',
    '/allTool',
    '/dashboard',
    '/dashboard/orders',
    '/tool/torque-wrench',
    '/no/such/page',
  ]) {
    test(`${path}`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      // The rest of the policy is the page's own, first in its head, with its scripts' hashes.
      const html = await response.text();
      const csp =
        /^<!DOCTYPE html><html[^>]*><head><meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(
          html,
        )?.[1] ?? '';
      expect(csp).toContain("object-src 'none'");
      expect(csp).toMatch(/script-src 'self' [^;]*'sha256-[A-Za-z0-9+/]+=*'/);
      expect(csp.match(/script-src[^;]*/)?.[0]).not.toContain('unsafe-inline');
      expect(headers).toMatchObject({
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
      // Pages rendered at request time are shared by the CDN for minutes (server-rendering.spec.ts).
      expect(headers['cache-control']).toMatch(
        SERVER_RENDERED.includes(path) ? /^public, max-age=0, s-maxage=\d+/ : /^no-cache$/,
      );
      expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8,}; includeSubDomains/);
      expect(headers['permissions-policy']).toContain('camera=()');
    });
  }

  test('hashed assets are immutable; public API reads are shared by the CDN, private ones not', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const asset = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset, 'the home page names its entry chunk').toBeDefined();
    expect((await request.get(asset!)).headers()['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const path of ['/api/tool?limit=1', '/api/tool/torque-wrench', '/api/review?limit=1']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toMatch(
        /^public, max-age=0, s-maxage=\d+$/,
      );
    }
    for (const path of ['/api/tool/no-such-tool', '/api/order']) {
      const response = await request.get(path);
      expect(response.status(), path).toBeGreaterThanOrEqual(400);
      expect(response.headers()['cache-control'] ?? 'none', path).not.toMatch(/public/);
    }
  });
});

// Every page's own CSP check runs with its axe check, in a11y.spec.ts.
test.describe('the Content-Security-Policy breaks nothing', () => {
  test('signing in through the form', async ({ page }) => {
    const user: TestUser = await createUser();
    const violations = await watchCsp(page);
    await signIn(page, user);
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('paying an order with Stripe.js', async ({ page }) => {
    const customer = await createUser();
    const tool = await createTool({ price: 12.5, minimumOrder: 1 });
    const order = await createUnpaidOrder(customer, tool);
    await routeStripe(page);
    const violations = await watchCsp(page);
    await signInByToken(page, customer);
    await page.goto(`/dashboard/payment/${order._id}`);
    const checkout = page.getByRole('region', { name: PAYMENT_TEXT.paymentDetails });
    await fillCard(checkout, TEST_CARDS.visa);
    await checkout.getByRole('button', { name: DASHBOARD_TEXT.pay }).click();
    await expect(checkout.getByText(TEXT.paymentCompleted(tool.name))).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
