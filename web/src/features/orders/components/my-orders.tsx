import { Box, Button, List, Paper, Typography } from '@mui/material';
import { memo, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { CHECKOUT_MIN_ORDERS } from '@pedalworks/domain/constants';
import { DASHBOARD_TEXT, NOTICE, TEXT } from '@pedalworks/domain/messages';
import { CHECKOUT_TEXT } from '@pedalworks/domain/payments';
import type { Order } from '@pedalworks/domain/types';
import { orderLineName } from '@pedalworks/domain/order-line';
import { DialogSpinner } from '@/components/ui/lazy-dialog';
import { PageSpinner } from '@/components/ui/page-spinner';
import { LoadFailed } from '@/components/ui/load-failed';
import { Pager } from '@/components/ui/pager';
import { paths } from '@/config/paths';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { useNotify } from '@/lib/notify';
import { PageHold } from '@/lib/page-hold';
import { deleteOrder } from '../api/delete-order';
import { useMyOrders } from '../api/use-my-orders';
import { ConfirmDeleteDialog } from './lazy-order-dialogs';
import { OrderItem } from './order-item';

/** Memoised, as its rows: a change of session re-renders the route at once with the old one. */
export const MyOrders = memo(function MyOrders({
  uid,
  onCount,
}: {
  uid: string;
  onCount: (count: number | null) => void;
}) {
  const notify = useNotify();
  const orders = useMyOrders(uid);
  useEffect(() => onCount(orders.count), [onCount, orders.count]);
  const [deleting, setDeleting] = useState<Order | null>(null);
  const deleteOpened = useOpenedOnce(deleting !== null);

  const confirmDelete = async () => {
    if (!deleting) return;
    await notify(() => deleteOrder(deleting._id), NOTICE.orderDeleted(orderLineName(deleting)));
    setDeleting(null);
  };

  const unpaid = orders.items.filter((order) => order.status === 'held' && Boolean(order.price));

  return (
    <>
      {unpaid.length >= CHECKOUT_MIN_ORDERS && (
        <Box>
          <Button variant="contained" component={RouterLink} to={paths.checkout}>
            {CHECKOUT_TEXT.payAll(unpaid.length)}
          </Button>
        </Box>
      )}
      {orders.failed ? (
        <LoadFailed />
      ) : orders.loading ? (
        <PageSpinner />
      ) : orders.items.length === 0 ? (
        <Typography>{DASHBOARD_TEXT.noOrders}</Typography>
      ) : (
        <Paper>
          <PageHold.Provider value={orders.hold}>
            <List aria-label={TEXT.customersCart}>
              {orders.items.map((order) => (
                <OrderItem key={order._id} order={order} onDelete={setDeleting} />
              ))}
            </List>
          </PageHold.Provider>
        </Paper>
      )}
      <Pager {...orders} />
      {deleteOpened && (
        <Suspense fallback={<DialogSpinner />}>
          <ConfirmDeleteDialog
            open={deleting !== null}
            question={TEXT.confirmDeleteOrder(deleting ? orderLineName(deleting) : '')}
            warning={TEXT.deletedOrderCannotBeUndone}
            onCancel={() => setDeleting(null)}
            onConfirm={confirmDelete}
          />
        </Suspense>
      )}
    </>
  );
});
