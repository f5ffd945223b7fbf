import type { Request } from 'express';
import { ValidationError } from 'yup';
import {
  CATALOGUE_PARAMS,
  DEFAULT_TOOL_SORT,
  isToolCategory,
  isToolSort,
  SEARCH_QUERY_MAX_LENGTH,
} from '@pedalworks/domain/catalogue';
import { queryWords } from '@pedalworks/domain/search';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import type { CatalogueRequest } from '../services/tools';
import { pageRequest, queryString } from './params';

/** `?q=&category=&sort=` of GET /tool: an unknown category or sort is a 400 naming the field. */
export function catalogueRequest(req: Pick<Request, 'query'>): CatalogueRequest {
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
