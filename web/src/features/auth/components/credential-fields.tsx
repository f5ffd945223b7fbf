import { FormikField } from '@/components/form/formik-field';

/** The Email and Password fields both sign-in forms share. */
export function CredentialFields({ newPassword = false }: { newPassword?: boolean }) {
  return (
    <>
      <FormikField name="email" label="Email" type="email" autoComplete="email" />
      <FormikField
        name="password"
        label="Password"
        type="password"
        autoComplete={newPassword ? 'new-password' : 'current-password'}
      />
    </>
  );
}
