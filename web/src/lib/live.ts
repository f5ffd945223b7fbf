import {
  onSnapshot,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Query,
  type QuerySnapshot,
  type Unsubscribe,
} from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { withId } from './collections';

export type LiveStatus = 'loading' | 'success' | 'error';

const logFailure = (error: Error) => console.error('A live read failed', error);

type Snapshot<T> = DocumentSnapshot<T> | QuerySnapshot<T>;

/** With metadata changes, so that a snapshot says whether the server has confirmed it. */
function listen<T>(
  source: DocumentReference<T> | Query<T>,
  next: (snapshot: Snapshot<T>) => void,
  failed: (error: Error) => void,
): Unsubscribe {
  const options = { includeMetadataChanges: true };
  return source.type === 'document'
    ? onSnapshot(source, options, next, failed)
    : onSnapshot(source, options, next, failed);
}

/** Calls `next` with every snapshot of `source`; for listeners that outlive a component. */
export function watch<T>(
  source: DocumentReference<T>,
  next: (snapshot: DocumentSnapshot<T>) => void,
): Unsubscribe;
export function watch<T>(source: Query<T>, next: (snapshot: QuerySnapshot<T>) => void): Unsubscribe;
export function watch<T>(
  source: DocumentReference<T> | Query<T>,
  next: (snapshot: never) => void,
): Unsubscribe {
  return listen(source, next as (snapshot: Snapshot<T>) => void, logFailure);
}

interface Live<S> {
  source: unknown;
  snapshot?: S;
  failed?: boolean;
}

/** A query's snapshot that moves no document and not `fromCache` shows nothing new. */
const sameShown = <T>(last: Snapshot<T> | undefined, next: Snapshot<T>) =>
  'docChanges' in next &&
  last?.metadata.fromCache === next.metadata.fromCache &&
  next.docChanges().length === 0;

/** The latest snapshot of `source` (memoised by the caller) while the component is shown. */
export function useLive<T>(source: DocumentReference<T>): Live<DocumentSnapshot<T>>;
export function useLive<T>(source: Query<T>): Live<QuerySnapshot<T>>;
export function useLive<T>(source: DocumentReference<T> | Query<T>) {
  const [live, setLive] = useState<Live<Snapshot<T>>>({ source });
  useEffect(
    () =>
      listen(
        source,
        (snapshot) =>
          setLive((last) =>
            last.source === source && sameShown(last.snapshot, snapshot)
              ? last
              : { source, snapshot },
          ),
        (error) => {
          logFailure(error);
          setLive({ source, failed: true });
        },
      ),
    [source],
  );
  // One object while the new source has not answered: a deferred reader would render forever.
  const waiting = useMemo(() => ({ source }), [source]);
  return live.source === source ? live : waiting;
}

const statusOf = (live: Live<unknown>): LiveStatus =>
  live.failed ? 'error' : live.snapshot ? 'success' : 'loading';

/** A live query's documents, each with its id as `_id`. */
export function useLiveQuery<T extends DocumentData>(source: Query<T>) {
  const live = useLive(source);
  const data = useMemo(() => live.snapshot?.docs.map(withId), [live.snapshot]);
  return { status: statusOf(live), data };
}

/** A live document with its id as `_id`; undefined while loading or when it does not exist. */
export function useLiveDoc<T extends DocumentData>(source: DocumentReference<T>) {
  const live = useLive(source);
  const { snapshot } = live;
  const data = useMemo(
    () => (snapshot?.exists() ? { ...snapshot.data(), _id: snapshot.id } : undefined),
    [snapshot],
  );
  return { status: statusOf(live), data };
}
