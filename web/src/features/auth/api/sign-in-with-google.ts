import { FirebaseError } from 'firebase/app';
import {
  browserPopupRedirectResolver,
  getRedirectResult,
  GoogleAuthProvider,
  signInWithPopup,
  signInWithRedirect,
} from 'firebase/auth';
import { auth } from '@/lib/firebase';
import { completeSignIn } from './complete-sign-in';
import {
  isInAppBrowser,
  rememberGoogleRedirect,
  takeGoogleRedirectReturn,
} from './google-redirect';

/** Popup failures that mean "this browser cannot do popups": sign in by redirect instead. */
export const REDIRECT_INSTEAD = new Set([
  'auth/popup-blocked',
  'auth/operation-not-supported-in-this-environment',
]);

async function redirectToGoogle(provider: GoogleAuthProvider, returnTo: string): Promise<void> {
  rememberGoogleRedirect(returnTo);
  await signInWithRedirect(auth, provider, browserPopupRedirectResolver);
}

/**
 * A popup where it works, else a redirect. The popup's resolver is given here: given to Auth at
 * start-up, it would load Google's sign-in frame on every page.
 */
export async function signInWithGoogle(returnTo: string): Promise<'signed-in' | 'redirecting'> {
  const provider = new GoogleAuthProvider();
  if (isInAppBrowser()) {
    await redirectToGoogle(provider, returnTo);
    return 'redirecting';
  }
  try {
    const { user } = await signInWithPopup(auth, provider, browserPopupRedirectResolver);
    await completeSignIn(user);
    return 'signed-in';
  } catch (error) {
    if (!(error instanceof FirebaseError && REDIRECT_INSTEAD.has(error.code))) throw error;
    await redirectToGoogle(provider, returnTo);
    return 'redirecting';
  }
}

/** Completes a redirect sign-in like any other; null when none was under way or it was dropped. */
export async function completeGoogleRedirect(): Promise<string | null> {
  const returnTo = takeGoogleRedirectReturn();
  if (returnTo === null) return null;
  const result = await getRedirectResult(auth, browserPopupRedirectResolver);
  if (!result) return null;
  await completeSignIn(result.user);
  return returnTo;
}
