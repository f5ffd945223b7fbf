import type { Request } from 'express';
import type { AnyObjectSchema, InferType } from 'yup';
import { ValidationError } from 'yup';
import { API_ERROR } from '@pedalworks/domain/messages';
import { HttpError } from './errors';

/** The request body as a plain JSON object (not an array, not a scalar); a 400 otherwise. */
export function jsonObject(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, API_ERROR.invalidBody);
  }
  return body as Record<string, unknown>;
}

/**
 * Validates the body with a shared yup schema and keeps only the schema's fields. yup turns
 * numeric strings into numbers; a number that is not finite (`"Infinity"`) is refused here too.
 */
export async function validBody<S extends AnyObjectSchema>(
  req: Request,
  schema: S,
): Promise<InferType<S>> {
  const values = (await schema.validate(jsonObject(req), { stripUnknown: true })) as InferType<S>;
  for (const [field, value] of Object.entries(values)) {
    if (typeof value === 'number' && !Number.isFinite(value)) {
      throw new ValidationError(API_ERROR.invalidNumber, value, field);
    }
  }
  return values;
}
