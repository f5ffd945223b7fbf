import {
  browserSessionPersistence,
  indexedDBLocalPersistence,
  setPersistence,
  signInWithEmailAndPassword,
} from 'firebase/auth';
import { auth } from '@/lib/firebase';
import { completeSignIn } from './complete-sign-in';

export interface LoginInput {
  email: string;
  password: string;
  /** Remember me: stay signed in across browser sessions, else only for this tab. */
  remember: boolean;
}

export async function signInWithEmail({ email, password, remember }: LoginInput): Promise<void> {
  await setPersistence(auth, remember ? indexedDBLocalPersistence : browserSessionPersistence);
  const { user } = await signInWithEmailAndPassword(auth, email.trim(), password);
  await completeSignIn(user);
}
