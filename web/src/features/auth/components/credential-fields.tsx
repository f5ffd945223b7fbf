import { FormTextField } from './form-text-field';

/** The Email and Password fields both sign-in forms share. */
export function CredentialFields({ newPassword = false }: { newPassword?: boolean }) {
  return (
    <>
      <FormTextField name="email" label="Email" type="email" autoComplete="email" />
      <FormTextField
        name="password"
        label="Password"
        type="password"
        autoComplete={newPassword ? 'new-password' : 'current-password'}
      />
    </>
  );
}
