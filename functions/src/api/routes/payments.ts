import { Router } from 'express';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { paymentIntentRequestSchema, paymentUpdateSchema } from '@pedalworks/domain/schemas';
import { confirmOrderPayment, createPaymentIntent } from '../../orders';
import { HttpError } from '../../lib/errors';
import { callerOf, requireCaller } from '../middleware/auth';
import { isDocumentId, param } from '../params';
import { validBody } from '../validate';

export const paymentsRouter = Router();

/** Priced on the server; `order` is the spec's name for the order's id. */
paymentsRouter.post('/create-payment-intent', requireCaller, async (req, res) => {
  const body = await validBody(req, paymentIntentRequestSchema);
  const orderId = body.orderId || body.order;
  if (!isDocumentId(orderId)) throw new HttpError(404, API_ERROR.notFound);
  res.json(await createPaymentIntent(callerOf(req), orderId, body.code));
});

/** `transectionId` (spelt so in the spec) is the intent; paid only when Stripe says so. */
paymentsRouter.patch('/order/:id', requireCaller, async (req, res) => {
  const orderId = param(req, 'id');
  const body = await validBody(req, paymentUpdateSchema);
  if (body.order && body.order !== orderId) throw new HttpError(400, API_ERROR.invalidId);
  res.json(await confirmOrderPayment(callerOf(req), orderId, body.transectionId));
});
