import { Router } from 'express';
import { ValidationError } from 'yup';
import { API_ERROR } from '@pedalworks/domain/messages';
import { orderRequestSchema } from '@pedalworks/domain/schemas';
import {
  cancelOrder,
  deleteOrder,
  getOrder,
  listAllOrders,
  listOrders,
  markShipped,
  placeOrder,
  refundOrder,
} from '../../services/orders';
import { callerOf, requireAdmin, requireCaller } from '../middleware/auth';
import { isDocumentId, pageRequest, param, queryString } from '../params';
import { validBody } from '../validate';

export const ordersRouter = Router();

/**
 * Fields a client may add (price, img, toolName, email, userName) are ignored: the order takes
 * them from the tool and the verified caller.
 */
ordersRouter.post('/order', requireCaller, async (req, res) => {
  const input = await validBody(req, orderRequestSchema);
  if (!isDocumentId(input.toolId)) {
    throw new ValidationError(API_ERROR.invalidId, input.toolId, 'toolId');
  }
  res.status(201).json(await placeOrder(callerOf(req), input));
});

ordersRouter.get('/order', requireCaller, async (req, res) => {
  res.json(await listOrders(callerOf(req), queryString(req, 'email'), pageRequest(req)));
});

ordersRouter.get('/order/:id', requireCaller, async (req, res) => {
  res.json(await getOrder(callerOf(req), param(req, 'id')));
});

ordersRouter.delete('/order/:id', requireCaller, async (req, res) => {
  res.json(await deleteOrder(callerOf(req), param(req, 'id')));
});

ordersRouter.get('/manageorder', requireCaller, requireAdmin, async (req, res) => {
  res.json(await listAllOrders(pageRequest(req)));
});

ordersRouter.put('/manageorder/:id', requireCaller, requireAdmin, async (req, res) => {
  res.json(await markShipped(callerOf(req), param(req, 'id')));
});

/** Admins cancel an unpaid (held) order: stock back, payment intent cancelled. */
ordersRouter.post('/manageorder/:id/cancel', requireCaller, requireAdmin, async (req, res) => {
  res.json(await cancelOrder(param(req, 'id')));
});

/** Admins cancel and refund a paid, unshipped order: full refund at Stripe, stock back. */
ordersRouter.post('/manageorder/:id/refund', requireCaller, requireAdmin, async (req, res) => {
  res.json(await refundOrder(param(req, 'id')));
});
