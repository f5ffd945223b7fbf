import { Grid } from '@mui/material';
import { FormikProvider, type FormikProps } from 'formik';
import type { FocusEventHandler, ReactNode } from 'react';

interface FormikGridFormProps<Values> {
  form: FormikProps<Values>;
  /** The form's accessible name. */
  label: string;
  onFocus?: FocusEventHandler<HTMLFormElement>;
  children: ReactNode;
}

export function FormikGridForm<Values>({
  form,
  label,
  onFocus,
  children,
}: FormikGridFormProps<Values>) {
  return (
    <FormikProvider value={form}>
      <Grid
        container
        spacing={2}
        component="form"
        aria-label={label}
        noValidate
        onSubmit={form.handleSubmit}
        onFocus={onFocus}
      >
        {children}
      </Grid>
    </FormikProvider>
  );
}
