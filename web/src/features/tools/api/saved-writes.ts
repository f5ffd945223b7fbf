import { doc, increment, serverTimestamp, type Firestore } from 'firebase/firestore';
import { savedCountPath, savedToolPath } from '@pedalworks/domain/saved';
import { commitWrites, type Write } from '@/lib/writes';

/** One batch with the owner's counter, which the rules check it against and hold to the max. */
export function savedToolWrites(
  firestore: Firestore,
  uid: string,
  toolId: string,
  save: boolean,
  variantId?: string,
): Write[] {
  const saved = doc(firestore, savedToolPath(uid, toolId));
  const counter: Write = {
    kind: 'set',
    ref: doc(firestore, savedCountPath(uid)),
    data: { count: increment(save ? 1 : -1), toolId },
    options: { merge: true },
  };
  return save
    ? [
        {
          kind: 'set',
          ref: saved,
          data: { toolId, savedAt: serverTimestamp(), ...(variantId && { variantId }) },
        },
        counter,
      ]
    : [{ kind: 'delete', ref: saved }, counter];
}

export function setToolSaved(
  firestore: Firestore,
  uid: string,
  toolId: string,
  save: boolean,
  variantId?: string,
) {
  return commitWrites(firestore, savedToolWrites(firestore, uid, toolId, save, variantId));
}
