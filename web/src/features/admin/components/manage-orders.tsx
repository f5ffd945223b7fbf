import {
  Avatar,
  Button,
  Checkbox,
  FormControlLabel,
  Stack,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { formatPrice } from '@pedalworks/domain/format';
import { DASHBOARD_TEXT, NOTICE, TEXT } from '@pedalworks/domain/messages';
import { ORDER_TEXT } from '@pedalworks/domain/form-messages';
import { canShip, canWriteOff, specFields } from '@pedalworks/domain/orders';
import type { Order } from '@pedalworks/domain/types';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-dialog';
import { OrderOutcome } from '@/components/ui/order-outcome';
import { PagedTable } from '@/components/ui/paged-table';
import { OrderTimeline } from '@/components/order-timeline/order-timeline';
import { useNotify } from '@/lib/notify';
import { cancelOrder, refundOrder, writeOffOrder } from '../api/cancel-order';
import { markShipped, useAllOrders } from '../api/use-all-orders';

type Ending = { order: Order; refund: boolean };

function OrderActions({
  order,
  onEnd,
  onWriteOff,
}: {
  order: Order;
  onEnd: (ending: Ending) => void;
  onWriteOff: (order: Order) => void;
}) {
  const notify = useNotify();
  const { status } = order;
  // The spec surfaces no failure here: the row simply stays pending.
  const ship = () =>
    notify(
      () => markShipped(order._id),
      NOTICE.shipped(`${order.toolName} for ${order.userName || order.email}`),
    );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {status === 'paid' && (
        <Button
          variant="contained"
          color="warning"
          disabled={!canShip(order)}
          onClick={() => void ship()}
        >
          {TEXT.pendingButton}
        </Button>
      )}
      {status === 'shipped' && (
        <Button variant="contained" disabled>
          {TEXT.shipped}
        </Button>
      )}
      {status === 'held' && (
        <Button color="error" variant="outlined" onClick={() => onEnd({ order, refund: false })}>
          {ORDER_TEXT.cancel}
        </Button>
      )}
      {status === 'paid' && (
        <Button color="error" variant="outlined" onClick={() => onEnd({ order, refund: true })}>
          {ORDER_TEXT.cancelAndRefund}
        </Button>
      )}
      {canWriteOff(order) && (
        <Button color="error" variant="outlined" onClick={() => onWriteOff(order)}>
          {ORDER_TEXT.writeOff}
        </Button>
      )}
      {order.dispute && <Typography variant="body2">{ORDER_TEXT.disputed}</Typography>}
      <OrderOutcome order={order} />
    </Stack>
  );
}

/** Manage Orders: every order with its payment status, shipping, cancel and refund. */
export function ManageOrders() {
  const orders = useAllOrders();
  const notify = useNotify();
  const [ending, setEnding] = useState<Ending | null>(null);
  // A lost dispute's way out: the order written off, its units back into stock or not.
  const [writingOff, setWritingOff] = useState<Order | null>(null);
  const [restock, setRestock] = useState(false);
  const startWriteOff = (order: Order) => {
    setRestock(false);
    setWritingOff(order);
  };
  const confirmWriteOff = async () => {
    if (!writingOff) return;
    await notify(
      () => writeOffOrder(writingOff._id, restock),
      ORDER_TEXT.orderWrittenOff(writingOff.toolName),
      ORDER_TEXT.writeOffFailed,
    );
    setWritingOff(null);
  };
  const confirmEnding = async () => {
    if (!ending) return;
    const { order, refund } = ending;
    await notify(
      () => (refund ? refundOrder(order._id) : cancelOrder(order._id)),
      refund ? ORDER_TEXT.orderRefunded(order.toolName) : ORDER_TEXT.orderCancelled(order.toolName),
      ORDER_TEXT.cancelFailed,
    );
    setEnding(null);
  };
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {DASHBOARD_TEXT.manageOrders}
      </Typography>
      <PagedTable
        label={DASHBOARD_TEXT.ordersTable}
        columns={DASHBOARD_TEXT.ordersColumns}
        page={orders}
        empty={DASHBOARD_TEXT.noManagedOrders}
        row={(order) => (
          <TableRow key={order._id}>
            <TableCell>
              <Avatar src={order.img} alt={order.toolName} variant="rounded" />
            </TableCell>
            <TableCell>{order.toolName}</TableCell>
            <TableCell>{order.userName || order.email}</TableCell>
            <TableCell>{order.orderedQuantity}</TableCell>
            <TableCell>
              <Button variant="outlined" disabled>
                {specFields(order).paid ? TEXT.paid : TEXT.unpaid}
              </Button>
            </TableCell>
            <TableCell>
              <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                <OrderActions order={order} onEnd={setEnding} onWriteOff={startWriteOff} />
                <OrderTimeline orderId={order._id} />
              </Stack>
            </TableCell>
          </TableRow>
        )}
      />
      <ConfirmDeleteDialog
        open={ending !== null}
        question={
          ending?.refund
            ? ORDER_TEXT.confirmRefund(ending.order.toolName, formatPrice(ending.order.price))
            : ORDER_TEXT.confirmCancel(ending?.order.toolName ?? '')
        }
        warning={ORDER_TEXT.cannotBeUndone}
        confirmLabel={ending?.refund ? ORDER_TEXT.cancelAndRefund : ORDER_TEXT.cancel}
        dismissLabel={ORDER_TEXT.keep}
        onCancel={() => setEnding(null)}
        onConfirm={confirmEnding}
      />
      <ConfirmDeleteDialog
        open={writingOff !== null}
        question={ORDER_TEXT.confirmWriteOff(writingOff?.toolName ?? '')}
        warning={ORDER_TEXT.cannotBeUndone}
        confirmLabel={ORDER_TEXT.writeOff}
        dismissLabel={ORDER_TEXT.keep}
        onCancel={() => setWritingOff(null)}
        onConfirm={confirmWriteOff}
      >
        <FormControlLabel
          control={
            <Checkbox checked={restock} onChange={(event) => setRestock(event.target.checked)} />
          }
          label={ORDER_TEXT.restockWrittenOff(writingOff?.orderedQuantity ?? 0)}
        />
      </ConfirmDeleteDialog>
    </Stack>
  );
}
