import { Box, List, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { DASHBOARD_TEXT, NOTICE, TEXT } from '@pedalworks/domain/messages';
import type { Order } from '@pedalworks/domain/types';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-dialog';
import { PageSpinner } from '@/components/ui/page-spinner';
import { Pager } from '@/components/ui/pager';
import { firestore } from '@/lib/firestore';
import { useNotify } from '@/lib/notify';
import { deleteOrder } from '../api/delete-order';
import { useMyOrders } from '../api/use-my-orders';
import { OrderItem } from './order-item';

/** The customer's cart: every order by its state, live, with the guarded delete. */
export function MyOrders({ uid }: { uid: string }) {
  const notify = useNotify();
  const orders = useMyOrders(uid);
  const [deleting, setDeleting] = useState<Order | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    await notify(() => deleteOrder(firestore, deleting), NOTICE.orderDeleted(deleting.toolName));
    setDeleting(null);
  };

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box>
          <Typography variant="h5" component="h1">
            {TEXT.customersCart}
          </Typography>
          <Typography color="textSecondary">
            {TEXT.orderCount} {orders.count ?? ''}
          </Typography>
        </Box>
        <Typography color="textSecondary">{DASHBOARD_TEXT.cartDate}</Typography>
      </Stack>
      {orders.loading ? (
        <PageSpinner />
      ) : orders.items.length === 0 ? (
        <Typography>{DASHBOARD_TEXT.noOrders}</Typography>
      ) : (
        <Paper>
          <List aria-label={TEXT.customersCart}>
            {orders.items.map((order) => (
              <OrderItem key={order._id} order={order} onDelete={() => setDeleting(order)} />
            ))}
          </List>
        </Paper>
      )}
      <Pager {...orders} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        question={TEXT.confirmDeleteOrder(deleting?.toolName ?? '')}
        warning={TEXT.deletedOrderCannotBeUndone}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
