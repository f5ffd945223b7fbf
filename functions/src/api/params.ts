import type { Request } from 'express';
import { API_ERROR } from '@pedalworks/domain/messages';
import { HttpError } from './errors';

/** A route parameter as a single, bounded string; anything else is a 404. */
export function param(req: Request, name: string): string {
  const value = req.params[name];
  if (typeof value !== 'string' || value.length === 0 || value.length > 200) {
    throw new HttpError(404, API_ERROR.notFound);
  }
  return value;
}
