import { doc, increment, serverTimestamp, type Firestore } from 'firebase/firestore';
import { savedCountPath, savedToolPath } from '@pedalworks/domain/saved';
import { commitWrites, type Write } from '@/lib/writes';

/**
 * Saving a tool (or removing it) is one batch: the saved document and the owner's counter, one
 * up (or down) and naming the tool, which the rules check against each other and hold to
 * SAVED_TOOLS_MAX. A tool saved from its page with a variant chosen keeps that variant.
 */
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

/** Saves the tool (with its chosen variant) for `uid`, or removes it from their saved tools. */
export function setToolSaved(
  firestore: Firestore,
  uid: string,
  toolId: string,
  save: boolean,
  variantId?: string,
) {
  return commitWrites(firestore, savedToolWrites(firestore, uid, toolId, save, variantId));
}
