import { Router } from 'express';
import { getTool, listTools } from '../../services/tools';
import { param } from '../params';

export const toolsRouter = Router();

toolsRouter.get('/tool', async (_req, res) => {
  res.json(await listTools());
});

toolsRouter.get('/tool/:id', async (req, res) => {
  res.json(await getTool(param(req, 'id')));
});
