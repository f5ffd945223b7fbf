import { QueryClient, isServer, queryOptions, type DefaultOptions } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import {
  CACHE_TIME_MS,
  QUERY_RETRIES,
  RETRY_DELAY_BASE_MS,
  RETRY_DELAY_CAP_MS,
} from '@pedalworks/domain/constants';
import { ApiError, apiFetch } from './api-client';
import { forgetInitialAnswer, initialAnswer } from './initial-data';

/** Exponential back-off: 1 s, 2 s, 4 s... after the first, second, third failure, capped. */
export function retryDelay(failures: number): number {
  return Math.min(RETRY_DELAY_BASE_MS * 2 ** failures, RETRY_DELAY_CAP_MS);
}

/**
 * A failed query is tried again QUERY_RETRIES times, unless the server refused it (a 4xx: a bad
 * request, a refused session, an unknown id), which it would only answer the same way again.
 */
export function shouldRetry(failures: number, error: unknown): boolean {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return failures < QUERY_RETRIES && !refused;
}

/**
 * The data cache of every REST read, configured once: unused entries are kept CACHE_TIME_MS and
 * failed queries retried with back-off. Pages read again when they open (cached data shows at
 * once meanwhile), not when the window regains focus.
 */
export const queryConfig = {
  queries: {
    // On the server (prerender, the ssr function) a page's cache lives as long as its render:
    // no timer, which would keep the build's process and the function's memory for 5 minutes.
    gcTime: isServer ? Infinity : CACHE_TIME_MS,
    retry: shouldRetry,
    retryDelay,
    refetchOnWindowFocus: false,
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}

/**
 * What a page shows of a query: loading until the first answer or the first failed attempt.
 * Both are deferred, so a page of cards renders as a transition, not one long task.
 */
export function useShownQuery<T>(query: { isPending: boolean; failureCount: number; data: T }) {
  const loading = useDeferredValue(query.isPending && query.failureCount === 0);
  const data = useDeferredValue(query.data);
  return { loading, data };
}

/**
 * The query of a public GET of the REST API, keyed by its path. It starts from the answer the
 * server rendered with (src/lib/initial-data.ts), marked old so it is asked again at once.
 */
export function apiGetQuery<T>(path: string) {
  return queryOptions({
    queryKey: ['api', path],
    queryFn: () =>
      apiFetch<T>(path).then(
        (data) => {
          forgetInitialAnswer(path);
          return data;
        },
        (error: unknown) => {
          console.error(`GET /api${path} failed`, error);
          throw error;
        },
      ),
    initialData: () => initialAnswer<T>(path)?.body,
    initialDataUpdatedAt: 0,
  });
}
