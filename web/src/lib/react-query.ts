import { QueryClient, isServer, queryOptions, type DefaultOptions } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import {
  CACHE_TIME_MS,
  QUERY_RETRIES,
  RETRY_DELAY_BASE_MS,
  RETRY_DELAY_CAP_MS,
} from '@pedalworks/domain/constants';
import { ApiError, apiFetch } from './api-client';

/** Exponential back-off: 1 s, 2 s, 4 s... after the first, second, third failure, capped. */
export function retryDelay(failures: number): number {
  return Math.min(RETRY_DELAY_BASE_MS * 2 ** failures, RETRY_DELAY_CAP_MS);
}

/** A 4xx is not retried: the server would only answer the same way again. */
export function shouldRetry(failures: number, error: unknown): boolean {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return failures < QUERY_RETRIES && !refused;
}

export const queryConfig = {
  queries: {
    // On the server a cache lives as long as its render: a timer would hold the process 5 minutes.
    gcTime: isServer ? Infinity : CACHE_TIME_MS,
    retry: shouldRetry,
    retryDelay,
    refetchOnWindowFocus: false,
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}

/** Deferred, so that a page of cards renders as a transition, not one long task. */
export function useShownQuery<T>(query: { isPending: boolean; failureCount: number; data: T }) {
  const loading = useDeferredValue(query.isPending && query.failureCount === 0);
  const data = useDeferredValue(query.data);
  return { loading, data };
}

/** Starts from the answer the page was rendered with, if any, asked again at once. */
export function apiGetQuery<T>(path: string, rendered?: T) {
  return queryOptions({
    queryKey: ['api', path],
    queryFn: () =>
      apiFetch<T>(path).catch((error: unknown) => {
        console.error(`GET /api${path} failed`, error);
        throw error;
      }),
    initialData: rendered,
    initialDataUpdatedAt: 0,
  });
}
