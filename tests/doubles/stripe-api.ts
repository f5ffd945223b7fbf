/**
 * A local Stripe API test double: a small HTTP server that answers the calls Pedalworks makes,
 * in Stripe's shapes, so that the real `stripe` SDK (functions) and the Stripe.js test double
 * (browser) can be pointed at it. Payment intents live in memory: created (honouring
 * Idempotency-Key), retrieved, and confirmed with a test card payment method, which makes
 * them succeed (pm_card_visa) or fail with a card error (pm_card_chargeDeclined).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';

export const STRIPE_DOUBLE_HOST = '127.0.0.1';
export const STRIPE_DOUBLE_PORT = 12111;
export const STRIPE_DOUBLE_URL = `http://${STRIPE_DOUBLE_HOST}:${STRIPE_DOUBLE_PORT}`;
/** The keys the test run gives the functions emulator and the web build. */
export const STRIPE_DOUBLE_SECRET_KEY = 'sk_test_pedalworks_double';
export const STRIPE_DOUBLE_WEBHOOK_SECRET = 'whsec_pedalworks_double';
export const STRIPE_DOUBLE_PUBLISHABLE_KEY = 'pk_test_pedalworks_double';

/** Test cards as payment methods, the way Stripe's test mode names them. */
export const TEST_PAYMENT_METHODS = {
  visa: 'pm_card_visa',
  declined: 'pm_card_chargeDeclined',
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
  payment_method: string | null;
  last_payment_error: unknown;
  livemode: false;
  created: number;
  billing_details?: unknown;
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
  const idempotent = new Map<string, { request: string; response: PaymentIntent }>();

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
    const method = String(params.payment_method ?? '');
    intent.payment_method = method;
    intent.billing_details = (params.payment_method_data as Params | undefined)?.billing_details;
    if (method === TEST_PAYMENT_METHODS.visa) {
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      intent.last_payment_error = null;
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
        const key = req.headers['idempotency-key'];
        if (typeof key !== 'string') return create(params);
        const seen = idempotent.get(key);
        if (seen) {
          if (seen.request !== body) {
            throw new StripeError(400, {
              type: 'idempotency_error',
              message: 'Keys for idempotent requests can only be used with the same parameters',
            });
          }
          return seen.response;
        }
        const response = create(params);
        idempotent.set(key, { request: body, response });
        return response;
      }
      if (req.method === 'GET' && intentId && !path[3]) {
        secretKey(req);
        return find(intentId);
      }
      if (req.method === 'POST' && intentId && path[3] === 'confirm') {
        return confirm(req, intentId, params);
      }
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

/** KEY=value lines of a dotenv file (functions/.secret.local), quotes removed. */
function readDotenv(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  const entries = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => /^\s*([A-Z_][A-Z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line))
    .filter((match) => match !== null)
    .map((match) => [match[1]!, match[2]!.replace(/^(['"])(.*)\1$/, '$2')]);
  return Object.fromEntries(entries);
}

/**
 * The environment of a test run: the Stripe secrets for the functions emulator (which passes its
 * own environment through when functions/.secret.local does not set them; when it does, the
 * emulator uses those and so do the tests) and the publishable key for the web build.
 */
export function stripeTestEnv(secretLocal: string): Record<string, string> {
  const local = readDotenv(secretLocal);
  return {
    STRIPE_SECRET_KEY: local.STRIPE_SECRET_KEY || STRIPE_DOUBLE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: local.STRIPE_WEBHOOK_SECRET || STRIPE_DOUBLE_WEBHOOK_SECRET,
    VITE_STRIPE_PUBLISHABLE_KEY: STRIPE_DOUBLE_PUBLISHABLE_KEY,
  };
}
