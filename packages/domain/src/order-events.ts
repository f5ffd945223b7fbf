/**
 * What happens to an order, said once: each event of the engine (ORDER_TRANSITIONS), the timeline
 * entries it records and the mail it sends. OrderEvent, ORDER_MAIL_KINDS and the timeline's types
 * derive from it.
 */
export const ORDER_EVENTS = {
  place: { timeline: ['placed'], mail: 'placed' },
  pay: { timeline: ['paid'], mail: 'paid' },
  ship: { timeline: ['shipped'], mail: 'shipped' },
  updateTracking: { timeline: ['tracking-updated'], mail: 'tracking-updated' },
  expire: { timeline: ['expired'], mail: 'expired' },
  cancel: { timeline: ['cancelled'], mail: 'cancelled' },
  delete: { timeline: [], mail: null },
  // No mail: the 'refunded' one follows as soon as Stripe takes the refund, most often at once.
  oweRefund: { timeline: ['refund-owed'], mail: null },
  refund: { timeline: ['refunded'], mail: 'refunded' },
  partialRefund: { timeline: ['refunded'], mail: 'refunded' },
  refundFailed: { timeline: ['refund-failed'], mail: null },
  writeOff: { timeline: ['written-off'], mail: null },
  dispute: { timeline: ['disputed', 'dispute-closed'], mail: null },
  requestReturn: { timeline: ['return-requested'], mail: 'return-requested' },
  approveReturn: { timeline: ['return-approved'], mail: 'return-approved' },
  declineReturn: { timeline: ['return-declined'], mail: 'return-declined' },
  receiveReturn: { timeline: ['return-received'], mail: 'return-received' },
} as const;

/** What happens to an order: docs/orders.md says who causes each event and what it does. */
export type OrderEvent = keyof typeof ORDER_EVENTS;
type Described = (typeof ORDER_EVENTS)[OrderEvent];

/** Mails about an order: one of each kind per order at most (mail id = `${orderId}-${kind}`). */
export type OrderMailKind = NonNullable<Described['mail']>;
export type OrderTimelineType = Described['timeline'][number];

const described = Object.values(ORDER_EVENTS) as Described[];

export const ORDER_MAIL_KINDS: readonly OrderMailKind[] = [
  ...new Set(described.flatMap(({ mail }) => (mail ? [mail] : []))),
];

export const ORDER_TIMELINE_TYPES: readonly OrderTimelineType[] = [
  ...new Set(described.flatMap(({ timeline }) => timeline)),
];
