import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STRIPE_DOUBLE_PUBLISHABLE_KEY,
  STRIPE_DOUBLE_SECRET_KEY,
} from '../../scripts/lib/stripe-test-env';
import {
  REDIRECT_METHOD,
  STRIPE_DOUBLE_HOST,
  TEST_CARDS,
  TEST_PAYMENT_METHODS,
  startStripeApiDouble,
  type StripeApiDouble,
} from './stripe-api';

/** The double answers the real Stripe SDK the way Stripe does, where the shop depends on it. */
describe('the Stripe API test double', () => {
  const port = 12_199;
  let double: StripeApiDouble;
  const stripe = new Stripe(STRIPE_DOUBLE_SECRET_KEY, {
    host: STRIPE_DOUBLE_HOST,
    port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  beforeAll(async () => {
    double = await startStripeApiDouble(port);
  });
  afterAll(() => double.close());

  const params = { amount: 2500, currency: 'usd', metadata: { orderId: 'o1' } };

  it('one intent for several orders: the card on its charge, refunds an order at a time with their metadata', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 5650,
      currency: 'usd',
      metadata: { checkoutId: 'c1', uid: 'u1', orderIds: 'a,b,c' },
    });
    const paid = await stripe.paymentIntents.confirm(intent.id, {
      payment_method: TEST_PAYMENT_METHODS.visa,
    });
    expect(paid.metadata).toEqual({ checkoutId: 'c1', uid: 'u1', orderIds: 'a,b,c' });
    const charge = await stripe.charges.retrieve(paid.latest_charge as string);
    expect(charge.payment_method_details?.card).toMatchObject({ brand: 'visa', last4: '4242' });

    const part = await stripe.refunds.create(
      { payment_intent: intent.id, amount: 1400, metadata: { orderId: 'b' } },
      { idempotencyKey: `part-${intent.id}-b` },
    );
    expect(part).toMatchObject({ amount: 1400, metadata: { orderId: 'b' }, status: 'succeeded' });
    const again = await stripe.refunds.create(
      { payment_intent: intent.id, amount: 1400, metadata: { orderId: 'b' } },
      { idempotencyKey: `part-${intent.id}-b` },
    );
    expect(again.id).toBe(part.id);
    await expect(
      stripe.refunds.create({ payment_intent: intent.id, amount: 5000 }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'amount' });
    const after = await stripe.charges.retrieve(paid.latest_charge as string);
    expect(after).toMatchObject({ amount_refunded: 1400, refunded: false });
    const listed = await stripe.refunds.list({ payment_intent: intent.id });
    expect(listed.data.map((refund) => refund.metadata)).toEqual([{ orderId: 'b' }]);
  });

  it('replays an idempotent request with its first response, not the object as it is now', async () => {
    const key = `intent-${Math.random()}`;
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: key });
    expect(first.payment_method_types).toEqual(['card', 'link', REDIRECT_METHOD]);
    const paid = await stripe.paymentIntents.confirm(first.id, {
      payment_method: TEST_PAYMENT_METHODS.visa,
    });
    expect(paid.status).toBe('succeeded');
    const replay = await stripe.paymentIntents.create(params, { idempotencyKey: key });
    expect(replay).toEqual(first);
    expect(replay.status).toBe('requires_payment_method');
    expect((await stripe.paymentIntents.retrieve(first.id)).status).toBe('succeeded');
  });

  it('refuses a key reused with other parameters or on another path, as Stripe errors', async () => {
    const key = `intent-${Math.random()}`;
    await stripe.paymentIntents.create(params, { idempotencyKey: key });
    const other = stripe.paymentIntents.create(
      { ...params, amount: 2600 },
      { idempotencyKey: key },
    );
    await expect(other).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    await expect(other).rejects.toMatchObject({ statusCode: 400, type: 'StripeIdempotencyError' });
    const elsewhere = stripe.refunds.create({ payment_intent: 'pi_x' }, { idempotencyKey: key });
    await expect(elsewhere).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  /** One of the double's own controls (POST unless told), answered with its status and JSON. */
  async function control(path: string, params: Record<string, string>, method = 'POST') {
    const query = new URLSearchParams(params);
    const url = `http://${STRIPE_DOUBLE_HOST}:${port}/_double/${path}`;
    const response =
      method === 'GET' ? await fetch(`${url}?${query}`) : await fetch(url, { method, body: query });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  /** The events the double made about an intent, as it would have sent them. */
  const loggedEvents = async (intentId: string) =>
    (await control('events', { payment_intent: intentId }, 'GET')).body.data as Stripe.Event[];

  it('forgets an idempotency key 24 hours after its first request, by its own clock', async () => {
    const key = `intent-${Math.random()}`;
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: key });
    // A minute short of a day: real time also moves the clock, by seconds on a busy machine.
    expect(await control('advance_clock', { seconds: String(24 * 3600 - 60) })).toMatchObject({
      status: 200,
    });
    expect((await stripe.paymentIntents.create(params, { idempotencyKey: key })).id).toBe(first.id);
    await control('advance_clock', { seconds: '60' });
    const later = await stripe.paymentIntents.create(params, { idempotencyKey: key });
    expect(later.id).not.toBe(first.id);
    expect(later.created - first.created).toBeGreaterThanOrEqual(24 * 3600);
    // The new request is kept again for 24 hours, with its own answer.
    expect((await stripe.paymentIntents.create(params, { idempotencyKey: key })).id).toBe(later.id);

    // A refund repeated a day later is a second refund, as at Stripe.
    const paid = await stripe.paymentIntents.confirm(later.id, {
      payment_method: TEST_PAYMENT_METHODS.visa,
    });
    const refund = { payment_intent: later.id, amount: 1000 };
    const refundKey = `refund-${later.id}`;
    const once = await stripe.refunds.create(refund, { idempotencyKey: refundKey });
    expect((await stripe.refunds.create(refund, { idempotencyKey: refundKey })).id).toBe(once.id);
    await control('advance_clock', { seconds: String(24 * 3600) });
    const twice = await stripe.refunds.create(refund, { idempotencyKey: refundKey });
    expect(twice.id).not.toBe(once.id);
    const charge = await stripe.charges.retrieve(paid.latest_charge as string);
    expect(charge.amount_refunded).toBe(2000);
    expect((await control('advance_clock', { seconds: '-1' })).status).toBe(400);
  });

  it('answers refund creation with a 500 or no answer for the next N requests, then as usual', async () => {
    const intent = await stripe.paymentIntents.create(params);
    await stripe.paymentIntents.confirm(intent.id, { payment_method: TEST_PAYMENT_METHODS.visa });
    const key = `refund-${intent.id}`;
    const refund = () =>
      stripe.refunds.create({ payment_intent: intent.id }, { idempotencyKey: key });
    expect(await control('fail_next', { path: '/v1/refunds', count: '2' })).toMatchObject({
      status: 200,
    });
    // Listing is another request: not failed.
    expect((await stripe.refunds.list({ payment_intent: intent.id })).data).toEqual([]);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await expect(refund()).rejects.toMatchObject({ statusCode: 500, type: 'StripeAPIError' });
    }
    // The SDK tries once more at once after a reset connection (a stale keep-alive socket).
    await control('fail_next', { path: '/v1/refunds', count: '2', kind: 'network' });
    await expect(refund()).rejects.toBeInstanceOf(Stripe.errors.StripeConnectionError);
    // Nothing was refunded by the failed requests, and the key was not spent on them.
    expect((await stripe.refunds.list({ payment_intent: intent.id })).data).toEqual([]);
    const made = await refund();
    expect(made).toMatchObject({ status: 'succeeded', amount: 2500 });
    expect((await refund()).id).toBe(made.id);
  });

  it('keeps the events of an intent: a Dashboard refund, a refund failing later, disputes won and lost', async () => {
    const checkout = { checkoutId: 'c-events', uid: 'u1', orderIds: 'e1,e2' };
    const pay = async (metadata: Record<string, string>) => {
      const intent = await stripe.paymentIntents.create({ ...params, amount: 6000, metadata });
      return stripe.paymentIntents.confirm(intent.id, {
        payment_method: TEST_PAYMENT_METHODS.mastercard,
      });
    };
    const refunded = await pay(checkout);
    // From the Dashboard: no metadata, part then the rest.
    const part = await stripe.refunds.create({ payment_intent: refunded.id, amount: 1500 });
    const rest = await stripe.refunds.create({ payment_intent: refunded.id });
    expect([part.metadata, rest.metadata, rest.amount]).toEqual([{}, {}, 4500]);
    expect((await control('fail_refunds', { refund: part.id })).status).toBe(200);
    expect(await stripe.refunds.retrieve(part.id)).toMatchObject({ status: 'failed' });
    expect((await stripe.refunds.retrieve(rest.id)).status).toBe('succeeded');

    const events = await loggedEvents(refunded.id);
    expect(events.map((event) => [event.type, (event.data.object as { id: string }).id])).toEqual([
      ['payment_intent.succeeded', refunded.id],
      ['charge.refunded', refunded.latest_charge],
      ['charge.refunded', refunded.latest_charge],
      ['charge.refund.updated', part.id],
    ]);
    expect(new Set(events.map((event) => event.id)).size).toBe(4);
    expect(events.every((event) => /^evt_\w+$/.test(event.id))).toBe(true);
    // Snapshots as they were: the first refund's charge had 1500 refunded.
    expect((events[1]!.data.object as Stripe.Charge).amount_refunded).toBe(1500);
    expect((events[3]!.data.object as Stripe.Refund).status).toBe('failed');
    // Each signs and verifies as a delivery of Stripe's would.
    const payload = JSON.stringify(events[2]);
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_x' });
    expect(stripe.webhooks.constructEvent(payload, header, 'whsec_x').id).toBe(events[2]!.id);

    for (const outcome of ['won', 'lost'] as const) {
      const disputed = await pay({ orderId: `dispute-${outcome}` });
      const opened = await control('disputes', { payment_intent: disputed.id, amount: '4000' });
      expect(opened.body).toMatchObject({ status: 'needs_response', amount: 4000 });
      const dispute = opened.body as unknown as Stripe.Dispute;
      expect((await stripe.charges.retrieve(disputed.latest_charge as string)).disputed).toBe(true);
      const closed =
        outcome === 'won'
          ? await stripe.disputes.update(dispute.id, {
              evidence: { uncategorized_text: 'winning_evidence' },
            })
          : await stripe.disputes.close(dispute.id);
      expect(closed.status).toBe(outcome);
      const logged = (await loggedEvents(disputed.id)).map((event) => [
        event.type,
        (event.data.object as { status: string }).status,
      ]);
      expect(logged).toEqual([
        ['payment_intent.succeeded', 'succeeded'],
        ['charge.dispute.created', 'needs_response'],
        ['charge.dispute.closed', outcome],
      ]);
    }
    const unpaid = await stripe.paymentIntents.create(params);
    expect((await control('disputes', { payment_intent: unpaid.id })).status).toBe(400);
    const byCard = await stripe.paymentIntents.confirm(unpaid.id, {
      payment_method: TEST_PAYMENT_METHODS.disputed,
    });
    expect((await loggedEvents(byCard.id)).map((event) => event.type)).toEqual([
      'payment_intent.succeeded',
      'charge.dispute.created',
    ]);
  });

  it('answers an unknown object with a 404 invalid_request_error', async () => {
    const missing = stripe.paymentIntents.retrieve('pi_unknown');
    await expect(missing).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(missing).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  /** What the double answers a confirmation from Stripe.js. */
  interface Confirmed {
    status?: string;
    next_action?: { type: string; redirect_to_url: { url: string; return_url: string } };
    error?: { code?: string; decline_code?: string; param?: string };
  }

  /** Confirms as Stripe.js does: publishable key, client secret and the method's data. */
  async function confirmAsStripeJs(intent: Stripe.PaymentIntent, data: Record<string, string>) {
    const response = await fetch(
      `http://${STRIPE_DOUBLE_HOST}:${port}/v1/payment_intents/${intent.id}/confirm`,
      {
        method: 'POST',
        body: new URLSearchParams({
          key: STRIPE_DOUBLE_PUBLISHABLE_KEY,
          client_secret: intent.client_secret!,
          ...data,
        }),
      },
    );
    return { status: response.status, body: (await response.json()) as Confirmed };
  }

  /** The card as typed. */
  const confirmByCard = (intent: Stripe.PaymentIntent, number: string) =>
    confirmAsStripeJs(intent, {
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': number,
    });

  /** The redirect method, and where to come back. */
  const confirmByRedirect = (intent: Stripe.PaymentIntent, returnUrl?: string) =>
    confirmAsStripeJs(intent, {
      'payment_method_data[type]': REDIRECT_METHOD,
      ...(returnUrl ? { return_url: returnUrl } : {}),
    });

  it("answers each of Stripe's test cards as Stripe's test mode does", async () => {
    const outcomes: Record<string, unknown> = {};
    for (const [name, number] of Object.entries({ ...TEST_CARDS, live: '4111111111111111' })) {
      const intent = await stripe.paymentIntents.create(params);
      const { status, body } = await confirmByCard(intent, number);
      outcomes[name] =
        status === 200 ? body.status : [status, body.error?.code, body.error?.decline_code];
    }
    expect(outcomes).toEqual({
      visa: 'succeeded',
      visaDebit: 'succeeded',
      mastercard: 'succeeded',
      declined: [402, 'card_declined', 'generic_decline'],
      insufficientFunds: [402, 'card_declined', 'insufficient_funds'],
      lostCard: [402, 'card_declined', 'lost_card'],
      expiredCard: [402, 'expired_card', undefined],
      incorrectCvc: [402, 'incorrect_cvc', undefined],
      processingError: [402, 'processing_error', undefined],
      disputed: 'succeeded',
      refundFails: 'succeeded',
      threeDSecure: 'requires_action',
      processing: 'processing',
      live: [402, 'card_declined', 'test_mode_live_card'],
    });
    const declined = stripe.paymentIntents.confirm(
      (await stripe.paymentIntents.create(params)).id,
      {
        payment_method: TEST_PAYMENT_METHODS.insufficientFunds,
      },
    );
    await expect(declined).rejects.toBeInstanceOf(Stripe.errors.StripeCardError);
    await expect(declined).rejects.toMatchObject({
      statusCode: 402,
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });

  it('offers the automatic payment methods, or only the allowed ones, as Stripe sets them', async () => {
    const automatic = await stripe.paymentIntents.create({
      ...params,
      automatic_payment_methods: { enabled: true },
    });
    expect(automatic).toMatchObject({
      automatic_payment_methods: { enabled: true, allow_redirects: 'always' },
      allowed_payment_method_types: null,
      payment_method_types: ['card', 'link', REDIRECT_METHOD],
    });
    const noRedirects = await stripe.paymentIntents.create({
      ...params,
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
    });
    expect(noRedirects.payment_method_types).toEqual(['card', 'link']);
    const cards = await stripe.paymentIntents.create({
      ...params,
      allowed_payment_method_types: ['card'],
    });
    expect(cards).toMatchObject({
      automatic_payment_methods: null,
      allowed_payment_method_types: ['card'],
      payment_method_types: ['card'],
    });
  });

  const authorize = async (source: string, outcome: 'complete' | 'fail') =>
    fetch(`http://${STRIPE_DOUBLE_HOST}:${port}/redirect/authorize`, {
      method: 'POST',
      body: new URLSearchParams({ source, outcome }),
    });

  it('sends a redirect method to the bank page, whose answer pays or fails the intent', async () => {
    const returnUrl = 'https://shop.test/back';
    const cards = await stripe.paymentIntents.create({
      ...params,
      allowed_payment_method_types: ['card'],
    });
    expect((await confirmByRedirect(cards, returnUrl)).body.error?.code).toBe(
      'payment_intent_incompatible_payment_method',
    );
    const intent = await stripe.paymentIntents.create(params);
    expect((await confirmByRedirect(intent)).body.error).toMatchObject({
      code: 'parameter_missing',
      param: 'return_url',
    });

    const { body } = await confirmByRedirect(intent, returnUrl);
    expect(body.status).toBe('requires_action');
    expect(body.next_action?.type).toBe('redirect_to_url');
    expect(body.next_action?.redirect_to_url.return_url).toBe(returnUrl);
    const source = body.next_action!.redirect_to_url.url.split('/').pop()!;
    expect(await (await authorize(source, 'fail')).json()).toMatchObject({
      status: 'requires_payment_method',
      return_url: returnUrl,
    });
    expect((await stripe.paymentIntents.retrieve(intent.id)).last_payment_error).toMatchObject({
      code: 'payment_intent_authentication_failure',
    });
    // The page of a payment answered once is answered no more.
    expect((await authorize(source, 'complete')).status).toBe(404);

    const again = await confirmByRedirect(intent, returnUrl);
    const next = again.body.next_action!.redirect_to_url.url.split('/').pop()!;
    await authorize(next, 'complete');
    expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({
      status: 'succeeded',
      last_payment_error: null,
    });
  });

  it('saves a card to a customer with setup_future_usage, shows it again, and detaches it', async () => {
    const customer = await stripe.customers.create(
      { email: 'rider@pedalworks.test', metadata: { uid: 'u1' } },
      { idempotencyKey: `customer-${Math.random()}` },
    );
    expect(customer).toMatchObject({ object: 'customer', metadata: { uid: 'u1' } });
    const first = await stripe.paymentIntents.create({ ...params, customer: customer.id });
    const saving = await stripe.paymentIntents.update(first.id, {
      setup_future_usage: 'off_session',
    });
    expect(saving.setup_future_usage).toBe('off_session');
    const paid = await confirmAsStripeJs(first, {
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': TEST_CARDS.visa,
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': '34',
      'payment_method_data[allow_redisplay]': 'always',
    });
    expect(paid.body.status).toBe('succeeded');
    const saved = await stripe.customers.listPaymentMethods(customer.id, { type: 'card' });
    expect(saved.data).toHaveLength(1);
    const [method] = saved.data;
    expect(method).toMatchObject({
      customer: customer.id,
      allow_redisplay: 'always',
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
    });

    const session = await stripe.customerSessions.create({
      customer: customer.id,
      components: {
        payment_element: { enabled: true, features: { payment_method_redisplay: 'enabled' } },
      },
    });
    const shown = await fetch(
      `http://${STRIPE_DOUBLE_HOST}:${port}/v1/elements/sessions?${new URLSearchParams({
        key: STRIPE_DOUBLE_PUBLISHABLE_KEY,
        customer_session_client_secret: session.client_secret,
      }).toString()}`,
    );
    expect(
      ((await shown.json()) as { customer: { payment_methods: { id: string }[] } }).customer,
    ).toMatchObject({ payment_methods: [{ id: method!.id }] });

    // The saved card pays the customer's next intent, and no one else's.
    const next = await stripe.paymentIntents.create({ ...params, customer: customer.id });
    expect((await confirmAsStripeJs(next, { payment_method: method!.id })).body.status).toBe(
      'succeeded',
    );
    const stranger = await stripe.paymentIntents.create(params);
    expect((await confirmAsStripeJs(stranger, { payment_method: method!.id })).status).toBe(400);

    await stripe.paymentMethods.detach(method!.id);
    expect((await stripe.customers.listPaymentMethods(customer.id)).data).toEqual([]);
    await expect(stripe.paymentMethods.detach(method!.id)).rejects.toMatchObject({
      statusCode: 400,
      code: 'payment_method_unexpected_state',
    });
    const after = await stripe.paymentIntents.create({ ...params, customer: customer.id });
    expect((await confirmAsStripeJs(after, { payment_method: method!.id })).status).toBe(400);
  });

  it('refuses an amount under $0.50 as Stripe does', async () => {
    const tooSmall = stripe.paymentIntents.create({ ...params, amount: 49 });
    await expect(tooSmall).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(tooSmall).rejects.toMatchObject({ statusCode: 400, code: 'amount_too_small' });
  });

  describe('with a webhook endpoint for one order', () => {
    const secret = 'whsec_double_test';
    const received: Stripe.Event[] = [];
    const refused: string[] = [];
    let receiver: http.Server;

    beforeAll(async () => {
      // The webhook, as the functions check it: the real SDK verifies every signature.
      receiver = http.createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', () => {
          try {
            const payload = Buffer.concat(chunks);
            const signature = String(req.headers['stripe-signature']);
            received.push(stripe.webhooks.constructEvent(payload, signature, secret));
            res.writeHead(200).end();
          } catch (error) {
            refused.push((error as Error).message);
            res.writeHead(400).end();
          }
        });
      });
      await new Promise<void>((resolve) => receiver.listen(0, STRIPE_DOUBLE_HOST, resolve));
      const { port: receiverPort } = receiver.address() as AddressInfo;
      const registered = await fetch(
        `http://${STRIPE_DOUBLE_HOST}:${port}/_double/webhook_endpoints`,
        {
          method: 'POST',
          body: new URLSearchParams({
            url: `http://${STRIPE_DOUBLE_HOST}:${receiverPort}/`,
            secret,
            order: 'o-hooked',
          }),
        },
      );
      expect(registered.status).toBe(200);
    });
    afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

    const hooked = { ...params, metadata: { orderId: 'o-hooked' } };
    /** The events of one intent received so far, by type (Stripe does not promise an order). */
    const eventsOf = (intentId: string) =>
      received
        .filter((event) => (event.data.object as { id: string }).id === intentId)
        .map((event) => [event.type, (event.data.object as { status: string }).status])
        .sort(([a], [b]) => a!.localeCompare(b!));

    it('delivers signed events of that order only, each with the object as it was then', async () => {
      const quiet = await stripe.paymentIntents.create(params);
      await stripe.paymentIntents.confirm(quiet.id, { payment_method: TEST_PAYMENT_METHODS.visa });
      const intent = await stripe.paymentIntents.create(hooked);
      const declined = stripe.paymentIntents.confirm(intent.id, {
        payment_method: TEST_PAYMENT_METHODS.declined,
      });
      await expect(declined).rejects.toBeInstanceOf(Stripe.errors.StripeCardError);
      await stripe.paymentIntents.confirm(intent.id, { payment_method: TEST_PAYMENT_METHODS.visa });
      await expect
        .poll(() => eventsOf(intent.id))
        .toEqual([
          ['payment_intent.payment_failed', 'requires_payment_method'],
          ['payment_intent.succeeded', 'succeeded'],
        ]);
      expect(eventsOf(quiet.id)).toEqual([]);
      expect(refused).toEqual([]);
      // What was sent is what the double kept: one event, one id.
      const sent = received.filter(
        (event) => (event.data.object as { id: string }).id === intent.id,
      );
      expect(new Set(sent.map((event) => event.id))).toEqual(
        new Set((await loggedEvents(intent.id)).map((event) => event.id)),
      );
      expect((await loggedEvents(quiet.id)).map((event) => event.type)).toEqual([
        'payment_intent.succeeded',
      ]);
    });

    it('holds a 3-D Secure payment in requires_action until the challenge is completed or failed', async () => {
      const challenged = async (outcome: string) => {
        const intent = await stripe.paymentIntents.create(hooked);
        const { body } = await confirmByCard(intent, TEST_CARDS.threeDSecure);
        expect(body).toMatchObject({
          status: 'requires_action',
          next_action: { type: 'use_stripe_sdk' },
        });
        const answer = await fetch(
          `http://${STRIPE_DOUBLE_HOST}:${port}/3d_secure_2/authenticate`,
          {
            method: 'POST',
            body: new URLSearchParams({
              key: STRIPE_DOUBLE_PUBLISHABLE_KEY,
              client_secret: intent.client_secret!,
              payment_intent: intent.id,
              outcome,
            }),
          },
        );
        expect(answer.status).toBe(200);
        return stripe.paymentIntents.retrieve(intent.id);
      };
      const completed = await challenged('complete');
      expect(completed.status).toBe('succeeded');
      const failed = await challenged('fail');
      expect(failed).toMatchObject({
        status: 'requires_payment_method',
        last_payment_error: { code: 'payment_intent_authentication_failure' },
      });
      await expect
        .poll(() => eventsOf(completed.id))
        .toEqual([
          ['payment_intent.requires_action', 'requires_action'],
          ['payment_intent.succeeded', 'succeeded'],
        ]);
      await expect
        .poll(() => eventsOf(failed.id))
        .toEqual([
          ['payment_intent.payment_failed', 'requires_payment_method'],
          ['payment_intent.requires_action', 'requires_action'],
        ]);
    });

    it("fails the refund of Stripe's refund-failing card later, and announces it", async () => {
      const visa = await stripe.paymentIntents.create(hooked);
      await stripe.paymentIntents.confirm(visa.id, { payment_method: TEST_PAYMENT_METHODS.visa });
      const intent = await stripe.paymentIntents.create(hooked);
      await stripe.paymentIntents.confirm(intent.id, {
        payment_method: TEST_PAYMENT_METHODS.refundFails,
      });
      const refund = await stripe.refunds.create({ payment_intent: intent.id });
      const kept = await stripe.refunds.create({ payment_intent: visa.id });
      expect(refund.status).toBe('succeeded');
      const failed = await fetch(`http://${STRIPE_DOUBLE_HOST}:${port}/_double/fail_refunds`, {
        method: 'POST',
        body: new URLSearchParams({ order: 'o-hooked' }),
      });
      expect(failed.status).toBe(200);
      expect(await stripe.refunds.retrieve(refund.id)).toMatchObject({
        status: 'failed',
        failure_reason: 'expired_or_canceled_card',
      });
      expect((await stripe.refunds.retrieve(kept.id)).status).toBe('succeeded');
      const charge = await stripe.charges.retrieve(refund.charge as string);
      expect(charge).toMatchObject({ amount_refunded: 0, refunded: false });
      await expect
        .poll(() =>
          received
            .filter((event) => event.type === 'charge.refund.updated')
            .map((event) => (event.data.object as Stripe.Refund).id),
        )
        .toEqual([refund.id]);
    });

    it('keeps a payment processing (not cancellable) until the bank settles it', async () => {
      const intent = await stripe.paymentIntents.create(hooked);
      const { body } = await confirmByCard(intent, TEST_CARDS.processing);
      expect(body.status).toBe('processing');
      const cancel = stripe.paymentIntents.cancel(intent.id);
      await expect(cancel).rejects.toMatchObject({
        statusCode: 400,
        code: 'payment_intent_unexpected_state',
      });
      const settled = await fetch(`http://${STRIPE_DOUBLE_HOST}:${port}/_double/settle`, {
        method: 'POST',
        body: new URLSearchParams({ order: 'o-hooked' }),
      });
      expect(settled.status).toBe(200);
      expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');
      await expect
        .poll(() => eventsOf(intent.id))
        .toEqual([
          ['payment_intent.processing', 'processing'],
          ['payment_intent.succeeded', 'succeeded'],
        ]);
    });
  });
});
