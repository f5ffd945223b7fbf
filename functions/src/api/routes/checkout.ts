import { Router } from 'express';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { checkoutRequestSchema, saveCardSchema } from '@pedalworks/domain/schemas';
import { createCheckout, readCheckout, readReceipt, saveCheckoutCard } from '../../orders';
import { HttpError } from '../../lib/errors';
import { callerOf, requireCaller } from '../middleware/auth';
import { isDocumentId, param } from '../params';
import { validBody } from '../validate';

export const checkoutRouter = Router();

/** Pay all: priced from the stored orders, never the client's. */
checkoutRouter.post('/checkout', requireCaller, async (req, res) => {
  const body = await validBody(req, checkoutRequestSchema);
  if (body.orderIds?.some((id) => !isDocumentId(id))) throw new HttpError(404, API_ERROR.notFound);
  res.json(await createCheckout(callerOf(req), body.orderIds, body.code));
});

/** Body { saveCard }: save the card that pays the caller's own open checkout, or not. */
checkoutRouter.put('/checkout/:id/save-card', requireCaller, async (req, res) => {
  const id = param(req, 'id');
  if (!isDocumentId(id)) throw new HttpError(404, API_ERROR.notFound);
  const { saveCard } = await validBody(req, saveCardSchema);
  res.json(await saveCheckoutCard(callerOf(req), id, saveCard));
});

/** The caller's checkout as the server records it (the Pay all result page). */
checkoutRouter.get('/checkout/:id', requireCaller, async (req, res) => {
  const id = param(req, 'id');
  if (!isDocumentId(id)) throw new HttpError(404, API_ERROR.notFound);
  res.json(await readCheckout(callerOf(req), id));
});

/** The caller's receipt of one payment (a checkout's or a single order's): the receipt page. */
checkoutRouter.get('/receipt/:paymentId', requireCaller, async (req, res) => {
  const paymentId = param(req, 'paymentId');
  if (!/^pi_[A-Za-z0-9_]{1,200}$/.test(paymentId)) throw new HttpError(404, API_ERROR.notFound);
  res.json(await readReceipt(callerOf(req), paymentId));
});
