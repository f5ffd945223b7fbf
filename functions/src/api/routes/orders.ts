import { once } from 'node:events';
import { Router, type Request } from 'express';
import { ValidationError } from 'yup';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { SALES_TEXT, csvRangeSchema } from '@pedalworks/domain/sales';
import { reasonSchema } from '@pedalworks/domain/role-schemas';
import { shipmentOf } from '@pedalworks/domain/shipment';
import { orderRequestSchema, writeOffSchema } from '@pedalworks/domain/schemas';
import {
  returnDeclineSchema,
  returnReceiveSchema,
  returnRequestSchema,
} from '@pedalworks/domain/return-schemas';
import { shipmentSchema } from '@pedalworks/domain/shipment-schema';
import {
  approveReturn,
  cancelOrder,
  declineReturn,
  deleteOrder,
  exportOrdersCsv,
  getOrder,
  listAllOrders,
  listOrders,
  markShipped,
  placeOrder,
  receiveReturn,
  refundOrder,
  updateShipment,
  requestReturn,
  writeOffOrder,
} from '../../orders';
import { callerOf, requireCaller } from '../middleware/auth';
import { staffRoute } from '../staff-routes';
import { isDocumentId, pageRequest, param, queryString } from '../params';
import { validBody } from '../validate';

export const ordersRouter = Router();

/** Prices, names and e-mails a client adds are ignored: they come from the tool and the caller. */
ordersRouter.post('/order', requireCaller, async (req, res) => {
  const input = await validBody(req, orderRequestSchema);
  if (!isDocumentId(input.toolId)) {
    throw new ValidationError(API_ERROR.invalidId, input.toolId, 'toolId');
  }
  res.status(201).json(await placeOrder(callerOf(req), input));
});

ordersRouter.get('/order', requireCaller, async (req, res) => {
  const uid = queryString(req, 'uid');
  if (uid !== undefined && !isDocumentId(uid)) {
    throw new ValidationError(API_ERROR.invalidId, uid, 'uid');
  }
  res.json(
    await listOrders(callerOf(req), { email: queryString(req, 'email'), uid }, pageRequest(req)),
  );
});

ordersRouter.get('/order/:id', requireCaller, async (req, res) => {
  res.json(await getOrder(callerOf(req), param(req, 'id')));
});

ordersRouter.delete('/order/:id', requireCaller, async (req, res) => {
  res.json(await deleteOrder(callerOf(req), param(req, 'id')));
});

staffRoute(ordersRouter, 'GET /manageorder', async (req, res) => {
  res.json(await listAllOrders(pageRequest(req)));
});

staffRoute(ordersRouter, 'GET /manageorder.csv', async (req, res) => {
  const range = await csvRangeSchema.validate({
    from: queryString(req, 'from'),
    to: queryString(req, 'to'),
  });
  res.set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${SALES_TEXT.csvFileName(range.from, range.to)}"`,
    'Cache-Control': 'no-store',
  });
  try {
    await exportOrdersCsv(range, async (chunk) => {
      if (!res.write(chunk)) await once(res, 'drain');
    });
  } catch (error) {
    // Rows were sent already: the answer can only be cut short, so the download fails.
    if (!res.headersSent) throw error;
    console.error(error);
    res.destroy(error as Error);
    return;
  }
  res.end();
});

/** The spec's call has no body; a JSON body may give the carrier and tracking number. */
staffRoute(ordersRouter, 'PUT /manageorder/:id', async (req, res) => {
  const shipment = req.is('application/json')
    ? shipmentOf(await validBody(req, shipmentSchema))
    : undefined;
  res.json(await markShipped(callerOf(req), param(req, 'id'), shipment));
});

/** Admins correct (or, with neither field, remove) a shipped order's tracking. */
staffRoute(ordersRouter, 'PUT /manageorder/:id/tracking', async (req, res) => {
  const shipment = shipmentOf(await validBody(req, shipmentSchema));
  res.json(await updateShipment(callerOf(req), param(req, 'id'), shipment));
});

/** Admins cancel an unpaid (held) order: stock back, payment intent cancelled. */
staffRoute(ordersRouter, 'POST /manageorder/:id/cancel', async (req, res) => {
  res.json(await cancelOrder(callerOf(req), param(req, 'id')));
});

/** Admins cancel and refund a paid, unshipped order: full refund at Stripe, stock back. */
staffRoute(ordersRouter, 'POST /manageorder/:id/refund', async (req, res) => {
  const { reason } = await validBody(req, reasonSchema);
  res.json(await refundOrder(callerOf(req), param(req, 'id'), reason));
});

ordersRouter.post('/order/:id/return', requireCaller, async (req, res) => {
  const input = await validBody(req, returnRequestSchema);
  res.json(await requestReturn(callerOf(req), param(req, 'id'), input));
});

const returnStep = (
  step: 'approve' | 'decline' | 'receive',
  handle: (req: Request) => Promise<unknown>,
) =>
  staffRoute(ordersRouter, `POST /manageorder/:id/return/${step}`, async (req, res) => {
    res.json(await handle(req));
  });

/** Admins approve a requested return: the customer is mailed the return instructions. */
returnStep('approve', (req) => approveReturn(callerOf(req), param(req, 'id')));

returnStep('decline', async (req) => {
  const { reason } = await validBody(req, returnDeclineSchema);
  return declineReturn(callerOf(req), param(req, 'id'), reason);
});

/** Admins mark a return received: { amount (cents), restock }; refunded at Stripe once. */
returnStep('receive', async (req) =>
  receiveReturn(callerOf(req), param(req, 'id'), await validBody(req, returnReceiveSchema())),
);

/** Admins write off an order whose dispute was lost. */
staffRoute(ordersRouter, 'POST /manageorder/:id/write-off', async (req, res) => {
  res.json(
    await writeOffOrder(callerOf(req), param(req, 'id'), await validBody(req, writeOffSchema)),
  );
});
