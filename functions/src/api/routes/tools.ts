import { Router, type Request } from 'express';
import { ValidationError } from 'yup';
import {
  CATALOGUE_PARAMS,
  DEFAULT_TOOL_SORT,
  isToolCategory,
  isToolSort,
  queryWords,
  SEARCH_QUERY_MAX_LENGTH,
} from '@pedalworks/domain/catalogue';
import { NEXT_PAGE_HEADER } from '@pedalworks/domain/constants';
import { API_ERROR } from '@pedalworks/domain/messages';
import { toolSchema } from '@pedalworks/domain/schemas';
import {
  addTool,
  deleteTool,
  getTool,
  listTools,
  updateTool,
  type CatalogueRequest,
} from '../../services/tools';
import { requireAdmin, requireCaller } from '../middleware/auth';
import { publicRead } from '../middleware/cache';
import { pageRequest, param, queryString } from '../params';
import { validBody } from '../validate';

export const toolsRouter = Router();

/** `?q=&category=&sort=` of GET /tool: an unknown category or sort is a 400 naming the field. */
function catalogueRequest(req: Request): CatalogueRequest {
  const q = queryString(req, CATALOGUE_PARAMS.query) ?? '';
  if (q.length > SEARCH_QUERY_MAX_LENGTH) {
    throw new ValidationError(API_ERROR.invalidSearch, q, CATALOGUE_PARAMS.query);
  }
  const category = queryString(req, CATALOGUE_PARAMS.category) || undefined;
  if (category !== undefined && !isToolCategory(category)) {
    throw new ValidationError(API_ERROR.unknownCategory, category, CATALOGUE_PARAMS.category);
  }
  const sort = queryString(req, CATALOGUE_PARAMS.sort) || DEFAULT_TOOL_SORT;
  if (!isToolSort(sort)) {
    throw new ValidationError(API_ERROR.unknownSort, sort, CATALOGUE_PARAMS.sort);
  }
  return { ...pageRequest(req), words: queryWords(q), sort, ...(category ? { category } : {}) };
}

toolsRouter.get('/tool', publicRead, async (req, res) => {
  const { tools, next } = await listTools(catalogueRequest(req));
  if (next !== undefined) res.set(NEXT_PAGE_HEADER, next);
  res.json(tools);
});

toolsRouter.get('/tool/:id', publicRead, async (req, res) => {
  res.json(await getTool(param(req, 'id')));
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
