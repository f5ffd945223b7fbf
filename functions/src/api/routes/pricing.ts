import { Router } from 'express';
import {
  discountCodeSchema,
  pauseCodeSchema,
  shippingZoneSchema,
} from '@pedalworks/domain/pricing-schemas';
import {
  createCode,
  deleteZone,
  listCodes,
  listZones,
  pauseCode,
  saveZone,
} from '../../services/pricing';
import { callerOf } from '../middleware/auth';
import { staffRoute } from '../staff-routes';
import { param } from '../params';
import { validBody } from '../validate';

export const pricingRouter = Router();

/** The shipping rates are public: the order form and the payment page quote them. */
pricingRouter.get('/shipping-zone', async (_req, res) => {
  res.json(await listZones());
});

staffRoute(pricingRouter, 'POST /shipping-zone', async (req, res) => {
  res
    .status(201)
    .json(await saveZone(callerOf(req), undefined, await validBody(req, shippingZoneSchema)));
});

staffRoute(pricingRouter, 'PUT /shipping-zone/:id', async (req, res) => {
  res.json(
    await saveZone(callerOf(req), param(req, 'id'), await validBody(req, shippingZoneSchema)),
  );
});

staffRoute(pricingRouter, 'DELETE /shipping-zone/:id', async (req, res) => {
  res.json(await deleteZone(callerOf(req), param(req, 'id')));
});

/** Customers never list codes: a code is learnt only by applying it. */
staffRoute(pricingRouter, 'GET /discount-code', async (_req, res) => {
  res.json(await listCodes());
});

staffRoute(pricingRouter, 'POST /discount-code', async (req, res) => {
  res.status(201).json(await createCode(callerOf(req), await validBody(req, discountCodeSchema)));
});

staffRoute(pricingRouter, 'PATCH /discount-code/:code', async (req, res) => {
  const { paused } = await validBody(req, pauseCodeSchema);
  res.json(await pauseCode(callerOf(req), param(req, 'code').toUpperCase(), paused));
});
