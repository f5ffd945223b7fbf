import type { Firestore } from 'firebase/firestore';

/** Loaded on first use: pages that write only on an action show without Firestore's SDK. */
export async function withFirestore<M>(load: () => Promise<M>): Promise<[M, Firestore]> {
  const [module, { firestore }] = await Promise.all([load(), import('./firestore')]);
  return [module, firestore];
}
