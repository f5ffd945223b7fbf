import { Card, CardContent, CardMedia, Typography } from '@mui/material';
import { formatPrice } from '@pedalworks/domain/format';
import { DASHBOARD_TEXT, TEXT } from '@pedalworks/domain/messages';
import { orderLineName } from '@pedalworks/domain/order-line';
import type { Order } from '@pedalworks/domain/types';

/** The left card of the payment page: what is being paid for, or what was paid for. */
export function OrderSummary({ order, paid = false }: { order: Order; paid?: boolean }) {
  const heading = paid ? TEXT.paid : TEXT.youPayFor;
  return (
    <Card component="section" aria-label={heading}>
      <CardMedia
        component="img"
        image={order.img}
        alt={order.toolName}
        height={200}
        sx={{ objectFit: 'contain', p: 2 }}
      />
      <CardContent>
        <Typography variant="overline" color="textSecondary">
          {heading}
        </Typography>
        <Typography variant="h5" component="h2" gutterBottom>
          {orderLineName(order)}
        </Typography>
        <Typography>
          {DASHBOARD_TEXT.quantity}: {order.orderedQuantity}
        </Typography>
        <Typography variant="h6" color="primary" sx={{ fontWeight: 700 }}>
          {formatPrice(order.price)}
        </Typography>
      </CardContent>
    </Card>
  );
}
