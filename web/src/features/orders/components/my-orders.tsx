import { List, Paper, Typography } from '@mui/material';
import { memo, useState } from 'react';
import { DASHBOARD_TEXT, NOTICE, TEXT } from '@pedalworks/domain/messages';
import type { Order } from '@pedalworks/domain/types';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-dialog';
import { PageSpinner } from '@/components/ui/page-spinner';
import { Pager } from '@/components/ui/pager';
import { useNotify } from '@/lib/notify';
import { deleteOrder } from '../api/delete-order';
import { useMyOrders } from '../api/use-my-orders';
import { OrderItem } from './order-item';

/**
 * The customer's orders by their state, live, with the guarded delete (the cart's header is the
 * route's: app/routes/dashboard/orders.tsx). This module brings Firestore's SDK. Memoised, as
 * its rows: a change of session re-renders the route at once with the old one (see
 * useCurrentUser), which stops here.
 */
export const MyOrders = memo(function MyOrders({ uid }: { uid: string }) {
  const notify = useNotify();
  const orders = useMyOrders(uid);
  const [deleting, setDeleting] = useState<Order | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    await notify(() => deleteOrder(deleting._id), NOTICE.orderDeleted(deleting.toolName));
    setDeleting(null);
  };

  return (
    <>
      {orders.loading ? (
        <PageSpinner />
      ) : orders.items.length === 0 ? (
        <Typography>{DASHBOARD_TEXT.noOrders}</Typography>
      ) : (
        <Paper>
          <List aria-label={TEXT.customersCart}>
            {orders.items.map((order) => (
              <OrderItem key={order._id} order={order} onDelete={setDeleting} />
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
    </>
  );
});
