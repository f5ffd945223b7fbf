import { useField } from 'formik';
import { FormField, type FormFieldProps } from './form-field';

/** FormField bound to the formik form around it (Formik or FormikProvider) by its name. */
export function FormikField({ name, ...props }: Omit<FormFieldProps, 'error' | 'touched'>) {
  const [field, meta] = useField<unknown>(name);
  return <FormField {...field} {...props} name={name} error={meta.error} touched={meta.touched} />;
}
