import { collection, orderBy, query, Timestamp, type Firestore } from 'firebase/firestore';
import { useDeferredValue, useMemo } from 'react';
import { COLLECTIONS, ORDER_EVENTS_SUBCOLLECTION } from '@pedalworks/domain/constants';
import type { TimelineEvent } from '@pedalworks/domain/timeline';
import { firestore } from '@/lib/firestore';
import { useLive } from '@/lib/live';

const eventsQuery = (firestore: Firestore, orderId: string) =>
  query(
    collection(firestore, COLLECTIONS.orders, orderId, ORDER_EVENTS_SUBCOLLECTION),
    orderBy('at'),
  );

/** An order's timeline, oldest first, live (its customer and admins may read it, by the rules). */
export function useOrderTimeline(orderId: string) {
  const events = useMemo(() => eventsQuery(firestore, orderId), [orderId]);
  // A new snapshot is deferred like the session (see useCurrentUser).
  const { snapshot: events$, failed } = useDeferredValue(useLive(events));
  const status = failed ? 'error' : events$ ? 'success' : 'loading';
  const items = (events$?.docs ?? []).map((snapshot) => {
    const event = snapshot.data() as TimelineEvent<Timestamp | null>;
    return { ...event, id: snapshot.id, at: event.at?.toDate() ?? null };
  });
  return { status, items };
}
