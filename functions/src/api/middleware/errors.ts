import type { ErrorRequestHandler, RequestHandler } from 'express';
import Stripe from 'stripe';
import { ValidationError } from 'yup';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { HttpError, TooManyRequests } from '../../lib/errors';

export const notFound: RequestHandler = (_req, res) => {
  res.set('Cache-Control', 'no-store').status(404).json({ message: API_ERROR.notFound });
};

/** The one place errors become answers; bad input is never a 500. */
export const errorHandler: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  // An error is never shared by Hosting's CDN, even on a public read (see ./cache.ts).
  res.set('Cache-Control', 'no-store');
  if (error instanceof TooManyRequests) {
    res.set('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterMs / 1000))));
  }
  if (error instanceof HttpError) {
    res.status(error.status).json({ ...error.details, message: error.message });
    return;
  }
  if (error instanceof Stripe.errors.StripeError) {
    const { status, message } = stripeErrorResponse(error);
    if (status >= 500) console.error(error);
    res.status(status).json({ message, ...(error.code ? { code: error.code } : {}) });
    return;
  }
  if (error instanceof ValidationError) {
    res.status(400).json({ message: error.errors[0] ?? error.message, field: error.path });
    return;
  }
  // Errors of Express and body-parser carry their status: a body that is not JSON, too large,
  // a path that does not decode. All are the client's.
  const { status, type } = (error ?? {}) as { status?: unknown; type?: unknown };
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message =
      status === 413
        ? API_ERROR.tooLarge
        : type === 'entity.parse.failed'
          ? API_ERROR.invalidJson
          : API_ERROR.badRequest;
    res.status(status).json({ message });
    return;
  }
  console.error(error);
  if (isContention(error)) {
    res.set('Retry-After', '1').status(503).json({ message: API_ERROR.busy });
    return;
  }
  res.status(500).json({ message: API_ERROR.internal });
};

/** A request Stripe refuses is the caller's (400); Stripe failing or refusing our key is a 503. */
function stripeErrorResponse(error: InstanceType<typeof Stripe.errors.StripeError>): {
  status: number;
  message: string;
} {
  if (error instanceof Stripe.errors.StripeCardError) {
    return { status: 402, message: API_ERROR.cardDeclined };
  }
  if (error instanceof Stripe.errors.StripeIdempotencyError) {
    return { status: 409, message: API_ERROR.paymentConflict };
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    return { status: 400, message: API_ERROR.paymentRejected };
  }
  return { status: 503, message: API_ERROR.paymentsUnavailable };
}

/**
 * ABORTED after Firestore's own retries (contention), DEADLINE_EXCEEDED or UNAVAILABLE: nothing
 * was written, so the caller may simply try again (503 with Retry-After, not a 500).
 */
function isContention(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 10 || code === 4 || code === 14;
}
