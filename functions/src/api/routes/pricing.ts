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
import { requireAdmin, requireCaller } from '../middleware/auth';
import { param } from '../params';
import { validBody } from '../validate';

export const pricingRouter = Router();

/** The shipping rates are public: the order form and the payment page quote them. */
pricingRouter.get('/shipping-zone', async (_req, res) => {
  res.json(await listZones());
});

pricingRouter.post('/shipping-zone', requireCaller, requireAdmin, async (req, res) => {
  res.status(201).json(await saveZone(undefined, await validBody(req, shippingZoneSchema)));
});

pricingRouter.put('/shipping-zone/:id', requireCaller, requireAdmin, async (req, res) => {
  res.json(await saveZone(param(req, 'id'), await validBody(req, shippingZoneSchema)));
});

pricingRouter.delete('/shipping-zone/:id', requireCaller, requireAdmin, async (req, res) => {
  res.json(await deleteZone(param(req, 'id')));
});

/** Customers never list codes: a code is learnt only by applying it. */
pricingRouter.get('/discount-code', requireCaller, requireAdmin, async (_req, res) => {
  res.json(await listCodes());
});

pricingRouter.post('/discount-code', requireCaller, requireAdmin, async (req, res) => {
  res.status(201).json(await createCode(await validBody(req, discountCodeSchema)));
});

pricingRouter.patch('/discount-code/:code', requireCaller, requireAdmin, async (req, res) => {
  const { paused } = await validBody(req, pauseCodeSchema);
  res.json(await pauseCode(param(req, 'code').toUpperCase(), paused));
});
