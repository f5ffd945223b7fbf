import { FirebaseError } from 'firebase/app';
import {
  LOGIN_ERRORS,
  LOGIN_FALLBACK_ERROR,
  SIGNUP_ERRORS,
} from '@pedalworks/domain/form-messages';

/** Enumeration protection answers invalid-credential for a wrong password or an unknown user. */
const SAME_AS: Record<string, string> = {
  'auth/invalid-credential': 'auth/wrong-password',
  'auth/invalid-login-credentials': 'auth/wrong-password',
};

const codeOf = (error: unknown) => {
  const code = error instanceof FirebaseError ? error.code : '';
  return SAME_AS[code] ?? code;
};

/** Login errors: the catalogue's text, else 'Something went wrong'. */
export function loginErrorMessage(error: unknown): string {
  return LOGIN_ERRORS[codeOf(error)] ?? LOGIN_FALLBACK_ERROR;
}

/** Sign-up errors: the catalogue's text, else the provider's message. */
export function signupErrorMessage(error: unknown): string {
  return (
    SIGNUP_ERRORS[codeOf(error)] ?? (error instanceof Error ? error.message : LOGIN_FALLBACK_ERROR)
  );
}

/** Google sign-in errors show the provider's message. */
export function providerErrorMessage(error: unknown): string {
  return error instanceof Error ? error.message : LOGIN_FALLBACK_ERROR;
}
