import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import {
  LOGIN_ERRORS,
  LOGIN_FALLBACK_ERROR,
  SIGNUP_ERRORS,
} from '@pedalworks/domain/form-messages';
import { loginErrorMessage, providerErrorMessage, signupErrorMessage } from './auth-error-message';

const authError = (code: string) => new FirebaseError(code, `Firebase: Error (${code}).`);

describe('loginErrorMessage', () => {
  it.each(Object.keys(LOGIN_ERRORS))('gives the catalogue text for %s', (code) => {
    expect(loginErrorMessage(authError(code))).toBe(LOGIN_ERRORS[code]);
  });

  it('treats the enumeration-protected invalid-credential like a wrong password', () => {
    expect(loginErrorMessage(authError('auth/invalid-credential'))).toBe('Wrong password.');
    expect(loginErrorMessage(authError('auth/invalid-login-credentials'))).toBe('Wrong password.');
  });

  it('falls back to "Something went wrong" for anything else', () => {
    expect(loginErrorMessage(authError('auth/user-disabled'))).toBe(LOGIN_FALLBACK_ERROR);
    expect(loginErrorMessage(new Error('network'))).toBe(LOGIN_FALLBACK_ERROR);
  });
});

describe('signupErrorMessage', () => {
  it.each(Object.keys(SIGNUP_ERRORS))('gives the catalogue text for %s', (code) => {
    expect(signupErrorMessage(authError(code))).toBe(SIGNUP_ERRORS[code]);
  });

  it("shows the provider's message for anything else", () => {
    expect(signupErrorMessage(authError('auth/email-already-in-use'))).toBe(
      'Firebase: Error (auth/email-already-in-use).',
    );
  });
});

it("Google sign-in errors show the provider's message", () => {
  expect(providerErrorMessage(authError('auth/popup-closed-by-user'))).toBe(
    'Firebase: Error (auth/popup-closed-by-user).',
  );
});
