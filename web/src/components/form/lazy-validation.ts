import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';

/**
 * A formik `validate` that runs a yup schema fetched on first use, for a form on a page's first
 * view that should not bring yup and the domain's schemas with it. It validates as formik's
 * `validationSchema` does (empty texts as missing, every error at once); call `load` ahead, when
 * the person starts editing, so that the first check need not wait for it.
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
