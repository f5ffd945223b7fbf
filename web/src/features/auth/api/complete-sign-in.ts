import type { User } from 'firebase/auth';
import { ACCESS_TOKEN_KEY } from '@pedalworks/domain/constants';
import type { TokenResponse } from '@pedalworks/domain/types';
import { ApiError, apiFetch, clearSession } from '@/lib/api-client';

/** A refusal undoes the sign-in; a request cut off by a reload or close leaves the session. */
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
