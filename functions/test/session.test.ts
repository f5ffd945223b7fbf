/**
 * The server renderer's session: POST /api/session mints a Firebase session cookie into
 * `__session`, and sessionCaller (api/middleware/session.ts) reads the caller back from a Cookie
 * header, or null for anything it cannot trust.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE, SESSION_COOKIE_DAYS } from '@pedalworks/domain/constants';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { adminAuth, api, createUser } from '../../tests/support/emulators';
import { sessionCaller } from '../src/api/middleware/session';
import { auth } from '../src/lib/admin';
import { signIn, type SignedIn } from './support/callers';

/** POST /api/session as `user`; answers the response and the cookie's value. */
async function mint(user: SignedIn) {
  const response = await api('POST', '/session', { token: user.idToken });
  const setCookie = response.headers.get('set-cookie') ?? '';
  const value = new RegExp(`^${SESSION_COOKIE}=([^;]+);`).exec(setCookie)?.[1];
  return { response, setCookie, value };
}

let customer: SignedIn;

beforeAll(async () => {
  customer = await signIn(createUser());
});

describe('POST /api/session', () => {
  it('answers 204 with the session cookie in __session for My Orders alone, not HttpOnly, never cached', async () => {
    const { response, setCookie, value } = await mint(customer);
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(value).toBeTruthy();
    expect(setCookie).toBe(
      `${SESSION_COOKIE}=${value}; Max-Age=${SESSION_COOKIE_DAYS * 24 * 60 * 60}; ` +
        'Path=/dashboard/orders; Secure; SameSite=Lax',
    );
  });

  it('without a token or with a bad one: 401 and no cookie', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const response = await api('POST', '/session', { token });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: API_ERROR.unauthenticated });
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });
});

describe('sessionCaller', () => {
  it('answers the caller of a minted cookie, among other cookies', async () => {
    const { value } = await mint(customer);
    const caller = await sessionCaller(`theme=dark; ${SESSION_COOKIE}=${value}; other=1`);
    expect(caller).toEqual({
      uid: customer.uid,
      email: customer.email,
      name: customer.name,
      admin: false,
      emailVerified: true,
      token: value,
    });
  });

  it('answers null for no header, no __session, an empty one and garbage', async () => {
    for (const header of [
      undefined,
      '',
      'theme=dark',
      `${SESSION_COOKIE}=`,
      `${SESSION_COOKIE}=garbage`,
      `${SESSION_COOKIE}=${customer.idToken}`,
    ]) {
      expect(await sessionCaller(header), String(header)).toBeNull();
    }
  });

  it('answers null once the account is revoked, and for a deleted account', async () => {
    const revoked = await signIn(createUser());
    const { value } = await mint(revoked);
    // The Admin SDK checks revocation on the emulators even when not asked to: that it is
    // asked, as in production, is seen on the call.
    const verify = vi.spyOn(auth(), 'verifySessionCookie');
    expect((await sessionCaller(`${SESSION_COOKIE}=${value}`))?.uid).toBe(revoked.uid);
    expect(verify).toHaveBeenCalledWith(value, true);
    verify.mockRestore();
    // Revocation compares whole seconds with the sign-in time: revoke a second later.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await adminAuth().revokeRefreshTokens(revoked.uid);
    expect(await sessionCaller(`${SESSION_COOKIE}=${value}`)).toBeNull();

    const deleted = await signIn(createUser());
    const minted = await mint(deleted);
    await adminAuth().deleteUser(deleted.uid);
    expect(await sessionCaller(`${SESSION_COOKIE}=${minted.value}`)).toBeNull();
  });
});
