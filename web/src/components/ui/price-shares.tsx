import { Typography } from '@mui/material';
import { PRICE_TEXT } from '@pedalworks/domain/pricing';
import type { Order } from '@pedalworks/domain/types';

/** An order's share of its payment's discount and shipping, set when paid. */
export function PriceShares({ order }: { order: Pick<Order, 'discountCents' | 'shippingCents'> }) {
  const shares = PRICE_TEXT.shares(order.discountCents ?? 0, order.shippingCents ?? 0);
  if (!shares) return null;
  return (
    <Typography
      component="span"
      variant="caption"
      sx={{ display: 'block', color: 'text.secondary' }}
    >
      {shares}
    </Typography>
  );
}
