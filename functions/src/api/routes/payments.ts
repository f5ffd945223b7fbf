import { Router } from 'express';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { paymentIntentRequestSchema, paymentUpdateSchema } from '@pedalworks/domain/schemas';
import { confirmOrderPayment, createPaymentIntent } from '../../orders';
import { HttpError } from '../../lib/errors';
import { callerOf, requireCaller } from '../middleware/auth';
import { isDocumentId, param } from '../params';
import { validBody } from '../validate';

export const paymentsRouter = Router();

/** Body { orderId } or { order } (the order's id) and an optional discount code; priced on the server. */
paymentsRouter.post('/create-payment-intent', requireCaller, async (req, res) => {
  const body = await validBody(req, paymentIntentRequestSchema);
  const orderId = body.orderId || body.order;
  if (!isDocumentId(orderId)) throw new HttpError(404, API_ERROR.notFound);
  res.json(await createPaymentIntent(callerOf(req), orderId, body.code));
});

/**
 * Body { order, transectionId } (the payment intent's id; the field is spelt so in the API):
 * the order is paid only when Stripe says the intent paid it.
 */
paymentsRouter.patch('/order/:id', requireCaller, async (req, res) => {
  const orderId = param(req, 'id');
  const body = await validBody(req, paymentUpdateSchema);
  if (body.order && body.order !== orderId) throw new HttpError(400, API_ERROR.invalidId);
  res.json(await confirmOrderPayment(callerOf(req), orderId, body.transectionId));
});
