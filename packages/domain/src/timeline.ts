/** An order's timeline, appended by the server in each change's transaction (docs/email.md). */
import { formatPrice } from './format';
import type { MailKind } from './mail';
import { ORDER_TIMELINE_TYPES, type OrderTimelineType } from './order-events';
import { carrierName } from './shipment';

/** An order's own events (order-events.ts), and what became of their mail. */
const MAIL_EVENT_TYPES = ['mail-sent', 'mail-failed', 'mail-skipped'] as const;
export type TimelineEventType = OrderTimelineType | (typeof MAIL_EVENT_TYPES)[number];
export const TIMELINE_EVENT_TYPES: readonly TimelineEventType[] = [
  ...ORDER_TIMELINE_TYPES,
  ...MAIL_EVENT_TYPES,
];

export type ActorRole = 'customer' | 'admin';

/** The customer reads the event, so an admin is stored by role alone (the uid: eventAudit). */
export type TimelineActor = { uid?: string; role: ActorRole } | 'stripe' | 'system';

/** What an event may carry besides its type (all optional; only plain values). */
export interface TimelineDetails {
  transactionId?: string;
  /** Until when a held order keeps its stock (ISO 8601). */
  holdUntil?: string;
  /** Dollars. */
  amount?: number;
  /** A dispute's outcome, as Stripe says it (won, lost, ...). */
  outcome?: string;
  reason?: string;
  comment?: string;
  /** Whether a received return's or a write-off's units went back into stock. */
  restocked?: boolean;
  mail?: MailKind;
  attempts?: number;
  /** A shipment's carrier (shipment.ts CarrierId) and tracking number. */
  carrier?: string;
  trackingNumber?: string;
  /** Why a mail was skipped (MAIL_SKIP_REASON's words: no address, no server error). */
  skipReason?: string;
}

export interface TimelineEvent<At = Date> {
  type: TimelineEventType;
  at: At;
  by: TimelineActor;
  details: TimelineDetails;
}

export const TIMELINE_TEXT = {
  heading: 'Order history',
  show: 'Show history',
  hide: 'Hide history',
  empty: 'Nothing recorded yet.',
  you: 'you',
  customer: 'the customer',
  admin: 'an admin',
  stripe: 'Stripe',
  system: 'the shop',
  by: (who: string) => `by ${who}`,
  mails: {
    placed: 'order confirmation',
    paid: 'receipt',
    shipped: 'shipping notice',
    'tracking-updated': 'tracking update',
    expired: 'expiry notice',
    cancelled: 'cancellation notice',
    refunded: 'refund notice',
    'return-requested': 'return request confirmation',
    'return-approved': 'return instructions',
    'return-declined': 'return decision',
    'return-received': 'return receipt',
    'payment-refunded': 'refund notice',
    receipt: 'receipt',
    'newsletter-confirm': 'newsletter confirmation',
    'low-stock': 'low-stock alert',
    'stock-wait-confirm': 'back-in-stock confirmation',
    'back-in-stock': 'back-in-stock e-mail',
  } satisfies Record<MailKind, string>,
} as const;

const mailName = (details: TimelineDetails) =>
  details.mail ? TIMELINE_TEXT.mails[details.mail] : 'e-mail';

/** ': UPS tracking number 1Z…' for an event with a shipment; '' without. */
const shipmentWords = (details: TimelineDetails) =>
  details.carrier && details.trackingNumber
    ? `: ${carrierName(details.carrier)} tracking number ${details.trackingNumber}`
    : '';

/** ' (reason: …)' for an event a staff member gave a reason for; '' without. */
const because = (details: TimelineDetails) =>
  details.reason ? ` (reason: ${details.reason})` : '';

export function describeEvent(event: Pick<TimelineEvent<unknown>, 'type' | 'details'>): string {
  const { details } = event;
  switch (event.type) {
    case 'placed':
      return details.holdUntil ? `Order placed, held until ${details.holdUntil}` : 'Order placed';
    case 'paid':
      return details.transactionId ? `Paid (${details.transactionId})` : 'Paid';
    case 'shipped':
      return `Shipped${shipmentWords(details)}`;
    case 'tracking-updated':
      return details.trackingNumber
        ? `Tracking corrected${shipmentWords(details)}`
        : 'Tracking removed';
    case 'expired':
      return 'Expired unpaid; the tools went back to stock';
    case 'cancelled':
      return details.reason ? `Cancelled: ${details.reason}` : 'Cancelled';
    case 'refunded':
      return `${details.amount === undefined ? 'Refunded' : `Refunded ${formatPrice(details.amount)}`}${because(details)}`;
    case 'refund-owed':
      return `${details.amount === undefined ? 'Refund owed' : `Refund of ${formatPrice(details.amount)} owed`}${because(details)}: the money goes back as soon as Stripe takes the refund`;
    case 'refund-failed':
      return details.amount === undefined
        ? 'Refund failed: the money was not returned'
        : `Refund of ${formatPrice(details.amount)} failed: the money was not returned`;
    case 'written-off':
      return `${details.restocked ? 'Written off after the lost dispute; the tools went back to stock' : 'Written off after the lost dispute'}${because(details)}`;
    case 'disputed':
      return details.reason ? `Payment disputed: ${details.reason}` : 'Payment disputed';
    case 'dispute-closed':
      return `Dispute closed: ${details.outcome ?? 'unknown outcome'}`;
    case 'return-requested':
      return [
        'Return requested',
        details.reason ? `: ${details.reason}` : '',
        details.comment ? ` ("${details.comment}")` : '',
      ].join('');
    case 'return-approved':
      return 'Return approved';
    case 'return-declined':
      return details.reason ? `Return declined: ${details.reason}` : 'Return declined';
    case 'return-received':
      return `Return received${details.restocked ? '; the units went back into stock' : ''}${because(details)}`;
    case 'mail-sent':
      return `E-mail sent: ${mailName(details)}`;
    case 'mail-failed':
      return `E-mail failed: ${mailName(details)}`;
    case 'mail-skipped':
      return `E-mail not sent: ${mailName(details)}${details.skipReason ? ` (${details.skipReason})` : ''}`;
  }
}

/** An admin is 'an admin' even on events stored while they still carried the uid. */
export function describeActor(by: TimelineActor, viewerUid?: string): string {
  if (by === 'stripe') return TIMELINE_TEXT.stripe;
  if (by === 'system') return TIMELINE_TEXT.system;
  if (by.uid !== undefined && by.uid === viewerUid) return TIMELINE_TEXT.you;
  return by.role === 'admin' ? TIMELINE_TEXT.admin : TIMELINE_TEXT.customer;
}
