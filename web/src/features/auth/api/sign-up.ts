import { createUserWithEmailAndPassword, sendEmailVerification } from 'firebase/auth';
import { auth, renameUser } from '@/lib/firebase';
import { completeSignIn } from './complete-sign-in';

export interface SignupInput {
  name: string;
  email: string;
  password: string;
}

/** Creates the account, sets the display name, sends the verification e-mail. */
export async function signUp({ name, email, password }: SignupInput): Promise<void> {
  const { user } = await createUserWithEmailAndPassword(auth, email.trim(), password);
  // The server reads the name from the token, so it must carry the new display name.
  await renameUser(user, name.trim());
  await sendEmailVerification(user);
  await completeSignIn(user);
}
