/**
 * A local Stripe API test double: a small HTTP server that answers the calls Pedalworks makes,
 * in Stripe's shapes, so that the real `stripe` SDK (functions) and the Stripe.js test double
 * (browser) can be pointed at it. Payment intents live in memory: created (honouring
 * Idempotency-Key), retrieved (secret key, or publishable key and client secret as Stripe.js
 * does), and confirmed with one of Stripe's test cards (TEST_CARDS: by payment method name, or
 * by number as Stripe.js sends a card), which makes them succeed, decline with the card's error,
 * ask for 3-D Secure (requires_action until the challenge is completed or failed) or wait in
 * processing until settled; cancelled. A succeeded intent has a charge (GET /v1/charges/:id);
 * refunds are created (Idempotency-Key honoured, full or partial) and listed by payment intent;
 * paying with pm_card_createDispute succeeds and opens a dispute on the charge (so does
 * POST /_double/disputes on any paid intent), which evidence 'winning_evidence' or
 * 'losing_evidence' (POST /v1/disputes/:id) or POST /v1/disputes/:id/close settles, as in
 * Stripe's test mode. Idempotency keys are forgotten after 24 hours of the double's clock,
 * which a test moves on (POST /_double/advance_clock); POST /_double/fail_next makes the next
 * requests to a path fail. A test may register a webhook endpoint for one order's payments
 * (POST /_double/webhook_endpoints); the double then delivers the events of those payments
 * itself, signed with the endpoint's secret as Stripe signs them; every event is kept by
 * intent (GET /_double/events). What it does not model: tests/doubles/README.md.
 */
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';

export const STRIPE_DOUBLE_HOST = '127.0.0.1';
export const STRIPE_DOUBLE_PORT = 12111;
export const STRIPE_DOUBLE_URL = `http://${STRIPE_DOUBLE_HOST}:${STRIPE_DOUBLE_PORT}`;

/** Stripe's test cards as payment methods, the way Stripe's test mode names them. */
export const TEST_PAYMENT_METHODS = {
  visa: 'pm_card_visa',
  visaDebit: 'pm_card_visa_debit',
  mastercard: 'pm_card_mastercard',
  declined: 'pm_card_chargeDeclined',
  insufficientFunds: 'pm_card_chargeDeclinedInsufficientFunds',
  lostCard: 'pm_card_chargeDeclinedLostCard',
  expiredCard: 'pm_card_chargeDeclinedExpiredCard',
  incorrectCvc: 'pm_card_chargeDeclinedIncorrectCvc',
  processingError: 'pm_card_chargeDeclinedProcessingError',
  disputed: 'pm_card_createDispute',
  /** Pays; a refund of it succeeds, then fails later (failRefunds in stripe-events.ts). */
  refundFails: 'pm_card_refundFail',
  threeDSecure: 'pm_card_authenticationRequired',
  /** Not Stripe's: no card of Stripe's test mode stays processing (see README.md). */
  processing: 'pm_card_processing_double',
} as const;

type TestCard = keyof typeof TEST_PAYMENT_METHODS;

/**
 * A payment method that sends the shopper to their bank's page and back (return_url), as iDEAL
 * or Bancontact do. Not Stripe's: the real ones need euros and a country; the double offers this
 * one with cards and Link to every intent with automatic payment methods.
 */
export const REDIRECT_METHOD = 'bank_redirect';

/** The payment methods the double's 'account' enables for automatic payment methods. */
const AUTOMATIC_METHODS = ['card', 'link', REDIRECT_METHOD];

/** The same cards by number, as a shopper types them (docs.stripe.com/testing). */
export const TEST_CARDS: Record<TestCard, string> = {
  visa: '4242424242424242',
  visaDebit: '4000056655665556',
  mastercard: '5555555555554444',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  lostCard: '4000000000009987',
  expiredCard: '4000000000000069',
  incorrectCvc: '4000000000000127',
  processingError: '4000000000000119',
  disputed: '4000000000000259',
  refundFails: '4000000000005126',
  threeDSecure: '4000002760003184',
  processing: '4000000000007700',
};

/** What confirming a payment with a card does; card errors as Stripe words them. */
type CardOutcome =
  | { kind: 'succeeds'; dispute?: boolean }
  | { kind: 'redirect' }
  | { kind: 'authenticate' }
  | { kind: 'processing' }
  | { kind: 'declined'; code: string; decline_code?: string; message: string };

const declined = (code: string, decline_code: string | undefined, message: string) =>
  ({ kind: 'declined', code, decline_code, message }) as const;

const OUTCOMES: Record<TestCard, CardOutcome> = {
  visa: { kind: 'succeeds' },
  visaDebit: { kind: 'succeeds' },
  mastercard: { kind: 'succeeds' },
  declined: declined('card_declined', 'generic_decline', 'Your card was declined.'),
  insufficientFunds: declined(
    'card_declined',
    'insufficient_funds',
    'Your card has insufficient funds.',
  ),
  lostCard: declined('card_declined', 'lost_card', 'Your card was declined.'),
  expiredCard: declined('expired_card', undefined, 'Your card has expired.'),
  incorrectCvc: declined('incorrect_cvc', undefined, "Your card's security code is incorrect."),
  processingError: declined(
    'processing_error',
    undefined,
    'An error occurred while processing your card. Try again in a little bit.',
  ),
  disputed: { kind: 'succeeds', dispute: true },
  refundFails: { kind: 'succeeds' },
  threeDSecure: { kind: 'authenticate' },
  processing: { kind: 'processing' },
};

/** A real card number in test mode: Stripe declines it. */
const LIVE_CARD = declined(
  'card_declined',
  'test_mode_live_card',
  'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
);

/** Stripe.js's message when the shopper fails the 3-D Secure challenge. */
const AUTHENTICATION_FAILURE = {
  type: 'invalid_request_error',
  code: 'payment_intent_authentication_failure',
  message:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

/** A redirect method's payment the shopper failed on the bank's page, as Stripe words it. */
const REDIRECT_FAILURE = {
  type: 'invalid_request_error',
  code: 'payment_intent_authentication_failure',
  message:
    'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
};

/** A processing payment the bank refused when it settled. */
const BANK_FAILURE = {
  type: 'card_error',
  code: 'card_declined',
  decline_code: 'insufficient_funds',
  message: 'Your card has insufficient funds.',
};

/**
 * A Stripe event, as Stripe sends it to a webhook endpoint, carrying a snapshot of the object.
 * Also what tests deliver themselves (stripe-events.ts).
 */
export function stripeEvent(
  type: string,
  object: unknown,
  apiVersion: string | null = null,
  created = Math.floor(Date.now() / 1000),
) {
  return {
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: apiVersion,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** The Stripe-Signature header of a payload, as Stripe computes it (t=..., v1=HMAC-SHA256). */
export function stripeSignature(payload: string, secret: string, timestamp = Date.now()): string {
  const t = Math.floor(timestamp / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${payload}`, 'utf8').digest('hex');
  return `t=${t},v1=${v1}`;
}

type Params = Record<string, unknown>;

interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  receipt_email: string | null;
  allowed_payment_method_types: string[] | null;
  payment_method_types: string[];
  automatic_payment_methods: { enabled: boolean; allow_redirects: 'always' | 'never' } | null;
  payment_method: string | null;
  customer: string | null;
  setup_future_usage: 'off_session' | 'on_session' | null;
  last_payment_error: unknown;
  next_action?: unknown;
  livemode: false;
  created: number;
  billing_details?: unknown;
  latest_charge?: string | null;
  cancellation_reason?: string | null;
  canceled_at?: number | null;
}

interface Customer {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  livemode: false;
  created: number;
}

interface PaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: {
    brand: string;
    last4: string;
    exp_month: number;
    exp_year: number;
    country: string;
    funding: string;
    wallet: null;
  };
  billing_details: unknown;
  customer: string | null;
  allow_redisplay: 'always' | 'limited' | 'unspecified';
  livemode: false;
  created: number;
}

interface CustomerSession {
  object: 'customer_session';
  client_secret: string;
  customer: string;
  components: unknown;
  livemode: false;
  created: number;
  expires_at: number;
}

interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  currency: string;
  payment_intent: string;
  payment_method: string | null;
  payment_method_details: {
    type: 'card';
    card: Pick<
      PaymentMethod['card'],
      'brand' | 'last4' | 'exp_month' | 'exp_year' | 'country' | 'funding'
    >;
  } | null;
  status: 'succeeded';
  disputed: boolean;
  livemode: false;
  created: number;
}

interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  payment_intent: string;
  currency: string;
  status: 'succeeded' | 'failed';
  failure_reason?: string | null;
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
}

interface Dispute {
  id: string;
  object: 'dispute';
  amount: number;
  charge: string;
  payment_intent: string;
  currency: string;
  status: string;
  reason: string;
  livemode: false;
  created: number;
}

interface WebhookEndpoint {
  id: string;
  url: string;
  secret: string;
  /** The order (payment intent metadata orderId) whose payments' events it receives. */
  orderId: string;
  apiVersion: string | null;
}

/** Waits before each new try of a webhook delivery that failed (Stripe's are hours apart). */
const WEBHOOK_RETRY_MS = [500, 1000, 2000, 4000];

/** Stripe forgets an idempotency key 24 hours after its first request. */
const IDEMPOTENCY_KEY_SECONDS = 24 * 60 * 60;

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding (a[b][0]=c) back into objects and arrays. */
export function parseForm(body: string): Params {
  const result: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter(Boolean);
    let node = result as Record<string, unknown>;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return result;
}

/** Metadata as Stripe keeps it: string values by key ({} when none was sent). */
const metadataOf = (value: unknown): Record<string, string> =>
  value && typeof value === 'object'
    ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, String(item)]))
    : {};

/** The orders an intent pays: its order, or a checkout's orders (metadata orderIds, comma-separated). */
const ordersOf = (intent: { metadata: Record<string, string> }): string[] =>
  intent.metadata.orderIds
    ? intent.metadata.orderIds.split(',')
    : intent.metadata.orderId
      ? [intent.metadata.orderId]
      : [];

const asList = (value: unknown): string[] =>
  value && typeof value === 'object' ? Object.values(value).map(String) : [];

export interface StripeApiDouble {
  close(): Promise<void>;
}

export function startStripeApiDouble(port = STRIPE_DOUBLE_PORT): Promise<StripeApiDouble> {
  const intents = new Map<string, PaymentIntent>();
  const customers = new Map<string, Customer>();
  const paymentMethods = new Map<string, PaymentMethod>();
  /** Which of Stripe's test cards each payment method made from a typed card is. */
  const cardOf = new Map<string, TestCard | 'live'>();
  /** Payment methods once attached to a customer and detached: never usable again. */
  const detached = new Set<string>();
  const customerSessions = new Map<string, CustomerSession>();
  /** The source (bank page) of each intent waiting on a redirect method's authorisation. */
  const redirectSource = new Map<string, string>();
  /** Idempotent requests as Stripe keeps them: the request, the response it gave, and when. */
  const idempotent = new Map<string, { request: string; response: string; at: number }>();
  const charges = new Map<string, Charge>();
  const refunds = new Map<string, Refund>();
  const disputes = new Map<string, Dispute>();
  /** The double's clock (seconds): real time, plus what tests moved it on (advance_clock). */
  let clockSkew = 0;
  const now = () => Math.floor(Date.now() / 1000) + clockSkew;
  /** Webhook endpoints tests registered, each for the payments of one order. */
  const endpoints: WebhookEndpoint[] = [];
  const deliveries = new Set<Promise<void>>();
  /** Every event sent or not, by the payment intent it concerns (GET /_double/events). */
  const eventLog = new Map<string, string[]>();
  /** Requests to answer with a fault ('POST /v1/refunds' → how many more), fail_next. */
  const faults = new Map<string, { count: number; kind: 'error' | 'network' }>();

  /**
   * An event about an intent: one event (one id), logged under the intent with a snapshot of
   * the object, and sent to the endpoints registered for its order after the answer that caused
   * it (as Stripe does), signed with each endpoint's secret; a delivery that fails or is not
   * answered 2xx is tried again a few times.
   */
  function emit(type: string, intent: PaymentIntent, object: unknown = intent) {
    const event = stripeEvent(type, object, null, now());
    const logged = eventLog.get(intent.id) ?? [];
    logged.push(JSON.stringify(event));
    eventLog.set(intent.id, logged);
    const sentTo = new Set<string>();
    for (const endpoint of endpoints) {
      if (!ordersOf(intent).includes(endpoint.orderId)) continue;
      // One delivery per endpoint URL, however many of the intent's orders registered it.
      if (sentTo.has(endpoint.url)) continue;
      sentTo.add(endpoint.url);
      const payload = JSON.stringify({ ...event, api_version: endpoint.apiVersion });
      const delivery = deliver(endpoint, payload).finally(() => deliveries.delete(delivery));
      deliveries.add(delivery);
    }
  }

  /** The events of one intent so far, in the order they happened, with `api_version`. */
  function eventsOf(params: Params) {
    const intentId = String(params.payment_intent ?? '');
    const apiVersion = typeof params.api_version === 'string' ? params.api_version : null;
    const events = (eventLog.get(intentId) ?? []).map((payload) => ({
      ...(JSON.parse(payload) as Record<string, unknown>),
      api_version: apiVersion,
    }));
    return list(events, '/_double/events');
  }

  /** Moves the double's clock on by `seconds` (what Stripe's key memory counts in). */
  function advanceClock(params: Params) {
    const seconds = Number(params.seconds);
    if (!Number.isInteger(seconds) || seconds < 0) {
      throw new StripeError(400, {
        type: 'invalid_request_error',
        param: 'seconds',
        message: 'advance_clock needs a whole number of seconds from 0',
      });
    }
    clockSkew += seconds;
    return { object: 'double_clock', now: now() };
  }

  /**
   * Makes the next `count` requests of `method` (POST by default) to `path` fail before they
   * are handled: a 500 api_error, or (kind 'network') a connection closed without an answer.
   */
  function failNext(params: Params) {
    const count = Number(params.count ?? 1);
    const method = typeof params.method === 'string' ? params.method.toUpperCase() : 'POST';
    if (typeof params.path !== 'string' || !Number.isInteger(count) || count < 0) {
      throw new StripeError(400, {
        type: 'invalid_request_error',
        message: 'fail_next needs a path and a whole count from 0',
      });
    }
    const kind = params.kind === 'network' ? 'network' : 'error';
    faults.set(`${method} ${params.path}`, { count, kind });
    return { object: 'double_fault', method, path: params.path, count, kind };
  }

  /** The fault to answer this request with, if a test asked for one (counted down). */
  function faultFor(req: http.IncomingMessage) {
    const key = `${req.method} ${new URL(req.url ?? '/', STRIPE_DOUBLE_URL).pathname}`;
    const fault = faults.get(key);
    if (!fault || fault.count === 0) return undefined;
    fault.count -= 1;
    return fault.kind;
  }

  async function deliver(endpoint: WebhookEndpoint, payload: string) {
    for (const wait of [0, ...WEBHOOK_RETRY_MS]) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      const answer = await fetch(endpoint.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Stripe-Signature': stripeSignature(payload, endpoint.secret),
        },
        body: payload,
      }).catch(() => undefined);
      if (answer?.ok) return;
    }
    console.error(`Stripe API double: a webhook to ${endpoint.url} was never accepted`);
  }

  function registerEndpoint(params: Params) {
    const { url, secret, order, api_version: apiVersion } = params;
    if (typeof url !== 'string' || typeof secret !== 'string' || typeof order !== 'string') {
      throw new StripeError(400, {
        type: 'invalid_request_error',
        message: 'A webhook endpoint of the double needs url, secret and order',
      });
    }
    const endpoint = {
      id: id('we'),
      url,
      secret,
      orderId: order,
      apiVersion: typeof apiVersion === 'string' ? apiVersion : null,
    };
    endpoints.push(endpoint);
    return { id: endpoint.id, object: 'webhook_endpoint', url, metadata: { order } };
  }

  /** A payment that went through: succeeded, charged, announced. */
  function succeed(intent: PaymentIntent, disputed = false) {
    // setup_future_usage saves the card it paid with to the intent's customer.
    const method = intent.payment_method ? paymentMethods.get(intent.payment_method) : undefined;
    if (method && intent.customer && intent.setup_future_usage && !method.customer) {
      method.customer = intent.customer;
    }
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.last_payment_error = null;
    intent.next_action = null;
    const paid = charge(intent);
    emit('payment_intent.succeeded', intent);
    if (disputed) openDispute(intent, paid);
  }

  /** The bank settles the order's payments that were processing; `outcome=fail` fails them. */
  function settle(params: Params) {
    const settled = [...intents.values()].filter(
      (intent) => intent.status === 'processing' && ordersOf(intent).includes(String(params.order)),
    );
    settled.forEach((intent) => answer(intent, params.outcome !== 'fail', BANK_FAILURE));
    return list(settled, '/_double/settle');
  }

  /**
   * The 3-D Secure challenge's answer, as the Stripe.js double's challenge posts it (the real
   * one runs on hooks.stripe.com): 'complete' pays, 'fail' leaves the intent needing another
   * payment method with Stripe's authentication failure as its last error.
   */
  function authenticate(params: Params) {
    const intent = find(String(params.payment_intent ?? ''));
    publishable(intent, params);
    if (intent.status !== 'requires_action') {
      unexpectedState(intent, `This PaymentIntent has a status of ${intent.status}.`);
    }
    answer(intent, params.outcome === 'complete', AUTHENTICATION_FAILURE);
    return intent;
  }

  /** The shopper's answer to a required action: paid, or back to needing a payment method. */
  function answer(intent: PaymentIntent, complete: boolean, failure: unknown) {
    if (complete) {
      succeed(intent);
      return;
    }
    intent.status = 'requires_payment_method';
    intent.next_action = null;
    intent.last_payment_error = failure;
    emit('payment_intent.payment_failed', intent);
  }

  /**
   * The bank's answer on the authorisation page of a redirect method (the real one is on
   * hooks.stripe.com; the Stripe.js double serves it). The page knows the intent by the source
   * in its URL only, as Stripe's does.
   */
  function authorizeRedirect(params: Params) {
    const intent = [...intents.values()].find(
      (item) => redirectSource.get(item.id) === params.source && params.source !== undefined,
    );
    if (!intent) missing('source', String(params.source ?? ''));
    if (intent.status !== 'requires_action') {
      unexpectedState(intent, `This PaymentIntent has a status of ${intent.status}.`);
    }
    const next = intent.next_action as { redirect_to_url: { return_url: string } };
    const returnUrl = next.redirect_to_url.return_url;
    redirectSource.delete(intent.id);
    answer(intent, params.outcome === 'complete', REDIRECT_FAILURE);
    return {
      payment_intent: intent.id,
      client_secret: intent.client_secret,
      status: intent.status,
      return_url: returnUrl,
    };
  }

  /** Stripe.js's calls carry the publishable key and the intent's client secret. */
  function publishable(intent: PaymentIntent, params: Params) {
    if (
      typeof params.key !== 'string' ||
      !params.key.startsWith('pk_test_') ||
      params.client_secret !== intent.client_secret
    ) {
      throw new StripeError(401, {
        type: 'invalid_request_error',
        message: 'The client_secret provided does not match any associated PaymentIntent',
      });
    }
  }

  /**
   * A POST with an Idempotency-Key, as Stripe answers it: the first request runs; a repeat with
   * the same body gets the first response again as it was then (not the object as it is now);
   * the same key with another body or path is an idempotency_error. A key is forgotten 24 hours
   * (of the double's clock) after its first request: a repeat then runs again, as a new request.
   */
  function idempotently<T>(req: http.IncomingMessage, body: string, make: () => T): T {
    const key = req.headers['idempotency-key'];
    if (typeof key !== 'string') return make();
    // One key names one request, whatever its path: the path is part of what must match.
    const request = `${req.method} ${req.url}\n${body}`;
    const kept = idempotent.get(key);
    const seen = kept && now() - kept.at < IDEMPOTENCY_KEY_SECONDS ? kept : undefined;
    if (seen) {
      if (seen.request !== request) {
        throw new StripeError(400, {
          type: 'idempotency_error',
          message: 'Keys for idempotent requests can only be used with the same parameters',
        });
      }
      return JSON.parse(seen.response) as T;
    }
    const response = make();
    idempotent.set(key, { request, response: JSON.stringify(response), at: now() });
    return response;
  }

  function missing(kind: string, objectId: string): never {
    throw new StripeError(404, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${kind}: '${objectId}'`,
    });
  }

  function unexpectedState(intent: PaymentIntent, message: string): never {
    throw new StripeError(400, {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message,
      payment_intent: intent,
    });
  }

  /**
   * The card a charge was paid with, as Stripe's charge shows it (payment_method_details.card):
   * a payment method made from a typed or saved card, or one of Stripe's test payment methods
   * (pm_card_visa is Stripe's Visa test card, 4242).
   */
  function cardDetails(methodId: string | null): Charge['payment_method_details'] {
    const saved = methodId ? paymentMethods.get(methodId) : undefined;
    const named = (Object.keys(TEST_PAYMENT_METHODS) as TestCard[]).find(
      (card) => TEST_PAYMENT_METHODS[card] === methodId,
    );
    if (!saved && !named) return null;
    const number = named ? TEST_CARDS[named] : '';
    const card = saved?.card ?? {
      brand: number.startsWith('5') ? 'mastercard' : 'visa',
      last4: number.slice(-4),
      exp_month: 12,
      exp_year: new Date().getFullYear() + 3,
      country: 'US',
      funding: named === 'visaDebit' ? 'debit' : 'credit',
    };
    const { brand, last4, exp_month, exp_year, country, funding } = card;
    return { type: 'card', card: { brand, last4, exp_month, exp_year, country, funding } };
  }

  /** A succeeded payment's charge. */
  function charge(intent: PaymentIntent): Charge {
    const paid: Charge = {
      id: id('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_refunded: 0,
      refunded: false,
      currency: intent.currency,
      payment_intent: intent.id,
      payment_method: intent.payment_method,
      payment_method_details: cardDetails(intent.payment_method),
      status: 'succeeded',
      disputed: false,
      livemode: false,
      created: now(),
    };
    charges.set(paid.id, paid);
    intent.latest_charge = paid.id;
    return paid;
  }

  /**
   * The card holder disputes the charge (pm_card_createDispute at once; any paid intent by the
   * double's control): a dispute needing a response, announced as charge.dispute.created.
   */
  function openDispute(intent: PaymentIntent, paid: Charge, amount = paid.amount): Dispute {
    const dispute: Dispute = {
      id: id('dp'),
      object: 'dispute',
      amount,
      charge: paid.id,
      payment_intent: intent.id,
      currency: intent.currency,
      status: 'needs_response',
      reason: 'fraudulent',
      livemode: false,
      created: now(),
    };
    disputes.set(dispute.id, dispute);
    paid.disputed = true;
    emit('charge.dispute.created', intent, dispute);
    return dispute;
  }

  /** POST /_double/disputes: a dispute on a paid intent's charge, whatever card paid it. */
  function disputeIntent(params: Params): Dispute {
    const intent = find(String(params.payment_intent ?? ''));
    const paid = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
    if (intent.status !== 'succeeded' || !paid) {
      unexpectedState(intent, 'Only a succeeded PaymentIntent has a charge to dispute.');
    }
    const amount = params.amount === undefined ? paid.amount : Number(params.amount);
    if (!Number.isInteger(amount) || amount < 1 || amount > paid.amount) {
      throw new StripeError(400, {
        type: 'invalid_request_error',
        param: 'amount',
        message: 'A dispute is for 1 up to the amount of its charge',
      });
    }
    return openDispute(intent, paid, amount);
  }

  /** A dispute's end, won or lost, announced as charge.dispute.closed (once). */
  function closeDispute(dispute: Dispute, status: 'won' | 'lost'): Dispute {
    if (dispute.status === 'won' || dispute.status === 'lost') return dispute;
    dispute.status = status;
    emit('charge.dispute.closed', find(dispute.payment_intent), dispute);
    return dispute;
  }

  function cancel(intentId: string): PaymentIntent {
    const intent = find(intentId);
    if (['succeeded', 'canceled', 'processing'].includes(intent.status)) {
      unexpectedState(
        intent,
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
      );
    }
    intent.status = 'canceled';
    intent.cancellation_reason = 'requested_by_customer';
    intent.canceled_at = now();
    intent.next_action = null;
    emit('payment_intent.canceled', intent);
    return intent;
  }

  function refund(params: Params): Refund {
    const intent = find(String(params.payment_intent ?? ''));
    const paid = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
    if (intent.status !== 'succeeded' || !paid) {
      throw new StripeError(400, {
        type: 'invalid_request_error',
        code: 'charge_not_succeeded',
        message: 'This PaymentIntent does not have a successful charge to refund.',
      });
    }
    const left = paid.amount - paid.amount_refunded;
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (left === 0) {
      throw new StripeError(400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: `Charge ${paid.id} has already been refunded.`,
      });
    }
    if (!Number.isInteger(amount) || amount < 1 || amount > left) {
      throw new StripeError(400, {
        type: 'invalid_request_error',
        param: 'amount',
        message: `Refund amount ($${amount / 100}) is greater than unrefunded amount on charge ($${left / 100})`,
      });
    }
    const refundId = id('re');
    const created: Refund = {
      id: refundId,
      object: 'refund',
      amount,
      charge: paid.id,
      payment_intent: intent.id,
      currency: intent.currency,
      status: 'succeeded',
      reason: typeof params.reason === 'string' ? params.reason : null,
      metadata: metadataOf(params.metadata),
      created: now(),
    };
    refunds.set(refundId, created);
    paid.amount_refunded += amount;
    paid.refunded = paid.amount_refunded === paid.amount;
    emit('charge.refunded', intent, paid);
    return created;
  }

  /**
   * Time passes and refunds fail (the double's control): each succeeded one fails, its amount
   * goes back on the charge, and charge.refund.updated is announced, as Stripe does some time
   * later. `order`: the order's refunds of payments made with Stripe's refund-failing test card
   * (4000 0000 0000 5126), of its own intent or the part of a shared intent refunded for it
   * (the refund's metadata names the order). `payment_intent` or `refund`: that intent's
   * refunds, or that refund, whatever card paid.
   */
  function failRefunds(params: Params) {
    const failing = [...refunds.values()].filter((item) => {
      if (item.status !== 'succeeded') return false;
      if (params.refund !== undefined) return item.id === params.refund;
      if (params.payment_intent !== undefined) return item.payment_intent === params.payment_intent;
      const intent = intents.get(item.payment_intent);
      const method = intent?.payment_method ?? '';
      const card = method === TEST_PAYMENT_METHODS.refundFails ? 'refundFails' : cardOf.get(method);
      return (
        (item.metadata.orderId
          ? item.metadata.orderId === params.order
          : intent !== undefined && ordersOf(intent).includes(String(params.order))) &&
        card === 'refundFails'
      );
    });
    for (const item of failing) {
      const intent = find(item.payment_intent);
      const paid = charges.get(item.charge)!;
      item.status = 'failed';
      item.failure_reason = 'expired_or_canceled_card';
      paid.amount_refunded -= item.amount;
      paid.refunded = false;
      emit('charge.refund.updated', intent, item);
    }
    return list(failing, '/_double/fail_refunds');
  }

  /** Stripe's test-mode evidence: 'winning_evidence' wins, 'losing_evidence' loses. */
  function updateDispute(disputeId: string, params: Params): Dispute {
    const dispute = disputes.get(disputeId) ?? missing('dispute', disputeId);
    const evidence = (params.evidence as Params | undefined)?.uncategorized_text;
    if (evidence === 'winning_evidence') return closeDispute(dispute, 'won');
    if (evidence === 'losing_evidence') return closeDispute(dispute, 'lost');
    return dispute;
  }

  const list = <T>(data: T[], url: string) => ({ object: 'list', data, has_more: false, url });

  /** The Stripe objects beside payment intents; undefined when the path is not one of theirs. */
  function routeOthers(req: http.IncomingMessage, path: string[], params: Params, body: string) {
    const [resource, objectId, action] = path.slice(1);
    if (resource === 'payment_intents' && req.method === 'POST' && action === 'cancel') {
      secretKey(req);
      return cancel(objectId!);
    }
    if (resource === 'charges' && req.method === 'GET' && objectId && !action) {
      secretKey(req);
      return charges.get(objectId) ?? missing('charge', objectId);
    }
    if (resource === 'refunds' && req.method === 'POST' && !objectId) {
      secretKey(req);
      return idempotently(req, body, () => refund(params));
    }
    if (resource === 'refunds' && req.method === 'GET' && !objectId) {
      secretKey(req);
      const intentId = params.payment_intent;
      const found = [...refunds.values()]
        .filter((item) => intentId === undefined || item.payment_intent === intentId)
        .sort((a, b) => b.created - a.created);
      return list(found, '/v1/refunds');
    }
    if (resource === 'refunds' && req.method === 'GET' && objectId) {
      secretKey(req);
      return refunds.get(objectId) ?? missing('refund', objectId);
    }
    if (resource === 'disputes' && objectId) {
      secretKey(req);
      if (req.method === 'GET' && !action)
        return disputes.get(objectId) ?? missing('dispute', objectId);
      if (req.method === 'POST' && !action) return updateDispute(objectId, params);
      if (req.method === 'POST' && action === 'close') {
        return closeDispute(disputes.get(objectId) ?? missing('dispute', objectId), 'lost');
      }
    }
    if (resource === 'disputes' && req.method === 'GET' && !objectId) {
      secretKey(req);
      const chargeId = params.charge;
      const found = [...disputes.values()].filter(
        (item) => chargeId === undefined || item.charge === chargeId,
      );
      return list(found, '/v1/disputes');
    }
    return undefined;
  }

  function secretKey(req: http.IncomingMessage) {
    const match = /^Bearer (sk_test_\w+)$/.exec(req.headers.authorization ?? '');
    if (!match) {
      throw new StripeError(401, {
        type: 'invalid_request_error',
        message: 'Invalid API Key provided',
      });
    }
  }

  function find(intentId: string): PaymentIntent {
    const intent = intents.get(intentId);
    if (!intent) {
      throw new StripeError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'intent',
        message: `No such payment_intent: '${intentId}'`,
      });
    }
    return intent;
  }

  function create(params: Params): PaymentIntent {
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 50) {
      throw new StripeError(400, {
        type: 'invalid_request_error',
        code: 'amount_too_small',
        param: 'amount',
        message: 'Amount must be at least $0.50 usd',
      });
    }
    const intentId = id('pi');
    const intent: PaymentIntent = {
      id: intentId,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: String(params.currency),
      status: 'requires_payment_method',
      client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
      metadata: (params.metadata ?? {}) as Record<string, string>,
      description: typeof params.description === 'string' ? params.description : null,
      receipt_email: typeof params.receipt_email === 'string' ? params.receipt_email : null,
      ...paymentMethodTypes(params),
      payment_method: null,
      customer: typeof params.customer === 'string' ? existingCustomer(params.customer).id : null,
      setup_future_usage: futureUsage(params.setup_future_usage),
      last_payment_error: null,
      livemode: false,
      created: now(),
    };
    intents.set(intentId, intent);
    return intent;
  }

  /**
   * The methods an intent accepts, as Stripe sets them: automatic payment methods (the default
   * since API version 2023-08-16) are those the account enables, without redirect methods when
   * allow_redirects is 'never'; `allowed_payment_method_types` (payment_method_types in older
   * API versions) narrows them to its list.
   */
  function paymentMethodTypes(params: Params) {
    const allowed = asList(params.allowed_payment_method_types);
    const listed = allowed.length ? allowed : asList(params.payment_method_types);
    const automatic = params.automatic_payment_methods as Params | undefined;
    const allowRedirects: 'always' | 'never' =
      automatic?.allow_redirects === 'never' ? 'never' : 'always';
    return {
      allowed_payment_method_types: allowed.length ? allowed : null,
      payment_method_types: (listed.length ? listed : AUTOMATIC_METHODS).filter(
        (type) => allowRedirects === 'always' || type !== REDIRECT_METHOD,
      ),
      automatic_payment_methods:
        automatic || !listed.length ? { enabled: true, allow_redirects: allowRedirects } : null,
    } as const;
  }

  /**
   * What a confirmation pays with: a test payment method by name (the SDK's tests), or a card as
   * Stripe.js sends one (payment_method_data[card][number]); a number that is none of Stripe's
   * test cards is a real card, which test mode declines.
   */
  function outcomeOf(params: Params): { method: string; outcome: CardOutcome } {
    const data = params.payment_method_data as Params | undefined;
    if (data?.type === REDIRECT_METHOD) return { method: id('pm'), outcome: { kind: 'redirect' } };
    const card = data?.card as Params | undefined;
    const number = typeof card?.number === 'string' ? card.number : undefined;
    const entries = Object.entries(TEST_PAYMENT_METHODS) as [TestCard, string][];
    const saved = typeof params.payment_method === 'string' && cardOf.get(params.payment_method);
    if (saved) {
      return {
        method: params.payment_method as string,
        outcome: saved === 'live' ? LIVE_CARD : OUTCOMES[saved],
      };
    }
    const found =
      number === undefined
        ? entries.find(([, method]) => method === params.payment_method)
        : entries.find(([name]) => TEST_CARDS[name] === number);
    if (found && number === undefined) return { method: found[1], outcome: OUTCOMES[found[0]] };
    if (number !== undefined) {
      const method = cardMethod(data!, card!, found?.[0] ?? 'live');
      return { method, outcome: found ? OUTCOMES[found[0]] : LIVE_CARD };
    }
    throw new StripeError(400, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      param: 'payment_method',
      message: `No such PaymentMethod: '${String(params.payment_method ?? '')}'`,
    });
  }

  /** Server-side confirm (secret key) or Stripe.js confirm (publishable key + client secret). */
  function confirm(req: http.IncomingMessage, intentId: string, params: Params): PaymentIntent {
    const intent = find(intentId);
    if (typeof params.key === 'string') publishable(intent, params);
    else secretKey(req);
    if (intent.status === 'succeeded') {
      throw new StripeError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: 'This PaymentIntent has already succeeded.',
        payment_intent: intent,
      });
    }
    if (intent.status === 'canceled' || intent.status === 'processing') {
      unexpectedState(
        intent,
        `This PaymentIntent could not be confirmed because it has a status of ${intent.status}.`,
      );
    }
    const { method, outcome } = outcomeOf(params);
    const type = outcome.kind === 'redirect' ? REDIRECT_METHOD : 'card';
    if (!intent.payment_method_types.includes(type)) {
      throw new StripeError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_incompatible_payment_method',
        param: 'payment_method_data[type]',
        message: `The payment method type provided: ${type} is invalid. This payment_intent is configured to accept the following payment_method_types: ${intent.payment_method_types.join(', ')}.`,
      });
    }
    if (outcome.kind === 'redirect' && typeof params.return_url !== 'string') {
      throw new StripeError(400, {
        type: 'invalid_request_error',
        code: 'parameter_missing',
        param: 'return_url',
        message: `A return_url must be specified because this PaymentIntent is configured to automatically accept the payment methods enabled in the Dashboard, some of which may require a full page redirect to succeed.`,
      });
    }
    usableBy(intent, method);
    intent.payment_method = method;
    intent.billing_details = (params.payment_method_data as Params | undefined)?.billing_details;
    intent.last_payment_error = null;
    if (outcome.kind === 'succeeds') {
      succeed(intent, outcome.dispute);
      return intent;
    }
    if (outcome.kind === 'authenticate') {
      intent.status = 'requires_action';
      intent.next_action = {
        type: 'use_stripe_sdk',
        use_stripe_sdk: { type: 'three_d_secure_redirect', source: id('src') },
      };
      emit('payment_intent.requires_action', intent);
      return intent;
    }
    if (outcome.kind === 'redirect') {
      const source = id('src');
      redirectSource.set(intent.id, source);
      intent.status = 'requires_action';
      const url = `https://hooks.stripe.com/redirect/authenticate/${source}`;
      intent.next_action = {
        type: 'redirect_to_url',
        redirect_to_url: { url, return_url: params.return_url },
      };
      emit('payment_intent.requires_action', intent);
      return intent;
    }
    if (outcome.kind === 'processing') {
      intent.status = 'processing';
      emit('payment_intent.processing', intent);
      return intent;
    }
    const cardError = {
      type: 'card_error',
      code: outcome.code,
      decline_code: outcome.decline_code,
      message: outcome.message,
      payment_method: { id: method },
    };
    intent.status = 'requires_payment_method';
    intent.last_payment_error = cardError;
    emit('payment_intent.payment_failed', intent);
    throw new StripeError(402, { ...cardError, payment_intent: intent });
  }

  function existingCustomer(customerId: string): Customer {
    return customers.get(customerId) ?? missing('customer', customerId);
  }

  function futureUsage(value: unknown): PaymentIntent['setup_future_usage'] {
    if (value === undefined || value === '') return null;
    if (value === 'off_session' || value === 'on_session') return value;
    throw new StripeError(400, {
      type: 'invalid_request_error',
      param: 'setup_future_usage',
      message: `Invalid setup_future_usage: must be one of on_session or off_session`,
    });
  }

  /** The payment method Stripe makes of a card that Stripe.js sends with a confirmation. */
  function cardMethod(data: Params, card: Params, testCard: TestCard | 'live'): string {
    const number = String(card.number);
    const year = Number(card.exp_year);
    const method: PaymentMethod = {
      id: id('pm'),
      object: 'payment_method',
      type: 'card',
      card: {
        brand: number.startsWith('5') ? 'mastercard' : 'visa',
        last4: number.slice(-4),
        exp_month: Number(card.exp_month),
        exp_year: year < 100 ? 2000 + year : year,
        country: 'US',
        funding: 'credit',
        wallet: null,
      },
      billing_details: data.billing_details ?? null,
      customer: null,
      allow_redisplay:
        data.allow_redisplay === 'always' || data.allow_redisplay === 'limited'
          ? data.allow_redisplay
          : 'unspecified',
      livemode: false,
      created: now(),
    };
    paymentMethods.set(method.id, method);
    cardOf.set(method.id, testCard);
    return method.id;
  }

  /** A saved payment method pays only its own customer's intents, and never once detached. */
  function usableBy(intent: PaymentIntent, methodId: string) {
    const method = paymentMethods.get(methodId);
    if (!method) return;
    if (detached.has(methodId)) {
      throw new StripeError(400, {
        type: 'invalid_request_error',
        param: 'payment_method',
        message:
          'This PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.',
      });
    }
    if (method.customer && method.customer !== intent.customer) {
      throw new StripeError(400, {
        type: 'invalid_request_error',
        param: 'payment_method',
        message: `The provided PaymentMethod ${methodId} belongs to a Customer, but you did not provide that Customer (or provided a different one) on this PaymentIntent.`,
      });
    }
  }

  /** POST /v1/payment_intents/:id: the customer and setup_future_usage, before it is paid. */
  function updateIntent(intentId: string, params: Params): PaymentIntent {
    const intent = find(intentId);
    if (
      !['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(
        intent.status,
      )
    ) {
      unexpectedState(
        intent,
        `This PaymentIntent's setup_future_usage could not be updated because it has a status of ${intent.status}. You may only update the setup_future_usage of a PaymentIntent with one of the following statuses: requires_payment_method, requires_confirmation, requires_action.`,
      );
    }
    if (typeof params.customer === 'string') intent.customer = existingCustomer(params.customer).id;
    if (typeof params.amount === 'string') intent.amount = Number(params.amount);
    if ('setup_future_usage' in params)
      intent.setup_future_usage = futureUsage(params.setup_future_usage);
    return intent;
  }

  function createCustomer(params: Params): Customer {
    const customer: Customer = {
      id: id('cus'),
      object: 'customer',
      email: typeof params.email === 'string' ? params.email : null,
      name: typeof params.name === 'string' ? params.name : null,
      metadata: (params.metadata ?? {}) as Record<string, string>,
      livemode: false,
      created: now(),
    };
    customers.set(customer.id, customer);
    return customer;
  }

  function createCustomerSession(params: Params): CustomerSession {
    const customer = existingCustomer(String(params.customer ?? ''));
    if (!params.components) {
      throw new StripeError(400, {
        type: 'invalid_request_error',
        code: 'parameter_missing',
        param: 'components',
        message: 'Missing required param: components.',
      });
    }
    const session: CustomerSession = {
      object: 'customer_session',
      client_secret: `cuss_secret_${randomBytes(16).toString('hex')}`,
      customer: customer.id,
      components: params.components,
      livemode: false,
      created: now(),
      expires_at: now() + 30 * 60,
    };
    customerSessions.set(session.client_secret, session);
    return session;
  }

  function detach(methodId: string): PaymentMethod {
    const method = paymentMethods.get(methodId) ?? missing('payment_method', methodId);
    if (!method.customer) {
      throw new StripeError(400, {
        type: 'invalid_request_error',
        code: 'payment_method_unexpected_state',
        message:
          'The payment method you provided is not attached to a customer so detachment is impossible.',
      });
    }
    method.customer = null;
    detached.add(methodId);
    return method;
  }

  const methodsOf = (customerId: string) =>
    [...paymentMethods.values()].filter((method) => method.customer === customerId);

  /**
   * What Stripe.js's Payment Element reads with a customer session (its elements/sessions call,
   * whose shape is Stripe's own): the customer's saved cards it may show again, when the session
   * enables payment_method_redisplay, by the default filter (allow_redisplay 'always').
   */
  function elementsSession(params: Params) {
    const session = customerSessions.get(String(params.customer_session_client_secret ?? ''));
    if (typeof params.key !== 'string' || !params.key.startsWith('pk_test_') || !session) {
      throw new StripeError(401, {
        type: 'invalid_request_error',
        message: 'Invalid customer session client secret',
      });
    }
    const features = (session.components as Params | undefined)?.payment_element as
      { enabled?: string; features?: { payment_method_redisplay?: string } } | undefined;
    const redisplay =
      features?.enabled === 'true' && features.features?.payment_method_redisplay === 'enabled';
    return {
      object: 'elements_session',
      customer: {
        id: session.customer,
        payment_methods: redisplay
          ? methodsOf(session.customer).filter((method) => method.allow_redisplay === 'always')
          : [],
      },
    };
  }

  /** Customers, their payment methods and customer sessions; undefined for other paths. */
  function routeCustomers(req: http.IncomingMessage, path: string[], params: Params, body: string) {
    const [resource, objectId, action] = path.slice(1);
    if (resource === 'elements' && objectId === 'sessions' && req.method === 'GET') {
      return elementsSession(params);
    }
    if (resource === 'customers') {
      secretKey(req);
      if (req.method === 'POST' && !objectId) {
        return idempotently(req, body, () => createCustomer(params));
      }
      if (req.method === 'GET' && objectId && !action) return existingCustomer(objectId);
      if (req.method === 'GET' && objectId && action === 'payment_methods') {
        existingCustomer(objectId);
        return list(methodsOf(objectId), `/v1/customers/${objectId}/payment_methods`);
      }
    }
    if (resource === 'payment_methods') {
      secretKey(req);
      if (req.method === 'GET' && objectId && !action) {
        return paymentMethods.get(objectId) ?? missing('payment_method', objectId);
      }
      if (req.method === 'POST' && objectId && action === 'detach') return detach(objectId);
    }
    if (resource === 'customer_sessions' && req.method === 'POST' && !objectId) {
      secretKey(req);
      return createCustomerSession(params);
    }
    if (resource === 'payment_intents' && req.method === 'POST' && objectId && !action) {
      secretKey(req);
      return updateIntent(objectId, params);
    }
    return undefined;
  }

  function route(req: http.IncomingMessage, body: string): unknown {
    const url = new URL(req.url ?? '/', STRIPE_DOUBLE_URL);
    const params = req.method === 'GET' ? parseForm(url.search.slice(1)) : parseForm(body);
    const path = url.pathname.split('/').filter(Boolean);
    if (path[0] === 'v1' && path[1] === 'payment_intents') {
      const intentId = path[2];
      if (req.method === 'POST' && !intentId) {
        secretKey(req);
        return idempotently(req, body, () => create(params));
      }
      if (req.method === 'GET' && intentId && !path[3]) {
        const intent = find(intentId);
        if (typeof params.key === 'string') publishable(intent, params);
        else secretKey(req);
        return intent;
      }
      if (req.method === 'POST' && intentId && path[3] === 'confirm') {
        return confirm(req, intentId, params);
      }
    }
    if (path[0] === 'v1') {
      const answer =
        routeOthers(req, path, params, body) ?? routeCustomers(req, path, params, body);
      if (answer !== undefined) return answer;
    }
    // Stripe.js's 3-D Secure challenge (hooks.stripe.com), and the double's own controls.
    if (req.method === 'POST' && url.pathname === '/3d_secure_2/authenticate') {
      return authenticate(params);
    }
    if (req.method === 'POST' && url.pathname === '/redirect/authorize') {
      return authorizeRedirect(params);
    }
    if (req.method === 'POST' && url.pathname === '/_double/webhook_endpoints') {
      return registerEndpoint(params);
    }
    if (req.method === 'POST' && url.pathname === '/_double/settle') return settle(params);
    if (req.method === 'POST' && url.pathname === '/_double/fail_refunds') {
      return failRefunds(params);
    }
    if (req.method === 'POST' && url.pathname === '/_double/disputes') return disputeIntent(params);
    if (req.method === 'GET' && url.pathname === '/_double/events') return eventsOf(params);
    if (req.method === 'POST' && url.pathname === '/_double/advance_clock') {
      return advanceClock(params);
    }
    if (req.method === 'POST' && url.pathname === '/_double/fail_next') return failNext(params);
    throw new StripeError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${req.method}: ${url.pathname})`,
    });
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = {
        'Content-Type': 'application/json',
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': '*',
        'Request-Id': id('req'),
      };
      if (req.method === 'OPTIONS') {
        res.writeHead(204, headers).end();
        return;
      }
      const fault = faultFor(req);
      if (fault === 'network') {
        req.socket.destroy();
        return;
      }
      if (fault === 'error') {
        const body = { type: 'api_error', message: 'An unknown error occurred (the double).' };
        res.writeHead(500, headers).end(JSON.stringify({ error: body }));
        return;
      }
      try {
        const answer = route(req, Buffer.concat(chunks).toString('utf8'));
        res.writeHead(200, headers).end(JSON.stringify(answer));
      } catch (error) {
        if (!(error instanceof StripeError)) throw error;
        res.writeHead(error.status, headers).end(JSON.stringify({ error: error.body }));
      }
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, STRIPE_DOUBLE_HOST, () =>
      resolve({
        close: async () => {
          await Promise.allSettled([...deliveries]);
          await new Promise<void>((done) => server.close(() => done()));
        },
      }),
    );
  });
}
