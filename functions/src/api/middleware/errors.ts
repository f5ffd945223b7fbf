import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ValidationError } from 'yup';
import { API_ERROR } from '@pedalworks/domain/messages';
import { HttpError, TooManyRequests } from '../errors';

export const notFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: API_ERROR.notFound });
};

/** The one place errors become answers; bad input is never a 500. */
export const errorHandler: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  if (error instanceof TooManyRequests) {
    res.set('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterMs / 1000))));
  }
  if (error instanceof HttpError) {
    res.status(error.status).json({ message: error.message });
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
  res.status(500).json({ message: API_ERROR.internal });
};
