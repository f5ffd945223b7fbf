import { describe, expect, it } from 'vitest';
import { DAY_MS, RETURN_DAYS, RETURN_TEXT_MAX_LENGTH } from './constants';
import { API_ERROR, VALIDATION } from './form-messages';
import { formatPrice } from './format';
import { BUYER_STATUSES, RETURN_STATUSES, holdsStock, nextStatus, specFields } from './orders';
import { ROLE_TEXT } from './roles';
import { returnDeclineSchema, returnReceiveSchema, returnRequestSchema } from './return-schemas';
import { refundableCents, returnRefusal } from './returns';
import { SALES_TEXT, contributionOf, countedOrderOf } from './sales';

const now = new Date('2026-11-26T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

describe('returns', () => {
  it('a shipped order may be returned up to RETURN_DAYS after it shipped, once', () => {
    expect(returnRefusal({ status: 'shipped', shippedAt: daysAgo(1) }, now)).toBeNull();
    expect(
      returnRefusal({ status: 'shipped', shippedAt: daysAgo(RETURN_DAYS - 0.01) }, now),
    ).toBeNull();
    expect(returnRefusal({ status: 'shipped', shippedAt: daysAgo(RETURN_DAYS + 0.01) }, now)).toBe(
      API_ERROR.returnWindowClosed,
    );
    expect(returnRefusal({ status: 'paid' }, now)).toBe(API_ERROR.returnNotShipped);
    for (const status of RETURN_STATUSES) {
      expect(returnRefusal({ status, shippedAt: daysAgo(1) }, now)).toBe(
        API_ERROR.returnAlreadyRequested,
      );
    }
  });

  it('the engine table: request, approve or decline, receive, refund in part or in full', () => {
    expect(nextStatus('shipped', 'requestReturn')).toBe('returnRequested');
    expect(nextStatus('paid', 'requestReturn')).toBeUndefined();
    expect(nextStatus('returnRequested', 'approveReturn')).toBe('returnApproved');
    expect(nextStatus('returnRequested', 'declineReturn')).toBe('returnDeclined');
    expect(nextStatus('returnRequested', 'receiveReturn')).toBeUndefined();
    expect(nextStatus('returnApproved', 'receiveReturn')).toBe('returnReceived');
    expect(nextStatus('returnReceived', 'partialRefund')).toBe('returned');
    expect(nextStatus('returnReceived', 'refund')).toBe('refunded');
    expect(nextStatus('returnDeclined', 'approveReturn')).toBeUndefined();
    for (const status of RETURN_STATUSES) {
      const order = { status, shippedAt: now };
      expect(specFields(order)).toEqual({ paid: true, pandingChange: 'shipped' });
      expect(holdsStock(order)).toBe(true);
      expect(BUYER_STATUSES).toContain(status);
      expect(SALES_TEXT.statusLabels[status]).toBeTruthy();
    }
  });

  it('a returned order sells no units in the figures; its money stays counted', () => {
    const order = {
      status: 'returned' as const,
      toolId: 't',
      toolName: 'Wrench',
      price: 20,
      orderedQuantity: 2,
      paidAt: now,
      refundedAmount: 500,
    };
    const figures = contributionOf(countedOrderOf(order));
    expect(figures.byStatus).toEqual({ returned: 1 });
    expect(Object.values(figures.months)[0]!.t!.quantity).toBe(0);
    expect(Object.values(figures.days)[0]).toEqual({
      paidOrders: 1,
      revenueCents: 2000,
      discountCents: 0,
      refundedCents: 500,
      shippingCents: 0,
    });
  });

  it('schemas: a reason from the list, bounded texts, a refund of 1 cent to what is left', async () => {
    await expect(returnRequestSchema.validate({ reason: 'damaged' })).resolves.toEqual({
      reason: 'damaged',
      comment: '',
    });
    await expect(returnRequestSchema.validate({ reason: 'bored' })).rejects.toThrow(
      VALIDATION.returnReasonRequired,
    );
    await expect(
      returnRequestSchema.validate({
        reason: 'damaged',
        comment: 'x'.repeat(RETURN_TEXT_MAX_LENGTH + 1),
      }),
    ).rejects.toThrow(VALIDATION.returnCommentTooLong);
    await expect(returnDeclineSchema.validate({ reason: '  ' })).rejects.toThrow(
      VALIDATION.declineReasonRequired,
    );
    const left = refundableCents({ price: 20, refundedAmount: 500 });
    expect(left).toBe(1500);
    // A Pay all line paid its price less its share of a code, plus its share of shipping.
    expect(refundableCents({ price: 60, discountCents: 600, shippingCents: 250 })).toBe(5650);
    const schema = returnReceiveSchema(left);
    await expect(
      schema.validate({ amount: 1500, restock: true, reason: 'Scratched' }),
    ).resolves.toBeTruthy();
    await expect(schema.validate({ amount: 0, restock: true, reason: 'x' })).rejects.toThrow(
      VALIDATION.refundAmountRequired,
    );
    await expect(schema.validate({ amount: 1.5, restock: true, reason: 'x' })).rejects.toThrow(
      VALIDATION.refundAmountRequired,
    );
    await expect(schema.validate({ amount: 1501, restock: true, reason: 'x' })).rejects.toThrow(
      VALIDATION.refundAmountTooLarge(formatPrice(15)),
    );
    await expect(schema.validate({ amount: 1, restock: 'yes', reason: 'x' })).rejects.toThrow(
      VALIDATION.restockRequired,
    );
    await expect(schema.validate({ amount: 1, restock: true, reason: '  ' })).rejects.toThrow(
      ROLE_TEXT.reasonRequired,
    );
  });
});
