import { describe, expect, it } from 'vitest';
import { ORDER_EVENTS, ORDER_MAIL_KINDS, ORDER_TIMELINE_TYPES } from './order-events';
import { ORDER_TRANSITIONS } from './orders';
import { TIMELINE_EVENT_TYPES, TIMELINE_TEXT } from './timeline';

describe('one vocabulary of order events', () => {
  it('names every event the transition table moves by', () => {
    const moved = Object.values(ORDER_TRANSITIONS).flatMap((byEvent) => Object.keys(byEvent));
    expect(Object.keys(ORDER_EVENTS)).toEqual(expect.arrayContaining(moved));
  });

  it('gives the order mails and the timeline types, each once', () => {
    expect(ORDER_MAIL_KINDS).toEqual([
      'placed',
      'paid',
      'shipped',
      'tracking-updated',
      'expired',
      'cancelled',
      'refunded',
      'return-requested',
      'return-approved',
      'return-declined',
      'return-received',
    ]);
    expect(TIMELINE_EVENT_TYPES).toEqual([
      ...ORDER_TIMELINE_TYPES,
      'mail-sent',
      'mail-failed',
      'mail-skipped',
    ]);
    expect(new Set(TIMELINE_EVENT_TYPES).size).toBe(TIMELINE_EVENT_TYPES.length);
    expect(Object.keys(TIMELINE_TEXT.mails)).toEqual(expect.arrayContaining([...ORDER_MAIL_KINDS]));
  });
});
