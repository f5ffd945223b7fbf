import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ValidationError } from 'yup';
import { API_ERROR } from '@pedalworks/domain/messages';
import { HttpError } from '../errors';

export const notFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: API_ERROR.notFound });
};

/** The one place errors become answers; bad input is never a 500. */
export const errorHandler: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  if (error instanceof HttpError) {
    res.status(error.status).json({ message: error.message });
    return;
  }
  if (error instanceof ValidationError) {
    res.status(400).json({ message: error.errors[0] ?? error.message, field: error.path });
    return;
  }
  const status = (error as { status?: number; type?: string }).status;
  if (status === 413) {
    res.status(413).json({ message: API_ERROR.tooLarge });
    return;
  }
  if (status === 400) {
    res.status(400).json({ message: API_ERROR.invalidJson });
    return;
  }
  console.error(error);
  res.status(500).json({ message: API_ERROR.internal });
};
