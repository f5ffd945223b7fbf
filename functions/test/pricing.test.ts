/**
 * The admins' shipping zones and discount codes (issue 45): admins only, every bad input
 * refused with the domain's text and nothing stored, codes never listed to customers.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { PRICING_TEXT } from '@pedalworks/domain/pricing-schemas';
import { adminDb, api, createUser, type TestUser } from '../../tests/support/emulators';

let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  [admin, customer] = await Promise.all([createUser({ admin: true }), createUser()]);
});

const call = async (user: TestUser | null, method: string, path: string, body?: unknown) => {
  const response = await api(method, path, {
    ...(user ? { token: await user.token() } : {}),
    ...(body === undefined ? {} : { body }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const unique = () => Math.random().toString(36).slice(2, 8).toUpperCase();

describe('discount codes', { timeout: 60_000 }, () => {
  it.each([
    [{ kind: 'percent', amount: 101 }, PRICING_TEXT.percentRange],
    [{ kind: 'fixed', amount: -5 }, PRICING_TEXT.fixedPositive],
    [
      {
        kind: 'percent',
        amount: 10,
        startsAt: '2026-12-01T00:00:00Z',
        endsAt: '2026-11-01T00:00:00Z',
      },
      PRICING_TEXT.endBeforeStart,
    ],
  ])('refuses %o with its text and stores nothing', async (rules, text) => {
    const code = `BAD-${unique()}`;
    const refused = await call(admin, 'POST', '/discount-code', { code, ...rules });
    expect(refused).toEqual({ status: 400, body: expect.objectContaining({ message: text }) });
    expect((await adminDb().collection('discountCodes').doc(code).get()).exists).toBe(false);
  });

  it('creates a code once, lists it to admins only, and pauses it', async () => {
    const code = `SPRING-${unique()}`;
    const body = { code: code.toLowerCase(), kind: 'percent', amount: 10, maxUses: 5 };
    expect((await call(customer, 'POST', '/discount-code', body)).status).toBe(403);
    const created = await call(admin, 'POST', '/discount-code', body);
    expect(created).toMatchObject({ status: 201, body: { code, uses: 0, reserved: 0 } });
    const again = await call(admin, 'POST', '/discount-code', body);
    expect(again).toMatchObject({ status: 409, body: { message: PRICING_TEXT.codeTaken } });
    expect((await call(customer, 'GET', '/discount-code')).status).toBe(403);
    const listed = await api('GET', '/discount-code', { token: await admin.token() });
    expect(((await listed.json()) as { code: string }[]).map((each) => each.code)).toContain(code);
    const paused = await call(admin, 'PATCH', `/discount-code/${code}`, { paused: true });
    expect(paused).toMatchObject({ status: 200, body: { paused: true } });
    const unknown = await call(admin, 'PATCH', '/discount-code/NO-SUCH-CODE', { paused: true });
    expect(unknown).toMatchObject({ status: 404, body: { message: API_ERROR.notFound } });
  });
});

describe('shipping zones', { timeout: 60_000 }, () => {
  it('refuses a negative rate, a country of another zone and a second fallback', async () => {
    const zone = { name: `Nordics ${unique()}`, countries: ['DK', 'SE'], rateCents: 1200 };
    const negative = await call(admin, 'POST', '/shipping-zone', { ...zone, rateCents: -1 });
    expect(negative).toMatchObject({ status: 400, body: { message: PRICING_TEXT.rateNegative } });
    expect((await call(customer, 'POST', '/shipping-zone', zone)).status).toBe(403);
    const created = await call(admin, 'POST', '/shipping-zone', zone);
    expect(created.status).toBe(201);
    const overlap = await call(admin, 'POST', '/shipping-zone', { ...zone, countries: ['SE'] });
    expect(overlap).toMatchObject({
      status: 409,
      body: { message: PRICING_TEXT.countryTaken('Sweden', zone.name) },
    });
    const world = { name: 'World', countries: [], rateCents: 2500, fallback: true };
    const first = await call(admin, 'POST', '/shipping-zone', world);
    const second = await call(admin, 'POST', '/shipping-zone', world);
    expect(second).toMatchObject({ status: 409, body: { message: PRICING_TEXT.fallbackTaken } });
    const zones = await api('GET', '/shipping-zone');
    expect(((await zones.json()) as { name: string }[]).map((each) => each.name)).toContain(
      zone.name,
    );
    for (const id of [created.body._id, first.body._id]) {
      expect((await call(admin, 'DELETE', `/shipping-zone/${String(id)}`)).body).toEqual({
        deletedCount: 1,
      });
    }
  });
});
