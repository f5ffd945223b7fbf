import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField } from 'formik';

/** A formik-bound text field that shows its validation message once touched. */
export function FormTextField({ name, ...props }: TextFieldProps & { name: string }) {
  const [field, meta] = useField<string>(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <TextField
      {...field}
      {...props}
      id={name}
      fullWidth
      error={Boolean(error)}
      helperText={error ?? props.helperText}
    />
  );
}
