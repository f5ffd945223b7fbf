import type { Request } from 'express';
import { API_MAX_PAGE_SIZE, API_PAGE_SIZE } from '@pedalworks/domain/constants';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { HttpError } from '../lib/errors';
import type { PageRequest } from '../lib/page';

const MAX_PARAM_LENGTH = 200;

/** Firestore refuses ids with '/', '.' and '..' and reserves `__name__`-like ones. */
export function isDocumentId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= MAX_PARAM_LENGTH &&
    !value.includes('/') &&
    value !== '.' &&
    value !== '..' &&
    !/^__.*__$/.test(value)
  );
}

/** A bounded string usable as a document id; anything else is a 404. */
export function param(req: Request, name: string): string {
  const value = req.params[name];
  if (!isDocumentId(value)) throw new HttpError(404, API_ERROR.notFound);
  return value;
}

/** A route parameter naming an account: compared lower-cased, like the verified token's email. */
export function emailParam(req: Request, name = 'email'): string {
  return param(req, name).toLowerCase();
}

/** An optional single-valued query parameter; repeated or nested values are a 400. */
export function queryString(req: Pick<Request, 'query'>, name: string): string | undefined {
  const value: unknown = req.query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new HttpError(400, API_ERROR.invalidId);
  return value;
}

/** `?limit` (default and ceiling from the domain) and the `?after` cursor of a list route. */
export function pageRequest(req: Pick<Request, 'query'>): PageRequest {
  const rawLimit = queryString(req, 'limit');
  const after = queryString(req, 'after');
  let limit = API_PAGE_SIZE;
  if (rawLimit !== undefined) {
    if (!/^\d{1,6}$/.test(rawLimit) || Number(rawLimit) < 1) {
      throw new HttpError(400, API_ERROR.invalidLimit);
    }
    limit = Math.min(Number(rawLimit), API_MAX_PAGE_SIZE);
  }
  if (after !== undefined && !isDocumentId(after)) {
    throw new HttpError(400, API_ERROR.invalidCursor);
  }
  return { limit, ...(after !== undefined ? { after } : {}) };
}
