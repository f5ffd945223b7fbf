import {
  Avatar,
  Button,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Stack,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { formatPrice } from '@pedalworks/domain/format';
import { DASHBOARD_TEXT, TEXT } from '@pedalworks/domain/messages';
import { ADMIN_TEXT } from '@pedalworks/domain/admin';
import { ORDER_TEXT } from '@pedalworks/domain/form-messages';
import { orderLineName } from '@pedalworks/domain/order-line';
import { canShip, canWriteOff, specFields } from '@pedalworks/domain/orders';
import { paidCents } from '@pedalworks/domain/pricing';
import { RETURN_TEXT } from '@pedalworks/domain/returns';
import { SHIPMENT_TEXT } from '@pedalworks/domain/shipment';
import { hasRight, type Right, type Role } from '@pedalworks/domain/roles';
import type { Order } from '@pedalworks/domain/types';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-dialog';
import { OrderOutcome } from '@/components/ui/order-outcome';
import { ShipmentSummary } from '@/components/ui/shipment-summary';
import { PagedTable } from '@/components/ui/paged-table';
import { PriceShares } from '@/components/ui/price-shares';
import { OrderTimeline } from '@/components/order-timeline/order-timeline';
import { useNotify } from '@/lib/notify';
import { useRole } from '@/lib/staff-role';
import { cancelOrder, refundOrder, writeOffOrder } from '../api/cancel-order';
import { useAllOrders } from '../api/use-all-orders';
import { ReasonDialog } from './reason-dialog';
import { ReturnActions } from './return-actions';
import { ShipmentDialog, type ShipmentEdit } from './shipment-dialog';

type Ending = { order: Order; refund: boolean };

/** Each action shows to the roles with its right (packages/domain/src/roles.ts). */
function OrderActions({
  order,
  role,
  onEnd,
  onShip,
  onWriteOff,
}: {
  order: Order;
  role: Role;
  onEnd: (ending: Ending) => void;
  onShip: (edit: ShipmentEdit) => void;
  onWriteOff: (order: Order) => void;
}) {
  const { status } = order;
  const may = (right: Right) => hasRight(role, right);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {status === 'paid' && may('shipOrders') && (
        <Button
          variant="contained"
          color="warning"
          disabled={!canShip(order)}
          onClick={() => onShip({ order, mode: 'ship' })}
        >
          {TEXT.pendingButton}
        </Button>
      )}
      {status === 'shipped' && (
        <>
          <Button variant="contained" disabled>
            {TEXT.shipped}
          </Button>
          {may('shipOrders') && (
            <Button variant="outlined" onClick={() => onShip({ order, mode: 'edit' })}>
              {SHIPMENT_TEXT.editTracking}
            </Button>
          )}
        </>
      )}
      <ShipmentSummary shipment={order.shipment} />
      {status === 'held' && may('cancelOrders') && (
        <Button color="error" variant="outlined" onClick={() => onEnd({ order, refund: false })}>
          {ORDER_TEXT.cancel}
        </Button>
      )}
      {status === 'paid' && may('refundOrders') && (
        <Button color="error" variant="outlined" onClick={() => onEnd({ order, refund: true })}>
          {ORDER_TEXT.cancelAndRefund}
        </Button>
      )}
      {canWriteOff(order) && may('writeOffOrders') && (
        <Button color="error" variant="outlined" onClick={() => onWriteOff(order)}>
          {ORDER_TEXT.writeOff}
        </Button>
      )}
      {order.dispute && <Typography variant="body2">{ORDER_TEXT.disputed}</Typography>}
      <OrderOutcome order={order} />
      {may('handleReturns') && <ReturnActions order={order} />}
    </Stack>
  );
}

export function ManageOrders() {
  const [onlyReturns, setOnlyReturns] = useState(false);
  const orders = useAllOrders(onlyReturns ? 'returnRequested' : undefined);
  const notify = useNotify();
  const { role } = useRole();
  const [ending, setEnding] = useState<Ending | null>(null);
  const [shipping, setShipping] = useState<ShipmentEdit | null>(null);
  // A lost dispute's way out: the order written off, its units back into stock or not.
  const [writingOff, setWritingOff] = useState<Order | null>(null);
  const [restock, setRestock] = useState(false);
  const startWriteOff = (order: Order) => {
    setRestock(false);
    setWritingOff(order);
  };
  const confirmWriteOff = async (reason: string) => {
    if (!writingOff) return;
    await notify(
      () => writeOffOrder(writingOff._id, restock, reason),
      ORDER_TEXT.orderWrittenOff(orderLineName(writingOff)),
      ORDER_TEXT.writeOffFailed,
    );
    setWritingOff(null);
  };
  const confirmEnding = async (reason?: string) => {
    if (!ending) return;
    const { order, refund } = ending;
    await notify(
      () => (reason === undefined ? cancelOrder(order._id) : refundOrder(order._id, reason)),
      refund
        ? ORDER_TEXT.orderRefunded(orderLineName(order))
        : ORDER_TEXT.orderCancelled(orderLineName(order)),
      ORDER_TEXT.cancelFailed,
    );
    setEnding(null);
  };
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {DASHBOARD_TEXT.manageOrders}
      </Typography>
      <TextField
        select
        size="small"
        label={RETURN_TEXT.filterLabel}
        value={onlyReturns ? 'returns' : 'all'}
        onChange={(event) => setOnlyReturns(event.target.value === 'returns')}
        sx={{ maxWidth: 240 }}
      >
        <MenuItem value="all">{RETURN_TEXT.allOrders}</MenuItem>
        <MenuItem value="returns">{RETURN_TEXT.filter}</MenuItem>
      </TextField>
      <PagedTable
        label={ADMIN_TEXT.ordersTable}
        columns={ADMIN_TEXT.ordersColumns}
        page={orders}
        empty={ADMIN_TEXT.noManagedOrders}
        row={(order) => (
          <TableRow key={order._id}>
            <TableCell>
              <Avatar src={order.img} alt={order.toolName} variant="rounded" />
            </TableCell>
            <TableCell>
              {orderLineName(order)}
              <PriceShares order={order} />
            </TableCell>
            <TableCell>{order.userName || order.email}</TableCell>
            <TableCell>{order.orderedQuantity}</TableCell>
            <TableCell>
              <Button variant="outlined" disabled>
                {specFields(order).paid ? TEXT.paid : TEXT.unpaid}
              </Button>
            </TableCell>
            <TableCell>
              <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                <OrderActions
                  order={order}
                  role={role}
                  onEnd={setEnding}
                  onShip={setShipping}
                  onWriteOff={startWriteOff}
                />
                <OrderTimeline orderId={order._id} />
              </Stack>
            </TableCell>
          </TableRow>
        )}
      />
      <ConfirmDeleteDialog
        open={ending !== null && !ending.refund}
        question={ORDER_TEXT.confirmCancel(ending ? orderLineName(ending.order) : '')}
        warning={ORDER_TEXT.cannotBeUndone}
        confirmLabel={ORDER_TEXT.cancel}
        dismissLabel={ORDER_TEXT.keep}
        onCancel={() => setEnding(null)}
        onConfirm={() => confirmEnding()}
      />
      <ReasonDialog
        open={ending?.refund === true}
        question={
          ending
            ? ORDER_TEXT.confirmRefund(
                orderLineName(ending.order),
                // What it paid: its price less its discount, plus its shipping.
                formatPrice(paidCents(ending.order) / 100),
              )
            : ''
        }
        warning={ORDER_TEXT.cannotBeUndone}
        confirmLabel={ORDER_TEXT.cancelAndRefund}
        dismissLabel={ORDER_TEXT.keep}
        onCancel={() => setEnding(null)}
        onConfirm={confirmEnding}
      />
      <ShipmentDialog edit={shipping} onClose={() => setShipping(null)} />
      <ReasonDialog
        open={writingOff !== null}
        question={ORDER_TEXT.confirmWriteOff(writingOff ? orderLineName(writingOff) : '')}
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
      </ReasonDialog>
    </Stack>
  );
}
