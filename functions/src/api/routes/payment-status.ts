import { Router } from 'express';
import { paymentStatus } from '../../orders/payment-status';
import { callerOf, requireCaller } from '../middleware/auth';
import { param } from '../params';

export const paymentStatusRouter = Router();

/** The caller's own order's payment, as Stripe has it now (the payment result page). */
paymentStatusRouter.get('/payment-status/:id', requireCaller, async (req, res) => {
  res.json(await paymentStatus(callerOf(req), param(req, 'id')));
});
