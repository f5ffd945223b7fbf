import type { RequestHandler } from 'express';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { HttpError } from '../../lib/errors';

/** The most a request body may weigh: every body of this API is a small form. */
export const MAX_BODY_BYTES = 32 * 1024;

/**
 * Cloud Functions parses bodies (up to megabytes) before the app sees them, so express.json's
 * own limit never applies there: this one checks the raw body the platform kept.
 */
export const limitBody: RequestHandler = (req, _res, next) => {
  const raw = (req as { rawBody?: Buffer }).rawBody;
  const length = raw?.length ?? Number(req.get('content-length') ?? 0);
  if (length > MAX_BODY_BYTES) throw new HttpError(413, API_ERROR.tooLarge);
  next();
};
