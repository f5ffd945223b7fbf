import {
  Avatar,
  Button,
  Chip,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { memo, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatPrice, formatTimeOfDay } from '@pedalworks/domain/format';
import { DASHBOARD_TEXT, TEXT } from '@pedalworks/domain/messages';
import { CHECKOUT_TEXT } from '@pedalworks/domain/payments';
import { ORDER_TEXT } from '@pedalworks/domain/form-messages';
import { orderLineName } from '@pedalworks/domain/order-line';
import { specFields } from '@pedalworks/domain/orders';
import { RETURN_TEXT, returnRefusal } from '@pedalworks/domain/returns';
import type { Order } from '@pedalworks/domain/types';
import { DialogSpinner } from '@/components/ui/lazy-dialog';
import { dateOf, OrderOutcome } from '@/components/ui/order-outcome';
import { PriceShares } from '@/components/ui/price-shares';
import { ShipmentSummary } from '@/components/ui/shipment-summary';
import { paths } from '@/config/paths';
import { OrderTimeline } from '@/components/order-timeline/order-timeline';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { ConfirmDeleteDialog, ReturnDialog } from './lazy-order-dialogs';

/** In the browser's time zone: orders render in the browser only, after Auth. */
function ReservedUntil({ holdUntil }: { holdUntil: Order['holdUntil'] }) {
  const until = dateOf(holdUntil);
  return until ? (
    <Typography variant="body2">{ORDER_TEXT.reservedUntil(formatTimeOfDay(until))}</Typography>
  ) : null;
}

/** Memoised; its dialogs load from when the pointer or focus reaches their button. */
export const OrderItem = memo(function OrderItem({
  order,
  onDelete,
}: {
  order: Order;
  onDelete: (order: Order) => void;
}) {
  const { status } = order;
  const [returning, setReturning] = useState(false);
  const returnOpened = useOpenedOnce(returning);
  const returnable = returnRefusal({ ...order, shippedAt: dateOf(order.shippedAt) }) === null;
  // 'Hex key · Size 5 mm' for an order of a variant.
  const name = orderLineName(order);
  return (
    <ListItem component="li" aria-label={name} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ListItemAvatar>
        <Avatar src={order.img} alt={order.toolName} variant="rounded" />
      </ListItemAvatar>
      <ListItemText
        primary={name}
        secondary={
          <>
            {`${DASHBOARD_TEXT.quantity}: ${order.orderedQuantity} · ${formatPrice(order.price)}`}
            <PriceShares order={order} />
          </>
        }
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {status === 'paid' && (
          <>
            <Chip label={TEXT.pending} color="warning" variant="outlined" />
            <Chip label={TEXT.paid} color="success" />
            <Typography variant="body2">
              {DASHBOARD_TEXT.transactionId}: {order.transactionId}
            </Typography>
          </>
        )}
        {status === 'shipped' && <Chip label={TEXT.confirmed} color="success" />}
        <ShipmentSummary shipment={order.shipment} />
        {specFields(order).paid && order.transactionId && (
          <Button component={RouterLink} to={paths.receipt(order.transactionId)}>
            {CHECKOUT_TEXT.receipt}
          </Button>
        )}
        <OrderOutcome order={order} />
        {status === 'held' && <ReservedUntil holdUntil={order.holdUntil} />}
        {status === 'held' && Boolean(order.price) && (
          <Button variant="contained" component={RouterLink} to={paths.payment(order._id)}>
            {DASHBOARD_TEXT.pay}
          </Button>
        )}
        {returnable && (
          <Button
            variant="outlined"
            onPointerEnter={ReturnDialog.preload}
            onFocus={ReturnDialog.preload}
            onClick={() => setReturning(true)}
          >
            {RETURN_TEXT.request}
          </Button>
        )}
        <Button
          color="error"
          variant="outlined"
          disabled={status !== 'held' && status !== 'expired'}
          onPointerEnter={ConfirmDeleteDialog.preload}
          onFocus={ConfirmDeleteDialog.preload}
          onClick={() => onDelete(order)}
        >
          {DASHBOARD_TEXT.delete}
        </Button>
      </Stack>
      <OrderTimeline orderId={order._id} viewerUid={order.uid} />
      {returnOpened && (
        <Suspense fallback={<DialogSpinner />}>
          <ReturnDialog order={returning ? order : null} onClose={() => setReturning(false)} />
        </Suspense>
      )}
    </ListItem>
  );
});
