/**
 * An order's timeline: orders/{id}/events, written by the server alone (firestore.rules: the
 * customer reads their own order's events, admins all; no client writes). Every transition
 * appends its event in the same transaction as the change it records. The customer reads whole
 * event documents, so an event holds only what they may see: an admin is stored by role, and
 * the admin's uid goes to the server-only orders/{id}/eventAudit/{eventId}.
 */
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

/**
 * An actor as stored on the event: 'stripe' / 'system', a customer's uid and role (the customer
 * is the reader), an admin's role alone.
 */
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

/** The stored form of an event. */
function eventData(event: NewTimelineEvent) {
  return {
    type: event.type,
    at: event.at ?? FieldValue.serverTimestamp(),
    by: cleanActor(event.by),
    details: cleanDetails(event.details),
  };
}

/**
 * Appends `event` to the order's timeline inside `transaction`. Writes only (no reads), so it
 * may be called after the transition's reads. With `id`, the event is created under that id and
 * the transaction fails if it exists already: use it for events that happen once per order (the
 * transition's own state check keeps a retried transition from getting there twice).
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
  /**
   * For transitions that may happen more than once to an order (a partial refund, a second
   * dispute): what tells this one apart, e.g. Stripe's refund or dispute id. The event id
   * becomes `${type}-${key}` and the mail id `${orderId}-${kind}-${key}`.
   */
  key?: string;
}

/** The id of a transition's event: its type, plus its key for repeatable transitions. */
const transitionEventId = (record: Pick<OrderTransitionRecord, 'type' | 'key'>) =>
  record.key ? `${record.type}-${record.key}` : record.type;

/**
 * Records a transition of `order` inside `transaction`: its timeline event (id: the type, or
 * `${type}-${key}`) and, with `record.mail`, the customer's mail (`${orderId}-${kind}`, or
 * `${orderId}-${kind}-${key}`). Writes only: call it after the transition's reads. It fails the
 * transaction if that event exists already: check the order's state first.
 */
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
