import {
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type SetOptions,
} from 'firebase/firestore';

/**
 * One document write of a batch. The app's batched writes are built as lists of these (what it
 * writes, for the rules to judge) and committed by commitWrites, so that the rules suite commits
 * exactly the same lists (tests/rules).
 */
export type Write =
  | { kind: 'set'; ref: DocumentReference; data: DocumentData; options?: SetOptions }
  | { kind: 'update'; ref: DocumentReference; data: DocumentData }
  | { kind: 'delete'; ref: DocumentReference };

/** Commits the writes in one batch: all of them or none. */
export function commitWrites(firestore: Firestore, writes: Write[]): Promise<void> {
  const batch = writeBatch(firestore);
  for (const write of writes) {
    if (write.kind === 'set') batch.set(write.ref, write.data, write.options ?? {});
    else if (write.kind === 'update') batch.update(write.ref, write.data);
    else batch.delete(write.ref);
  }
  return batch.commit();
}
