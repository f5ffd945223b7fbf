import { Router } from 'express';
import { saveCardSchema } from '@pedalworks/domain/schemas';
import {
  listPaymentMethods,
  paymentSession,
  removePaymentMethod,
  saveCardChoice,
} from '../../orders/stripe-customers';
import { callerOf, requireCaller } from '../middleware/auth';
import { param } from '../params';
import { validBody } from '../validate';

export const paymentMethodsRouter = Router();

/** The Payment Element's customer session for the caller's own order (saved cards). */
paymentMethodsRouter.post('/payment-session/:id', requireCaller, async (req, res) => {
  res.json(await paymentSession(callerOf(req), param(req, 'id')));
});

/** Body { saveCard }: save the card that pays the caller's own order, or not. */
paymentMethodsRouter.put('/payment-session/:id', requireCaller, async (req, res) => {
  const { saveCard } = await validBody(req, saveCardSchema);
  res.json(await saveCardChoice(callerOf(req), param(req, 'id'), saveCard));
});

/** The caller's own saved cards: brand, last 4 and expiry only. */
paymentMethodsRouter.get('/payment-methods', requireCaller, async (req, res) => {
  res.json(await listPaymentMethods(callerOf(req)));
});

/** Removes one of the caller's own saved cards. */
paymentMethodsRouter.delete('/payment-methods/:id', requireCaller, async (req, res) => {
  await removePaymentMethod(callerOf(req), param(req, 'id'));
  res.status(204).end();
});
