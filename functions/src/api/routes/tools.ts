import { Router } from 'express';
import { NEXT_PAGE_HEADER } from '@pedalworks/domain/constants';
import { restockSchema, toolPutSchema, toolSchema } from '@pedalworks/domain/schemas';
import { optionEditSchema } from '@pedalworks/domain/variant-schemas';
import { currentTool } from '../../orders';
import {
  addTool,
  deleteTool,
  listTools,
  removeToolOption,
  restockTool,
  setToolOption,
  updateTool,
} from '../../services/tools';
import { catalogueRequest } from '../catalogue-request';
import { callerOf, requireAdmin, requireCaller } from '../middleware/auth';
import { publicRead } from '../middleware/cache';
import { param } from '../params';
import { validBody } from '../validate';

export const toolsRouter = Router();

toolsRouter.get('/tool', publicRead, async (req, res) => {
  const { tools, next } = await listTools(catalogueRequest(req));
  if (next !== undefined) res.set(NEXT_PAGE_HEADER, next);
  res.json(tools);
});

toolsRouter.get('/tool/:id', publicRead, async (req, res) => {
  res.json(await currentTool(param(req, 'id')));
});

toolsRouter.post('/tool', requireCaller, requireAdmin, async (req, res) => {
  res.status(201).json(await addTool(await validBody(req, toolSchema)));
});

toolsRouter.put('/tool/:id', requireCaller, requireAdmin, async (req, res) => {
  const id = param(req, 'id');
  // The stock is not edited (restock below); a stock sent along must be the current one.
  const { availableQuantity, ...input } = await validBody(req, toolPutSchema);
  res.json(await updateTool(id, input, availableQuantity));
});

/** Restocks: the stock moves by a delta with a reason, logged (services/tools.ts). */
toolsRouter.post('/tool/:id/stock', requireCaller, requireAdmin, async (req, res) => {
  const id = param(req, 'id');
  const restock = await validBody(req, restockSchema);
  res.json(await restockTool(id, restock, callerOf(req).uid));
});

/** A tool's option (sizes, fits): its values, their prices and new values' stock. */
toolsRouter.put('/tool/:id/option', requireCaller, requireAdmin, async (req, res) => {
  const id = param(req, 'id');
  res.json(await setToolOption(id, await validBody(req, optionEditSchema), callerOf(req).uid));
});

toolsRouter.delete('/tool/:id/option', requireCaller, requireAdmin, async (req, res) => {
  res.json(await removeToolOption(param(req, 'id')));
});

toolsRouter.delete('/tool/:id', requireCaller, requireAdmin, async (req, res) => {
  res.json(await deleteTool(param(req, 'id')));
});
