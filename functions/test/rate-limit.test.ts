/**
 * The API's rate limits, as a script would meet them: past RATE_LIMIT_PER_IP requests of one
 * address or RATE_LIMIT_PER_ACCOUNT of one account in a window, the API answers 429 with
 * Retry-After and does nothing. The counters are documents shared by every function instance
 * (rateLimits/{key}_{windowStart}); the tests fill them up to the limit rather than sending
 * hundreds of requests (tests/support/rate-limits.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  RATE_LIMIT_PER_ACCOUNT,
  RATE_LIMIT_PER_IP,
  RATE_LIMIT_WINDOW_MS,
} from '@pedalworks/domain/constants';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { adminDb, api, createTool, createUser } from '../../tests/support/emulators';
import { fillRateLimit } from '../../tests/support/rate-limits';

/** A client address of its own for each test (TEST-NET-3, RFC 5737). */
let lastOctet = 0;
const ownAddress = () => `203.0.113.${(lastOctet += 1)}`;

async function expect429(response: Response): Promise<void> {
  expect(response.status).toBe(429);
  expect(await response.json()).toEqual({ message: API_ERROR.tooManyRequests });
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual((2 * RATE_LIMIT_WINDOW_MS) / 1000);
}

describe('the per-address limit', () => {
  it(`serves the ${RATE_LIMIT_PER_IP}th request of an address in a window`, async () => {
    const address = ownAddress();
    await fillRateLimit(`ip:${address}`, RATE_LIMIT_PER_IP - 1);
    expect((await api('GET', '/tool?limit=1', { address })).status).toBe(200);
  });

  it(`answers 429 with Retry-After past ${RATE_LIMIT_PER_IP}, on every route, changing nothing`, async () => {
    const address = ownAddress();
    await fillRateLimit(`ip:${address}`, RATE_LIMIT_PER_IP);
    const tool = await createTool();
    await expect429(await api('GET', '/review', { address }));
    await expect429(await api('GET', `/tool/${tool._id}`, { address }));
    await expect429(await api('GET', '/no-such-route', { address }));
    const customer = await createUser();
    const order = { toolId: tool._id, orderedQuantity: 2, phone: '555 0100', address: '1 Main St' };
    await expect429(
      await api('POST', '/order', { address, token: await customer.token(), body: order }),
    );
    expect((await adminDb().collection('tools').doc(tool._id).get()).data()).toMatchObject({
      availableQuantity: tool.availableQuantity,
    });
    const orders = await adminDb().collection('orders').where('uid', '==', customer.uid).get();
    expect(orders.size).toBe(0);
    // Another address is served meanwhile.
    expect((await api('GET', '/review?limit=1', { address: ownAddress() })).status).toBe(200);
  });
});

describe('a forged X-Forwarded-For', () => {
  it('cannot pick a counter of its own: every forged address shares the real one’s limit', async () => {
    const address = ownAddress();
    await fillRateLimit(`ip:${address}`, RATE_LIMIT_PER_IP);
    // What Google's front end passes on: whatever the client wrote, then the client's address
    // and the front end's own.
    for (const forged of ['192.0.2.1', '192.0.2.2']) {
      await expect429(
        await api('GET', '/review?limit=1', { address: `${forged}, ${address}, 216.239.32.1` }),
      );
    }
    // The forged addresses' own counters were never touched.
    const windowStart = Math.floor(Date.now() / RATE_LIMIT_WINDOW_MS) * RATE_LIMIT_WINDOW_MS;
    for (const forged of ['192.0.2.1', '192.0.2.2']) {
      for (const start of [windowStart - RATE_LIMIT_WINDOW_MS, windowStart]) {
        const counter = adminDb().collection(COLLECTIONS.rateLimits).doc(`ip:${forged}_${start}`);
        expect((await counter.get()).exists).toBe(false);
      }
    }
  });
});

describe('concurrent requests', () => {
  // Increment, then read back: racing requests may each read the others' increments, so a burst
  // at the edge can refuse one that would have fit; what never happens is more getting through.
  it('never let more through than the window has left, however they race', async () => {
    const address = ownAddress();
    await fillRateLimit(`ip:${address}`, RATE_LIMIT_PER_IP - 3);
    const statuses = await Promise.all(
      Array.from({ length: 8 }, () => api('GET', '/tool?limit=1', { address })),
    ).then((responses) => responses.map((response) => response.status));
    const through = statuses.filter((status) => status === 200).length;
    expect(through).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8 - through);
  });
});

describe('the per-account limit', () => {
  it(`answers 429 past ${RATE_LIMIT_PER_ACCOUNT} requests of one account, from any address`, async () => {
    const customer = await createUser();
    const token = await customer.token();
    await fillRateLimit(`uid:${customer.uid}`, RATE_LIMIT_PER_ACCOUNT - 1);
    expect((await api('GET', `/user/${customer.email}`, { token })).status).toBe(200);
    await fillRateLimit(`uid:${customer.uid}`, RATE_LIMIT_PER_ACCOUNT);
    const before = (await adminDb().collection('users').doc(customer.uid).get()).data();
    for (const address of [ownAddress(), ownAddress()]) {
      await expect429(await api('GET', `/user/${customer.email}`, { token, address }));
      await expect429(
        await api('POST', '/review', { token, address, body: { rate: 5, review: 'Spam' } }),
      );
    }
    expect((await adminDb().collection('users').doc(customer.uid).get()).data()).toEqual(before);
    const reviews = await adminDb()
      .collection(COLLECTIONS.reviewAuthors)
      .where('uid', '==', customer.uid)
      .get();
    expect(reviews.size).toBe(0);
    // Another account is served meanwhile; a visitor too.
    const other = await createUser();
    expect((await api('GET', `/user/${other.email}`, { token: await other.token() })).status).toBe(
      200,
    );
    expect((await api('GET', '/review?limit=1')).status).toBe(200);
  });

  it('does not count requests that a forged token sends in the name of an account', async () => {
    const victim = await createUser();
    await fillRateLimit(`uid:${victim.uid}`, RATE_LIMIT_PER_ACCOUNT - 1);
    const forged = `${await victim.token()}x`;
    for (let i = 0; i < 3; i += 1) {
      expect((await api('GET', `/user/${victim.email}`, { token: forged })).status).toBe(401);
    }
    const token = await victim.token();
    expect((await api('GET', `/user/${victim.email}`, { token })).status).toBe(200);
  });
});
