import { FirebaseError } from 'firebase/app';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** Google's side (popup, redirect) is a test double here; the browser tests use the emulator. */
const { signInWithPopup, signInWithRedirect, getRedirectResult, completeSignIn } = vi.hoisted(
  () => ({
    signInWithPopup: vi.fn(),
    signInWithRedirect: vi.fn(),
    getRedirectResult: vi.fn(),
    completeSignIn: vi.fn(),
  }),
);
vi.mock('firebase/auth', () => ({
  browserPopupRedirectResolver: {},
  GoogleAuthProvider: class GoogleAuthProvider {},
  signInWithPopup,
  signInWithRedirect,
  getRedirectResult,
}));
vi.mock('@/lib/firebase', () => ({ auth: {} }));
vi.mock('./complete-sign-in', () => ({ completeSignIn }));

const { signInWithGoogle, completeGoogleRedirect } = await import('./sign-in-with-google');
const { isGoogleRedirectPending } = await import('./google-redirect');

const user = { uid: 'u1', email: 'gina@pedalworks.test' };

beforeEach(() => {
  sessionStorage.clear();
  vi.clearAllMocks();
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 Chrome/140');
});

describe('signInWithGoogle', () => {
  it('signs in by popup where it works, with the same token call', async () => {
    signInWithPopup.mockResolvedValue({ user });
    await expect(signInWithGoogle('/dashboard')).resolves.toBe('signed-in');
    expect(completeSignIn).toHaveBeenCalledWith(user);
    expect(signInWithRedirect).not.toHaveBeenCalled();
  });

  it.each(['auth/popup-blocked', 'auth/operation-not-supported-in-this-environment'])(
    'falls back to the redirect on %s, remembering the page of origin',
    async (code) => {
      signInWithPopup.mockRejectedValue(new FirebaseError(code, code));
      await expect(signInWithGoogle('/dashboard/orders')).resolves.toBe('redirecting');
      expect(signInWithRedirect).toHaveBeenCalledTimes(1);
      expect(isGoogleRedirectPending()).toBe(true);
    },
  );

  it('passes any other error on (the provider message is shown)', async () => {
    const error = new FirebaseError('auth/popup-closed-by-user', 'closed');
    signInWithPopup.mockRejectedValue(error);
    await expect(signInWithGoogle('/')).rejects.toBe(error);
    expect(signInWithRedirect).not.toHaveBeenCalled();
  });

  it('goes straight to the redirect in an in-app browser', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 FBAN/FBIOS;FBAV/450');
    await expect(signInWithGoogle('/')).resolves.toBe('redirecting');
    expect(signInWithPopup).not.toHaveBeenCalled();
  });
});

describe('completeGoogleRedirect', () => {
  it('does nothing when no redirect sign-in is under way', async () => {
    await expect(completeGoogleRedirect()).resolves.toBeNull();
    expect(getRedirectResult).not.toHaveBeenCalled();
  });

  it('completes the sign-in with the same token call and answers the page of origin, once', async () => {
    signInWithPopup.mockRejectedValue(new FirebaseError('auth/popup-blocked', 'blocked'));
    await signInWithGoogle('/tool/torque-wrench');
    getRedirectResult.mockResolvedValue({ user });
    await expect(completeGoogleRedirect()).resolves.toBe('/tool/torque-wrench');
    expect(completeSignIn).toHaveBeenCalledWith(user);
    expect(isGoogleRedirectPending()).toBe(false);
  });
});
