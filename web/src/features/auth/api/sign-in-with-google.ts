import { GoogleAuthProvider, signInWithPopup } from 'firebase/auth';
import { auth } from '@/lib/firebase';
import { completeSignIn } from './complete-sign-in';

export async function signInWithGoogle(): Promise<void> {
  const { user } = await signInWithPopup(auth, new GoogleAuthProvider());
  await completeSignIn(user);
}
