import type { Firestore } from 'firebase/firestore';

/**
 * A module of Firestore writes with the Firestore they write to, loaded when first needed: the
 * pages that write only on a person's action (the tool page's order form, My Profile) show
 * without Firestore's SDK.
 */
export async function withFirestore<M>(load: () => Promise<M>): Promise<[M, Firestore]> {
  const [module, { firestore }] = await Promise.all([load(), import('./firestore')]);
  return [module, firestore];
}
