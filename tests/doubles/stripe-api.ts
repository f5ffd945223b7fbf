/**
 * A local Stripe API test double: a small HTTP server that answers the calls Pedalworks makes,
 * in Stripe's shapes, so that the real `stripe` SDK (functions) and the Stripe.js test double
 * (browser) can be pointed at it. Payment intents live in memory: created (honouring
 * Idempotency-Key), retrieved, and confirmed with a test card payment method, which makes
 * them succeed (pm_card_visa) or fail with a card error (pm_card_chargeDeclined); cancelled.
 * A succeeded intent has a charge (GET /v1/charges/:id); refunds are created (Idempotency-Key
 * honoured, full or partial) and listed by payment intent; paying with pm_card_createDispute
 * succeeds and opens a dispute on the charge, which evidence 'winning_evidence' or
 * 'losing_evidence' (POST /v1/disputes/:id) or POST /v1/disputes/:id/close settles, as in
 * Stripe's test mode.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';

export const STRIPE_DOUBLE_HOST = '127.0.0.1';
export const STRIPE_DOUBLE_PORT = 12111;
export const STRIPE_DOUBLE_URL = `http://${STRIPE_DOUBLE_HOST}:${STRIPE_DOUBLE_PORT}`;

/** Test cards as payment methods, the way Stripe's test mode names them. */
export const TEST_PAYMENT_METHODS = {
  visa: 'pm_card_visa',
  declined: 'pm_card_chargeDeclined',
  disputed: 'pm_card_createDispute',
} as const;

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
  allowed_payment_method_types: string[];
  payment_method_types: string[];
  payment_method: string | null;
  last_payment_error: unknown;
  livemode: false;
  created: number;
  billing_details?: unknown;
  latest_charge?: string | null;
  cancellation_reason?: string | null;
  canceled_at?: number | null;
}

interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  currency: string;
  payment_intent: string;
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
  status: 'succeeded';
  reason: string | null;
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

const asList = (value: unknown): string[] =>
  value && typeof value === 'object' ? Object.values(value).map(String) : [];

export interface StripeApiDouble {
  close(): Promise<void>;
}

export function startStripeApiDouble(port = STRIPE_DOUBLE_PORT): Promise<StripeApiDouble> {
  const intents = new Map<string, PaymentIntent>();
  /** Idempotent requests as Stripe keeps them: the request body and the response it gave. */
  const idempotent = new Map<string, { request: string; response: string }>();
  const charges = new Map<string, Charge>();
  const refunds = new Map<string, Refund>();
  const disputes = new Map<string, Dispute>();
  const now = () => Math.floor(Date.now() / 1000);

  /**
   * A POST with an Idempotency-Key, as Stripe answers it: the first request runs; a repeat with
   * the same body gets the first response again as it was then (not the object as it is now);
   * the same key with another body or path is an idempotency_error.
   */
  function idempotently<T>(req: http.IncomingMessage, body: string, make: () => T): T {
    const key = req.headers['idempotency-key'];
    if (typeof key !== 'string') return make();
    // One key names one request, whatever its path: the path is part of what must match.
    const request = `${req.method} ${req.url}\n${body}`;
    const seen = idempotent.get(key);
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
    idempotent.set(key, { request, response: JSON.stringify(response) });
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

  /** A succeeded payment's charge; pm_card_createDispute opens a dispute on it at once. */
  function charge(intent: PaymentIntent, disputed: boolean) {
    const chargeId = id('ch');
    charges.set(chargeId, {
      id: chargeId,
      object: 'charge',
      amount: intent.amount,
      amount_refunded: 0,
      refunded: false,
      currency: intent.currency,
      payment_intent: intent.id,
      status: 'succeeded',
      disputed,
      livemode: false,
      created: now(),
    });
    intent.latest_charge = chargeId;
    if (disputed) {
      const disputeId = id('dp');
      disputes.set(disputeId, {
        id: disputeId,
        object: 'dispute',
        amount: intent.amount,
        charge: chargeId,
        payment_intent: intent.id,
        currency: intent.currency,
        status: 'needs_response',
        reason: 'fraudulent',
        livemode: false,
        created: now(),
      });
    }
  }

  function cancel(intentId: string): PaymentIntent {
    const intent = find(intentId);
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      unexpectedState(
        intent,
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
      );
    }
    intent.status = 'canceled';
    intent.cancellation_reason = 'requested_by_customer';
    intent.canceled_at = now();
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
      created: now(),
    };
    refunds.set(refundId, created);
    paid.amount_refunded += amount;
    paid.refunded = paid.amount_refunded === paid.amount;
    return created;
  }

  /** Stripe's test-mode evidence: 'winning_evidence' wins, 'losing_evidence' loses. */
  function updateDispute(disputeId: string, params: Params): Dispute {
    const dispute = disputes.get(disputeId) ?? missing('dispute', disputeId);
    const evidence = (params.evidence as Params | undefined)?.uncategorized_text;
    if (evidence === 'winning_evidence') dispute.status = 'won';
    if (evidence === 'losing_evidence') dispute.status = 'lost';
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
        const dispute = disputes.get(objectId) ?? missing('dispute', objectId);
        dispute.status = 'lost';
        return dispute;
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
      allowed_payment_method_types: asList(params.allowed_payment_method_types),
      payment_method_types: asList(params.payment_method_types).length
        ? asList(params.payment_method_types)
        : ['card'],
      payment_method: null,
      last_payment_error: null,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    };
    intents.set(intentId, intent);
    return intent;
  }

  /** Server-side confirm (secret key) or Stripe.js confirm (publishable key + client secret). */
  function confirm(req: http.IncomingMessage, intentId: string, params: Params): PaymentIntent {
    const intent = find(intentId);
    if (typeof params.key === 'string') {
      if (!params.key.startsWith('pk_test_') || params.client_secret !== intent.client_secret) {
        throw new StripeError(401, {
          type: 'invalid_request_error',
          message: 'The client_secret provided does not match any associated PaymentIntent',
        });
      }
    } else {
      secretKey(req);
    }
    if (intent.status === 'succeeded') {
      throw new StripeError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: 'This PaymentIntent has already succeeded.',
        payment_intent: intent,
      });
    }
    if (intent.status === 'canceled') {
      unexpectedState(
        intent,
        'This PaymentIntent could not be confirmed because it has a status of canceled.',
      );
    }
    const method = String(params.payment_method ?? '');
    intent.payment_method = method;
    intent.billing_details = (params.payment_method_data as Params | undefined)?.billing_details;
    if (method === TEST_PAYMENT_METHODS.visa || method === TEST_PAYMENT_METHODS.disputed) {
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      intent.last_payment_error = null;
      charge(intent, method === TEST_PAYMENT_METHODS.disputed);
      return intent;
    }
    const error = {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    };
    intent.status = 'requires_payment_method';
    intent.last_payment_error = error;
    throw new StripeError(402, { ...error, payment_intent: intent });
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
        secretKey(req);
        return find(intentId);
      }
      if (req.method === 'POST' && intentId && path[3] === 'confirm') {
        return confirm(req, intentId, params);
      }
    }
    if (path[0] === 'v1') {
      const answer = routeOthers(req, path, params, body);
      if (answer !== undefined) return answer;
    }
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
      resolve({ close: () => new Promise((done) => server.close(() => done())) }),
    );
  });
}
