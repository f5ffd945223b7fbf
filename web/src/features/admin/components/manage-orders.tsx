import { Avatar, Button, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useFirestore } from 'reactfire';
import { DASHBOARD_TEXT, NOTICE, TEXT } from '@pedalworks/domain/messages';
import { orderState } from '@pedalworks/domain/orders';
import type { Order } from '@pedalworks/domain/types';
import { PagedTable } from '@/components/ui/paged-table';
import { useNotify } from '@/lib/notify';
import { markShipped, useAllOrders } from '../api/use-all-orders';

function OrderActions({ order }: { order: Order }) {
  const firestore = useFirestore();
  const notify = useNotify();
  const state = orderState(order);
  // The spec surfaces no failure here: the row simply stays pending.
  const ship = () =>
    notify(
      () => markShipped(firestore, order._id),
      NOTICE.shipped(`${order.toolName} for ${order.userName || order.email}`),
    );
  if (state === 'paid') {
    return (
      <Button variant="contained" color="warning" onClick={() => void ship()}>
        {TEXT.pendingButton}
      </Button>
    );
  }
  if (state === 'shipped') {
    return (
      <Button variant="contained" disabled>
        {TEXT.shipped}
      </Button>
    );
  }
  return null;
}

/** Manage Orders: every order with its payment status and the shipping action. */
export function ManageOrders() {
  const orders = useAllOrders();
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
                {order.paid ? TEXT.paid : TEXT.unpaid}
              </Button>
            </TableCell>
            <TableCell>
              <OrderActions order={order} />
            </TableCell>
          </TableRow>
        )}
      />
    </Stack>
  );
}
