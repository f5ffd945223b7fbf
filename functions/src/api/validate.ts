import type { Request } from 'express';
import type { AnyObjectSchema, InferType } from 'yup';
import { Schema, ValidationError } from 'yup';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { HttpError } from '../lib/errors';

/** A plain JSON object, not a form or text body that the platform parsed anyway; else 400. */
function jsonObject(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  if (
    !req.is('application/json') ||
    typeof body !== 'object' ||
    body === null ||
    Array.isArray(body)
  ) {
    throw new HttpError(400, API_ERROR.invalidBody);
  }
  return body as Record<string, unknown>;
}

/**
 * Numbers must be JSON numbers (no "0x10", no booleans), text a string or a number: objects and
 * arrays would choke yup's trim. Answers the cleaned body and the first such field.
 */
function clearWrongTypes(schema: AnyObjectSchema, body: Record<string, unknown>) {
  const cleaned = { ...body };
  let wrongField: string | undefined;
  for (const [name, field] of Object.entries(schema.fields)) {
    const value = body[name];
    if (value === undefined || value === null) continue;
    const type = field instanceof Schema ? field.type : undefined;
    const wrong =
      (type === 'number' && typeof value !== 'number') ||
      (type === 'string' && typeof value !== 'string' && typeof value !== 'number');
    if (!wrong) continue;
    cleaned[name] = type === 'number' ? Number.NaN : undefined;
    wrongField ??= name;
  }
  return { cleaned, wrongField };
}

/** Keeps only the schema's fields; a number that is not finite (1e400) is refused too. */
export async function validBody<S extends AnyObjectSchema>(
  req: Request,
  schema: S,
): Promise<InferType<S>> {
  const { cleaned, wrongField } = clearWrongTypes(schema, jsonObject(req));
  const values = (await schema.validate(cleaned, { stripUnknown: true })) as InferType<S>;
  if (wrongField) throw new ValidationError(API_ERROR.wrongType, undefined, wrongField);
  for (const [field, value] of Object.entries(values)) {
    if (typeof value === 'number' && !Number.isFinite(value)) {
      throw new ValidationError(API_ERROR.invalidNumber, value, field);
    }
  }
  return values;
}
