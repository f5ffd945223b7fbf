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
import { callerOf } from '../middleware/auth';
import { staffRoute } from '../staff-routes';
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

staffRoute(toolsRouter, 'POST /tool', async (req, res) => {
  res.status(201).json(await addTool(callerOf(req), await validBody(req, toolSchema)));
});

staffRoute(toolsRouter, 'PUT /tool/:id', async (req, res) => {
  const id = param(req, 'id');
  // The stock is not edited (restock below); a stock sent along must be the current one.
  const { availableQuantity, ...input } = await validBody(req, toolPutSchema);
  res.json(await updateTool(callerOf(req), id, input, availableQuantity));
});

/** Restocks: the stock moves by a delta with a reason, logged (services/tools.ts). */
staffRoute(toolsRouter, 'POST /tool/:id/stock', async (req, res) => {
  const id = param(req, 'id');
  const restock = await validBody(req, restockSchema);
  res.json(await restockTool(callerOf(req), id, restock));
});

/** A tool's option (sizes, fits): its values, their prices and new values' stock. */
staffRoute(toolsRouter, 'PUT /tool/:id/option', async (req, res) => {
  const id = param(req, 'id');
  res.json(await setToolOption(callerOf(req), id, await validBody(req, optionEditSchema)));
});

staffRoute(toolsRouter, 'DELETE /tool/:id/option', async (req, res) => {
  res.json(await removeToolOption(callerOf(req), param(req, 'id')));
});

staffRoute(toolsRouter, 'DELETE /tool/:id', async (req, res) => {
  res.json(await deleteTool(callerOf(req), param(req, 'id')));
});
