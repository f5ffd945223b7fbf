import {
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type SetOptions,
} from 'firebase/firestore';

/** The app's batches are lists of these, so that the rules suite commits exactly the same. */
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
