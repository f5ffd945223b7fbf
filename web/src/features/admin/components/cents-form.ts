import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import type { AnySchema } from 'yup';

/** Dollars as typed, in cents; null when the field is empty. */
export const centsOf = (dollars: number | string): number | null =>
  dollars === '' ? null : Math.round(Number(dollars) * 100);

/** Cents as a form shows them, in dollars; '' for none. */
export const dollarsOf = (cents: number | null | undefined): number | '' =>
  cents === null || cents === undefined ? '' : cents / 100;

/** Validates as the API does, errors under the form's field names (`rateCents` under `rate`). */
export function validateInput<Values>(
  schema: AnySchema,
  input: object,
  fieldOf: Record<string, keyof Values & string>,
): Promise<FormikErrors<Values>> {
  return validateYupSchema(input, schema).then(
    () => ({}),
    (error: unknown) =>
      Object.fromEntries(
        Object.entries(yupToFormErrors<Record<string, unknown>>(error)).map(([key, message]) => [
          fieldOf[key] ?? key,
          message,
        ]),
      ) as FormikErrors<Values>,
  );
}
