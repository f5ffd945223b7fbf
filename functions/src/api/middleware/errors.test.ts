import type { Request, Response } from 'express';
import Stripe from 'stripe';
import { describe, expect, it, vi } from 'vitest';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { errorHandler } from './errors';

/** The answer errorHandler gives to an error, as status, body and cache header. */
function answer(error: unknown) {
  const res = {
    statusCode: 0,
    body: undefined as unknown,
    headers: {} as Record<string, string>,
    set(key: string, value: string) {
      this.headers[key] = value;
      return this;
    },
    status(code: number) {
      this.statusCode = code;
      return this;
    },
    json(body: unknown) {
      this.body = body;
      return this;
    },
  };
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  errorHandler(error, {} as Request, res as unknown as Response, () => undefined);
  return { status: res.statusCode, body: res.body, cache: res.headers['Cache-Control'] };
}

/** An error as the Stripe SDK raises it for an HTTP answer of Stripe's API. */
interface RawStripeError {
  statusCode: number;
  type: string;
  code?: string;
  message: string;
}
const stripeError = (raw: RawStripeError) => Stripe.errors.generateV1Error(raw as never);

describe('errors of Stripe become answers with their meaning', () => {
  it.each<[string, RawStripeError, number, string]>([
    [
      'an amount Stripe cannot charge',
      {
        statusCode: 400,
        type: 'invalid_request_error',
        code: 'amount_too_small',
        message: 'Amount must be at least $0.50 usd',
      },
      400,
      API_ERROR.paymentRejected,
    ],
    [
      'an unknown intent',
      {
        statusCode: 404,
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: 'No such payment_intent',
      },
      400,
      API_ERROR.paymentRejected,
    ],
    [
      'a declined card',
      {
        statusCode: 402,
        type: 'card_error',
        code: 'card_declined',
        message: 'Your card was declined.',
      },
      402,
      API_ERROR.cardDeclined,
    ],
    [
      'a reused idempotency key',
      {
        statusCode: 400,
        type: 'idempotency_error',
        message: 'Keys for idempotent requests can only be used with the same parameters',
      },
      409,
      API_ERROR.paymentConflict,
    ],
    [
      'a rate limit',
      {
        statusCode: 429,
        type: 'invalid_request_error',
        code: 'rate_limit',
        message: 'Too many requests',
      },
      503,
      API_ERROR.paymentsUnavailable,
    ],
    [
      'a wrong secret key',
      { statusCode: 401, type: 'invalid_request_error', message: 'Invalid API Key provided' },
      503,
      API_ERROR.paymentsUnavailable,
    ],
    [
      'a failure at Stripe',
      { statusCode: 500, type: 'api_error', message: 'Something went wrong' },
      503,
      API_ERROR.paymentsUnavailable,
    ],
  ])('%s', (_name, raw, status, message) => {
    const error = stripeError(raw);
    expect(error).toBeInstanceOf(Stripe.errors.StripeError);
    const result = answer(error);
    expect(result.status).toBe(status);
    expect(result.body).toEqual({ message, ...(raw.code ? { code: raw.code } : {}) });
    expect(result.cache).toBe('no-store');
  });

  it('Stripe unreachable is 503, not a bare 500', () => {
    const error = new Stripe.errors.StripeConnectionError({ message: 'connect ECONNREFUSED' });
    expect(answer(error)).toMatchObject({
      status: 503,
      body: { message: API_ERROR.paymentsUnavailable },
    });
  });

  it.each([
    ['ABORTED (a transaction that lost to contention)', 10],
    ['DEADLINE_EXCEEDED', 4],
    ['UNAVAILABLE', 14],
  ])('Firestore %s is a 503 to try again, not a 500', (_name, code) => {
    const error = Object.assign(new Error('10 ABORTED: Transaction lock timeout.'), { code });
    expect(answer(error)).toMatchObject({ status: 503, body: { message: API_ERROR.busy } });
  });

  it('an error of our own is still a 500 with no detail', () => {
    expect(answer(new Error('a bug'))).toMatchObject({
      status: 500,
      body: { message: API_ERROR.internal },
    });
  });
});
