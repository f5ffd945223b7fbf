/**
 * The whole price (issue 45): the admins' shipping zones and discount codes (admins only, every
 * bad input refused with the domain's text and nothing stored, codes never listed to
 * customers), and checkouts priced with them. One file: zones are the whole shop's.
 */
import { FieldPath } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '@pedalworks/domain/format';
import { API_ERROR, VALIDATION } from '@pedalworks/domain/form-messages';
import { buildOrder } from '@pedalworks/domain/orders';
import {
  DISCOUNT_TEXT,
  SHIPPING_TEXT,
  WRONG_CODES_PER_MINUTE,
  paidCents,
  receiptRows,
} from '@pedalworks/domain/pricing';
import { PRICING_TEXT } from '@pedalworks/domain/pricing-schemas';
import {
  addFigures,
  contributionOf,
  emptyFigures,
  netRevenueCents,
  type CountedOrder,
  type DaySums,
} from '@pedalworks/domain/sales';
import type {
  CheckoutResponse,
  Order,
  PaymentIntentResponse,
  Tool,
} from '@pedalworks/domain/types';
import { TEST_PAYMENT_METHODS } from '../../tests/doubles/stripe-api';
import {
  deliverWebhook,
  paymentIntentEvent,
  settlePayments,
  stripeEvent,
  testStripe,
} from '../../tests/doubles/stripe-events';
import { adminDb, api, createTool, createUser, type TestUser } from '../../tests/support/emulators';
import { mailDoc } from '../../tests/support/mail';
import { fillRateLimit } from '../../tests/support/rate-limits';
import { endHold, forceOrder, payAtStripe, sweep } from './support/orders';

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
    [{ kind: 'percent', amount: 10, maxUses: 0 }, PRICING_TEXT.usesPositive],
    [{ kind: 'percent', amount: 10, categories: ['snacks'] }, PRICING_TEXT.unknownCategory],
    [{ kind: 'percent', amount: 10, code: 'no spaces!' }, PRICING_TEXT.codeInvalid],
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
    const again = await call(admin, 'POST', '/discount-code', { ...body, amount: 50 });
    expect(again).toMatchObject({ status: 409, body: { message: PRICING_TEXT.codeTaken } });
    const kept = await adminDb().collection('discountCodes').doc(code).get();
    expect(kept.data()).toMatchObject({ amount: 10, uses: 0 });
    expect((await call(customer, 'GET', '/discount-code')).status).toBe(403);
    const listed = await api('GET', '/discount-code', { token: await admin.token() });
    expect(((await listed.json()) as { code: string }[]).map((each) => each.code)).toContain(code);
    const unsaid = await call(admin, 'PATCH', `/discount-code/${code}`, {});
    expect(unsaid).toMatchObject({ status: 400, body: { message: PRICING_TEXT.pausedRequired } });
    const paused = await call(admin, 'PATCH', `/discount-code/${code}`, { paused: true });
    expect(paused).toMatchObject({ status: 200, body: { paused: true } });
    const unknown = await call(admin, 'PATCH', '/discount-code/NO-SUCH-CODE', { paused: true });
    expect(unknown).toMatchObject({ status: 404, body: { message: API_ERROR.notFound } });
  });
});

describe('shipping zones', { timeout: 60_000 }, () => {
  const good = { name: 'Bad input', countries: ['PL'], rateCents: 700 };
  it.each([
    [{ rateCents: -1 }, PRICING_TEXT.rateNegative],
    [{ rateCents: 100_001 }, PRICING_TEXT.rateTooHigh],
    [{ freeFromCents: -1 }, PRICING_TEXT.freeFromNegative],
    [{ name: ' ' }, PRICING_TEXT.zoneNameRequired],
    [{ countries: ['XX'] }, PRICING_TEXT.unknownCountry],
    [{ countries: [] }, PRICING_TEXT.countriesRequired],
  ])('refuses %o with its text, adding and replacing nothing', async (bad, text) => {
    const zones = async () => (await adminDb().collection('shippingZones').get()).docs;
    const before = (await zones()).map((doc) => JSON.stringify([doc.id, doc.data()])).sort();
    const created = await call(admin, 'POST', '/shipping-zone', { ...good, ...bad });
    expect(created).toMatchObject({ status: 400, body: { message: text } });
    const after = (await zones()).map((doc) => JSON.stringify([doc.id, doc.data()])).sort();
    expect(after).toEqual(before);
    const zone = await call(admin, 'POST', '/shipping-zone', { ...good, name: `Ok ${unique()}` });
    try {
      const replaced = await call(admin, 'PUT', `/shipping-zone/${String(zone.body._id)}`, {
        ...good,
        ...bad,
      });
      expect(replaced).toMatchObject({ status: 400, body: { message: text } });
      const stored = await adminDb().collection('shippingZones').doc(String(zone.body._id)).get();
      expect(stored.data()).toMatchObject({ countries: ['PL'], rateCents: 700 });
    } finally {
      await call(admin, 'DELETE', `/shipping-zone/${String(zone.body._id)}`);
    }
  });

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

const contact = { phone: '+1 555 0142', address: '12 Spoke Street, Portland' };

/** A held order of `customer` for `tool`, shipped to `country`. */
async function orderTo(customer: TestUser, tool: Tool, country: string, quantity = 1) {
  const response = await api('POST', '/order', {
    token: await customer.token(),
    body: { toolId: tool._id, orderedQuantity: quantity, country, ...contact },
  });
  return {
    status: response.status,
    order: (await response.json()) as Order & { message?: string },
  };
}

/** POST /create-payment-intent for one order, with a code if given. */
async function payOne(customer: TestUser, orderId: string, code?: string) {
  const response = await api('POST', '/create-payment-intent', {
    token: await customer.token(),
    body: { order: orderId, ...(code ? { code } : {}) },
  });
  return {
    status: response.status,
    body: (await response.json()) as PaymentIntentResponse & { message?: string },
  };
}

const intentIdOf = (clientSecret: string | null) => clientSecret!.split('_secret_')[0]!;

/** Two tools of a checkout whose shares are easy to follow: $30 and $10. */
const toolsAt30And10 = () =>
  Promise.all([
    createTool({ price: 30, minimumOrder: 1, availableQuantity: 20 }),
    createTool({ price: 10, minimumOrder: 1, availableQuantity: 20 }),
  ]);

async function newCode(rules: Record<string, unknown>) {
  const code = `T-${unique()}`;
  const created = await call(admin, 'POST', '/discount-code', {
    code,
    kind: 'percent',
    amount: 10,
    ...rules,
  });
  expect(created.status).toBe(201);
  return code;
}

/** What the sales figures counted of these orders (salesCounted: moved with each change). */
async function countedDay(orderIds: string[]): Promise<DaySums> {
  const figures = emptyFigures();
  for (const id of orderIds) {
    const counted = await adminDb().collection('salesCounted').doc(id).get();
    addFigures(figures, contributionOf(counted.get('counted') as CountedOrder));
  }
  const days = Object.values(figures.days);
  expect(days).toHaveLength(1);
  return days[0]!;
}

describe('the whole price', { timeout: 240_000 }, () => {
  it('ships free exactly at the threshold and not a cent below; a fallback, or no zone at all', async () => {
    const zone = await call(admin, 'POST', '/shipping-zone', {
      name: `Canada ${unique()}`,
      countries: ['CA'],
      rateCents: 900,
      freeFromCents: 5000,
    });
    expect(zone.status).toBe(201);
    const customer = await createUser();
    const [atThreshold, below] = await Promise.all([
      createTool({ price: 50, minimumOrder: 1, availableQuantity: 10 }),
      createTool({ price: 49.99, minimumOrder: 1, availableQuantity: 10 }),
    ]);
    for (const [tool, shipping] of [
      [atThreshold, 0],
      [below, 900],
    ] as const) {
      const { order } = await orderTo(customer, tool, 'CA');
      const { body } = await payOne(customer, order._id);
      expect(body.price).toMatchObject({ country: 'CA', shippingCents: shipping });
      const intent = await testStripe().paymentIntents.retrieve(intentIdOf(body.clientSecret));
      expect(intent.amount).toBe(Math.round(tool.price * 100) + shipping);
    }

    // No zone names Japan and there is no fallback: refused, no order placed.
    const before = await adminDb().collection('orders').where('uid', '==', customer.uid).get();
    const refused = await orderTo(customer, atThreshold, 'JP');
    expect(refused).toMatchObject({ status: 409, order: { message: SHIPPING_TEXT.noZone } });
    const after = await adminDb().collection('orders').where('uid', '==', customer.uid).get();
    expect(after.size).toBe(before.size);

    const world = await call(admin, 'POST', '/shipping-zone', {
      name: 'World',
      countries: [],
      rateCents: 2500,
      fallback: true,
    });
    try {
      const other = await createUser();
      const { status, order } = await orderTo(other, below, 'JP');
      expect(status).toBe(201);
      const { body } = await payOne(other, order._id);
      expect(body.price).toMatchObject({ country: 'JP', shippingCents: 2500 });
    } finally {
      await call(admin, 'DELETE', `/shipping-zone/${String(world.body._id)}`);
      await call(admin, 'DELETE', `/shipping-zone/${String(zone.body._id)}`);
    }
  });

  // Its own timeout: on 2 cores beside the other suites, 20 intents at once can take minutes.
  it(
    'a code with 10 uses left, applied by 100 customers, 20 at once: 10 get it, the others are told',
    { timeout: 480_000 },
    async () => {
      const code = await newCode({ maxUses: 10 });
      // Ten tools: the shoppers' orders do not queue on one tool's stock.
      const tools = await Promise.all(
        Array.from({ length: 10 }, () =>
          createTool({ price: 20, minimumOrder: 1, availableQuantity: 50 }),
        ),
      );
      // Ten at a time, then the codes in waves of 20 at once, none paid yet: the functions
      // emulator starts a worker per concurrent call and stalls past a few tens on 2 cores.
      const inWaves = async <T, R>(items: T[], size: number, each: (item: T) => Promise<R>) => {
        const results: R[] = [];
        for (let start = 0; start < items.length; start += size) {
          results.push(...(await Promise.all(items.slice(start, start + size).map(each))));
        }
        return results;
      };
      // Their held orders are written as the engine stores them: placing 100 orders through the
      // API is not what this proves, and took half its time.
      const shoppers = await inWaves(
        Array.from({ length: 100 }, (_, index) => tools[index % tools.length]!),
        10,
        async (tool) => {
          const customer = await createUser();
          const order = adminDb().collection('orders').doc();
          const input = { toolId: tool._id, orderedQuantity: 1, country: 'US', ...contact };
          await forceOrder(order.id, {
            ...buildOrder(tool, input, customer),
            createdAt: new Date(),
          });
          return { customer, order: { _id: order.id } };
        },
      );
      // A 503 (a transaction that lost to contention: nothing written) is asked again a moment
      // later, as the page tells the shopper to; every answer is then the code, or 'used up'.
      const answers = await inWaves(shoppers, 20, async ({ customer, order }) => {
        for (let tries = 1; ; tries += 1) {
          const answer = await payOne(customer, order._id, code);
          if (answer.status !== 503 || tries === 6) return answer;
          await new Promise((resolve) => setTimeout(resolve, 500 * tries));
        }
      });
      const granted = answers.filter((answer) => answer.status === 200);
      expect(granted).toHaveLength(10);
      for (const answer of answers.filter((each) => each.status !== 200)) {
        expect(answer).toMatchObject({ status: 409, body: { message: DISCOUNT_TEXT.usedUp } });
      }
      for (const { body } of granted) {
        expect(body.price).toMatchObject({ code, discountCents: 200, totalCents: 1800 });
        const paid = await payAtStripe(intentIdOf(body.clientSecret));
        expect(
          (await deliverWebhook(paymentIntentEvent('payment_intent.succeeded', paid))).status,
        ).toBe(200);
      }
      const stored = await adminDb().collection('discountCodes').doc(code).get();
      expect(stored.data()).toMatchObject({ uses: 10, reserved: 0 });
    },
  );

  it('a code once per customer, from two tabs at once: one gets it; given back when unpaid', async () => {
    const code = await newCode({ maxUsesPerCustomer: 1 });
    const customer = await createUser();
    const tool = await createTool({ price: 15, minimumOrder: 1, availableQuantity: 20 });
    const [first, second] = [
      (await orderTo(customer, tool, 'US')).order,
      (await orderTo(customer, tool, 'US')).order,
    ];
    const tabs = await Promise.all([
      payOne(customer, first._id, code),
      payOne(customer, second._id, code),
    ]);
    expect(tabs.map((tab) => tab.status).sort()).toEqual([200, 409]);
    expect(tabs.find((tab) => tab.status === 409)?.body.message).toBe(DISCOUNT_TEXT.usedByYou);
    // The order that got it is deleted unpaid: its checkout ends and the use is given back.
    const holder = tabs[0]!.status === 200 ? first : second;
    const other = holder === first ? second : first;
    expect(
      (await api('DELETE', `/order/${holder._id}`, { token: await customer.token() })).status,
    ).toBe(200);
    const again = await payOne(customer, other._id, code);
    expect(again).toMatchObject({ status: 200, body: { price: { code, discountCents: 150 } } });
  });

  it('wrong codes count per customer; past a few a minute every try is 429, a right code too', async () => {
    const code = await newCode({});
    const [customer, other] = await Promise.all([createUser(), createUser()]);
    const tool = await createTool({ price: 10, minimumOrder: 1, availableQuantity: 10 });
    const [{ order }, { order: others }] = await Promise.all([
      orderTo(customer, tool, 'US'),
      orderTo(other, tool, 'US'),
    ]);
    for (let tries = 0; tries < WRONG_CODES_PER_MINUTE; tries += 1) {
      expect(await payOne(customer, order._id, `NOPE-${unique()}`)).toMatchObject({
        status: 409,
        body: { message: DISCOUNT_TEXT.unknown },
      });
    }
    // Counted in the shared counters (summed: a minute may have turned meanwhile).
    const counters = await adminDb()
      .collection('rateLimits')
      .where(FieldPath.documentId(), '>=', `code:${customer.uid}_`)
      .where(FieldPath.documentId(), '<', `code:${customer.uid}_~`)
      .get();
    expect(counters.docs.reduce((sum, doc) => sum + (doc.get('count') as number), 0)).toBe(
      WRONG_CODES_PER_MINUTE,
    );
    // At the limit (this minute and the next): a wrong code and the right one alike.
    await fillRateLimit(`code:${customer.uid}`, WRONG_CODES_PER_MINUTE);
    for (const tried of [`NOPE-${unique()}`, code]) {
      const refused = await api('POST', '/create-payment-intent', {
        token: await customer.token(),
        body: { order: order._id, code: tried },
      });
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ message: DISCOUNT_TEXT.tooManyTries });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    const stored = await adminDb().collection('orders').doc(order._id).get();
    expect(stored.get('checkoutId') ?? null).toBeNull();
    // Without a code the customer still pays; another customer's code applies.
    expect((await payOne(customer, order._id)).status).toBe(200);
    expect(await payOne(other, others._id, code)).toMatchObject({
      status: 200,
      body: { price: { code, discountCents: 100 } },
    });
  });

  it('a refund of one order returns its share; a full refund returns the shipping', async () => {
    const zone = await call(admin, 'POST', '/shipping-zone', {
      name: `Mexico ${unique()}`,
      countries: ['MX'],
      rateCents: 1000,
    });
    try {
      const code = await newCode({ kind: 'fixed', amount: 500 });
      const customer = await createUser();
      const tools = await toolsAt30And10();
      const orders = [];
      for (const tool of tools) orders.push((await orderTo(customer, tool, 'MX')).order);
      const response = await api('POST', '/checkout', {
        token: await customer.token(),
        body: { code },
      });
      const checkout = (await response.json()) as CheckoutResponse;
      expect(checkout.price).toMatchObject({
        subtotalCents: 4000,
        discountCents: 500,
        shippingCents: 1000,
        totalCents: 4500,
      });
      const shares = checkout.lines.map((line) => paidCents(line));
      expect(shares.reduce((a, b) => a + b, 0)).toBe(4500);
      const intentId = intentIdOf(checkout.clientSecret!);
      const paid = await payAtStripe(intentId);
      expect(
        (await deliverWebhook(paymentIntentEvent('payment_intent.succeeded', paid))).status,
      ).toBe(200);

      // The receipt and its mail show the four figures, from the orders' stored shares.
      const figures = {
        subtotalCents: 4000,
        discountCents: 500,
        shippingCents: 1000,
        totalCents: 4500,
      };
      const receipt = await call(customer, 'GET', `/receipt/${intentId}`);
      expect(receipt).toMatchObject({ status: 200, body: { ...figures, total: 45 } });
      const mail = await mailDoc(`receipt-${intentId}`);
      for (const [label, amount] of receiptRows(figures)) {
        expect(mail?.message.text).toContain(`${label}: ${amount}`);
      }
      expect(receiptRows(figures).map(([, amount]) => amount)).toEqual([
        '$40',
        '−$5',
        '$10',
        '$45',
      ]);

      // The figures count the tools net of the discount and the shipping apart.
      const paidDay = await countedDay(orders.map((order) => order._id));
      expect(paidDay).toEqual({
        paidOrders: 2,
        revenueCents: 4000,
        discountCents: 500,
        refundedCents: 0,
        shippingCents: 1000,
      });
      expect(netRevenueCents(paidDay)).toBe(3500);

      const refunded = await call(admin, 'POST', `/manageorder/${orders[0]!._id}/refund`);
      expect(refunded).toMatchObject({ status: 200, body: { modifiedCount: 1 } });
      const [refund] = (await testStripe().refunds.list({ payment_intent: intentId })).data;
      expect(refund!.amount).toBe(shares[0]);

      await testStripe().refunds.create({ payment_intent: intentId });
      const charge = await testStripe().charges.retrieve(paid.latest_charge as string);
      expect((await deliverWebhook(stripeEvent('charge.refunded', charge))).status).toBe(200);
      expect(charge.amount_refunded).toBe(4500);
      for (const [index, order] of orders.entries()) {
        const stored = (await adminDb().collection('orders').doc(order._id).get()).data();
        expect(stored).toMatchObject({ status: 'refunded', refundedAmount: shares[index] });
      }
      const after = await countedDay(orders.map((order) => order._id));
      expect(after).toMatchObject({ revenueCents: 4000, refundedCents: 3500, shippingCents: 0 });
      expect(netRevenueCents(after)).toBe(0);
    } finally {
      await call(admin, 'DELETE', `/shipping-zone/${String(zone.body._id)}`);
    }
  });

  it('a returned order of a Pay all with a code refunds at most what it paid', async () => {
    const code = await newCode({});
    const shopper = await createUser();
    const tools = await toolsAt30And10();
    const orders = [];
    for (const tool of tools) orders.push((await orderTo(shopper, tool, 'US')).order);
    const [returned, kept] = orders as [Order, Order];
    const response = await api('POST', '/checkout', {
      token: await shopper.token(),
      body: { code },
    });
    const checkout = (await response.json()) as CheckoutResponse;
    const line = checkout.lines.find((each) => each.orderId === returned._id)!;
    expect(line.discountCents).toBeGreaterThan(0);
    const share = paidCents(line);
    const paid = await payAtStripe(intentIdOf(checkout.clientSecret!));
    expect(
      (await deliverWebhook(paymentIntentEvent('payment_intent.succeeded', paid))).status,
    ).toBe(200);

    const path = `/manageorder/${returned._id}`;
    expect((await call(admin, 'PUT', path)).status).toBe(200);
    const asked = await call(shopper, 'POST', `/order/${returned._id}/return`, {
      reason: 'damaged',
    });
    expect(asked.status).toBe(200);
    expect((await call(admin, 'POST', `${path}/return/approve`)).status).toBe(200);
    const tooMuch = await call(admin, 'POST', `${path}/return/receive`, {
      amount: share + 1,
      restock: true,
    });
    expect(tooMuch).toMatchObject({
      status: 400,
      body: { message: VALIDATION.refundAmountTooLarge(formatPrice(share / 100)) },
    });
    const received = await call(admin, 'POST', `${path}/return/receive`, {
      amount: share,
      restock: true,
    });
    expect(received.status).toBe(200);
    const refunds = (await testStripe().refunds.list({ payment_intent: paid.id })).data;
    expect(refunds.map((refund) => refund.amount)).toEqual([share]);
    const stored = (await adminDb().collection('orders').doc(returned._id).get()).data();
    expect(stored).toMatchObject({ status: 'refunded', refundedAmount: share });
    const other = (await adminDb().collection('orders').doc(kept._id).get()).data();
    expect(other?.refundedAmount).toBeUndefined();
  });

  it('a code is given back when the payment it priced is refunded whole', async () => {
    const code = await newCode({ maxUsesPerCustomer: 1 });
    const shopper = await createUser();
    const tool = await createTool({ price: 15, minimumOrder: 1, availableQuantity: 20 });
    const { order } = await orderTo(shopper, tool, 'US');
    const { body } = await payOne(shopper, order._id, code);
    expect(body.price).toMatchObject({ code });
    // The hold ended and the stock sold while the payment went through.
    await forceOrder(order._id, { status: 'expired' });
    await adminDb().collection('tools').doc(tool._id).update({ availableQuantity: 0 });
    const paid = await payAtStripe(intentIdOf(body.clientSecret!));
    const succeeded = paymentIntentEvent('payment_intent.succeeded', paid);
    for (let round = 0; round < 2; round += 1) {
      expect((await deliverWebhook(succeeded)).status).toBe(200);
    }
    expect((await testStripe().refunds.list({ payment_intent: paid.id })).data).toHaveLength(1);
    const stored = (await adminDb().collection('discountCodes').doc(code).get()).data();
    expect(stored).toMatchObject({ uses: 0, reserved: 0 });

    await adminDb().collection('tools').doc(tool._id).update({ availableQuantity: 20 });
    const { order: next } = await orderTo(shopper, tool, 'US');
    expect(await payOne(shopper, next._id, code)).toMatchObject({
      status: 200,
      body: { price: { code } },
    });
  });

  it("the code's last use, held by a customer's payment page, moves with them to Pay all", async () => {
    const code = await newCode({ maxUses: 1 });
    const shopper = await createUser();
    const tool = await createTool({ price: 15, minimumOrder: 1, availableQuantity: 20 });
    const { order: first } = await orderTo(shopper, tool, 'US');
    expect((await payOne(shopper, first._id, code)).status).toBe(200);
    const { order: second } = await orderTo(shopper, tool, 'US');
    const rival = await createUser();
    const { order: theirs } = await orderTo(rival, tool, 'US');
    expect(await payOne(rival, theirs._id, code)).toMatchObject({
      status: 409,
      body: { message: DISCOUNT_TEXT.usedUp },
    });

    const all = await call(shopper, 'POST', '/checkout', { code });
    expect(all).toMatchObject({ status: 200, body: { price: { code, discountCents: 300 } } });
    expect(
      (all.body as unknown as CheckoutResponse).lines.map((line) => line.orderId).sort(),
    ).toEqual([first._id, second._id].sort());
    const stored = (await adminDb().collection('discountCodes').doc(code).get()).data();
    expect(stored).toMatchObject({ uses: 0, reserved: 1 });
  });

  it('a payment still processing when its hold ends keeps the code until the bank refuses it', async () => {
    const code = await newCode({ maxUsesPerCustomer: 1 });
    const shopper = await createUser();
    const tool = await createTool({ price: 15, minimumOrder: 1, availableQuantity: 20 });
    const { order } = await orderTo(shopper, tool, 'US');
    const { body } = await payOne(shopper, order._id, code);
    const intentId = intentIdOf(body.clientSecret!);
    const processing = await payAtStripe(intentId, TEST_PAYMENT_METHODS.processing);
    expect(processing.status).toBe('processing');
    const codeDoc = adminDb().collection('discountCodes').doc(code);

    // The sweep ends the hold; the payment can not be cancelled, so its checkout waits for it.
    await endHold(order._id);
    await sweep();
    expect((await call(shopper, 'GET', `/order/${order._id}`)).body).toMatchObject({
      status: 'expired',
    });
    expect((await codeDoc.get()).data()).toMatchObject({ uses: 0, reserved: 1 });

    await settlePayments(order._id, 'fail');
    const failed = await testStripe().paymentIntents.retrieve(intentId);
    const event = paymentIntentEvent('payment_intent.payment_failed', failed);
    for (let round = 0; round < 2; round += 1) {
      expect((await deliverWebhook(event)).status).toBe(200);
    }
    expect((await codeDoc.get()).data()).toMatchObject({ uses: 0, reserved: 0 });
    const { order: next } = await orderTo(shopper, tool, 'US');
    expect(await payOne(shopper, next._id, code)).toMatchObject({
      status: 200,
      body: { price: { code } },
    });
  });
});
