import { browserPopupRedirectResolver, GoogleAuthProvider, signInWithPopup } from 'firebase/auth';
import { auth } from '@/lib/firebase';
import { completeSignIn } from './complete-sign-in';

export async function signInWithGoogle(): Promise<void> {
  // The popup's resolver is given here, not to Auth at start-up, where it would load Google's
  // sign-in frame on every page.
  const { user } = await signInWithPopup(
    auth,
    new GoogleAuthProvider(),
    browserPopupRedirectResolver,
  );
  await completeSignIn(user);
}
