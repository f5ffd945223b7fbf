import type { User } from 'firebase/auth';
import { ACCESS_TOKEN_KEY } from '@pedalworks/domain/constants';
import type { TokenResponse } from '@pedalworks/domain/types';
import { apiFetch, clearSession } from '@/lib/api-client';

/**
 * After every sign-in, sign-up and Google sign-in (spec section 4): the server records the
 * user and answers a token, kept as accessToken. If that fails the sign-in is undone.
 */
export async function completeSignIn(user: User): Promise<void> {
  try {
    const { token } = await apiFetch<TokenResponse>(
      `/user/${encodeURIComponent(user.email ?? '')}`,
      { method: 'PUT', body: { email: user.email }, protected: true },
    );
    localStorage.setItem(ACCESS_TOKEN_KEY, token);
  } catch (error) {
    await clearSession();
    throw error;
  }
}
