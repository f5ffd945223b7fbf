import type { User } from 'firebase/auth';
import { ACCESS_TOKEN_KEY } from '@pedalworks/domain/constants';
import type { TokenResponse } from '@pedalworks/domain/types';
import { ApiError, apiFetch, clearSession } from '@/lib/api-client';

/**
 * After every sign-in, sign-up and Google sign-in: the server records the
 * user and answers a token, kept as accessToken. If the server refuses, the sign-in is undone;
 * a request cut off (the page reloading or closing mid-call) leaves the session alone.
 */
export async function completeSignIn(user: User): Promise<void> {
  try {
    const { token } = await apiFetch<TokenResponse>(
      `/user/${encodeURIComponent(user.email ?? '')}`,
      // Refused, the sign-in is undone here and the form says why: no trip home.
      { method: 'PUT', body: { email: user.email }, protected: true, signOutOn: [] },
    );
    localStorage.setItem(ACCESS_TOKEN_KEY, token);
  } catch (error) {
    if (error instanceof ApiError) await clearSession();
    throw error;
  }
}
