import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';

/**
 * Validates as formik's `validationSchema` with a yup schema fetched on first use, off the first
 * view; call `load` when editing starts, so that the first check need not wait for it.
 */
export function lazyValidation<Values extends FormikValues>(
  load: () => Promise<AnyObjectSchema>,
): (values: Values) => Promise<FormikErrors<Values>> {
  return async (values) => {
    const schema = await load();
    try {
      await validateYupSchema(values, schema);
      return {};
    } catch (error) {
      if ((error as Error).name !== 'ValidationError') throw error;
      return yupToFormErrors<Values>(error);
    }
  };
}
