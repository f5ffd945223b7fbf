import { Router } from 'express';
import { NEXT_PAGE_HEADER } from '@pedalworks/domain/constants';
import { toolSchema } from '@pedalworks/domain/schemas';
import { expireDueHolds } from '../../orders';
import { addTool, deleteTool, getTool, listTools, updateTool } from '../../services/tools';
import { catalogueRequest } from '../catalogue-request';
import { requireAdmin, requireCaller } from '../middleware/auth';
import { publicRead } from '../middleware/cache';
import { param } from '../params';
import { validBody } from '../validate';

export const toolsRouter = Router();

toolsRouter.get('/tool', publicRead, async (req, res) => {
  const { tools, next } = await listTools(catalogueRequest(req));
  if (next !== undefined) res.set(NEXT_PAGE_HEADER, next);
  res.json(tools);
});

/** Lazy expiry first: the tool's ended holds (a bounded few) give their stock back. */
toolsRouter.get('/tool/:id', publicRead, async (req, res) => {
  const id = param(req, 'id');
  await expireDueHolds({ toolId: id });
  res.json(await getTool(id));
});

toolsRouter.post('/tool', requireCaller, requireAdmin, async (req, res) => {
  res.status(201).json(await addTool(await validBody(req, toolSchema)));
});

toolsRouter.put('/tool/:id', requireCaller, requireAdmin, async (req, res) => {
  const id = param(req, 'id');
  res.json(await updateTool(id, await validBody(req, toolSchema)));
});

toolsRouter.delete('/tool/:id', requireCaller, requireAdmin, async (req, res) => {
  res.json(await deleteTool(param(req, 'id')));
});
