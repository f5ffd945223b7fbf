/** An order's timeline; its customer reads whole events, so an admin's uid goes to eventAudit. */
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import type {
  TimelineActor,
  TimelineDetails,
  TimelineEventType,
} from '@pedalworks/domain/timeline';
import {
  ORDER_EVENTS_SUBCOLLECTION,
  ORDER_EVENT_AUDIT_SUBCOLLECTION,
} from '@pedalworks/domain/constants';
import type { OrderMailKind } from '@pedalworks/domain/mail';
import { queueOrderMail, type MailOrder } from './mail';

export interface NewTimelineEvent {
  type: TimelineEventType;
  by: TimelineActor;
  details?: TimelineDetails;
  /** When it happened; the commit time (server timestamp) when left out. */
  at?: Date;
}

export const eventsOf = (orderRef: DocumentReference) =>
  orderRef.collection(ORDER_EVENTS_SUBCOLLECTION);

/** Details without undefined values (Firestore refuses them). */
function cleanDetails(details: TimelineDetails = {}): TimelineDetails {
  return Object.fromEntries(
    Object.entries(details).filter(([, value]) => value !== undefined),
  ) as TimelineDetails;
}

/** An admin is stored by role alone: the customer reads the event. */
function cleanActor(by: TimelineActor): TimelineActor {
  if (typeof by === 'string') return by;
  return by.uid && by.role !== 'admin' ? { uid: by.uid, role: by.role } : { role: by.role };
}

/** Keeps an admin actor's uid in the event's server-only audit document. */
function auditActor(
  transaction: Transaction,
  eventRef: DocumentReference,
  by: TimelineActor,
  write: 'create' | 'set',
): void {
  if (typeof by === 'string' || by.role !== 'admin' || !by.uid) return;
  const audit = eventRef.parent
    .parent!.collection(ORDER_EVENT_AUDIT_SUBCOLLECTION)
    .doc(eventRef.id);
  const data = { by: { uid: by.uid, role: by.role }, at: FieldValue.serverTimestamp() };
  if (write === 'create') transaction.create(audit, data);
  else transaction.set(audit, data);
}

function eventData(event: NewTimelineEvent) {
  return {
    type: event.type,
    at: event.at ?? FieldValue.serverTimestamp(),
    by: cleanActor(event.by),
    details: cleanDetails(event.details),
  };
}

/**
 * Writes only, so it may follow the transition's reads. With `id`, an existing event fails the
 * transaction: for events once per order, whose transition's state check keeps a retry out.
 */
export function appendEvent(
  transaction: Transaction,
  orderRef: DocumentReference,
  event: NewTimelineEvent,
  id?: string,
): DocumentReference {
  const ref = id ? eventsOf(orderRef).doc(id) : eventsOf(orderRef).doc();
  transaction.create(ref, eventData(event));
  auditActor(transaction, ref, event.by, 'create');
  return ref;
}

/** Like appendEvent under a fixed id, but leaves an existing event as it is (set, no read). */
export function putEvent(
  transaction: Transaction,
  orderRef: DocumentReference,
  event: NewTimelineEvent,
  id: string,
): DocumentReference {
  const ref = eventsOf(orderRef).doc(id);
  transaction.set(ref, eventData(event));
  auditActor(transaction, ref, event.by, 'set');
  return ref;
}

/** An order transition's record: its event and, for those customers hear about, its mail. */
export interface OrderTransitionRecord extends NewTimelineEvent {
  /** The mail to the customer (its kind), if this transition sends one. */
  mail?: OrderMailKind;
  /** Values for the mail beyond the stored order (a refund's amount, a new transaction id). */
  mailData?: Parameters<typeof queueOrderMail>[3];
  /** Tells a repeatable transition apart (a refund's or dispute's id) in its event and mail ids. */
  key?: string;
}

const transitionEventId = (record: Pick<OrderTransitionRecord, 'type' | 'key'>) =>
  record.key ? `${record.type}-${record.key}` : record.type;

/** Writes only, after the reads; an event that exists fails it: check the order's state first. */
export function recordOrderTransition(
  transaction: Transaction,
  orderRef: DocumentReference,
  order: MailOrder,
  record: OrderTransitionRecord,
): void {
  const { key, mail, mailData, ...event } = record;
  appendEvent(transaction, orderRef, event, transitionEventId(record));
  if (mail) queueOrderMail(transaction, order, mail, mailData, key);
}
