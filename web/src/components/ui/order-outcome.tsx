import { Chip } from '@mui/material';
import { formatPrice } from '@pedalworks/domain/format';
import { ORDER_TEXT } from '@pedalworks/domain/form-messages';
import { RETURN_TEXT, isReturnStatus } from '@pedalworks/domain/returns';
import type { Order } from '@pedalworks/domain/types';

/** A snapshot's Firestore Timestamp or the REST API's ISO string as a Date. */
export function dateOf(value: unknown): Date | undefined {
  if (typeof value === 'string') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  const toDate = (value as { toDate?: () => Date } | null | undefined)?.toDate;
  return typeof toDate === 'function' ? toDate.call(value) : undefined;
}

/** What a refund, a cancellation, an expiry or a return did to an order, as chips. */
export function OrderOutcome({ order }: { order: Order }) {
  const { status } = order;
  const partlyRefunded = order.refundedAmount ? (
    <Chip
      label={ORDER_TEXT.partiallyRefunded(formatPrice(order.refundedAmount / 100))}
      color="info"
      variant="outlined"
    />
  ) : null;
  if (isReturnStatus(status)) {
    const returnStatus = status as keyof typeof RETURN_TEXT.status;
    return (
      <>
        <Chip label={RETURN_TEXT.status[returnStatus]} color="secondary" variant="outlined" />
        {partlyRefunded}
      </>
    );
  }
  if (status === 'refunded') return <Chip label={ORDER_TEXT.refunded} color="info" />;
  if (status === 'refunding') return <Chip label={ORDER_TEXT.refunding} color="info" />;
  if (status === 'cancelled') return <Chip label={ORDER_TEXT.cancelled} />;
  if (status === 'expired') return <Chip label={ORDER_TEXT.expired} />;
  return partlyRefunded;
}
