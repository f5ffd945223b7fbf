import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_TIME_MS, QUERY_RETRIES, RETRY_DELAY_CAP_MS } from '@pedalworks/domain/constants';
import { ApiError } from './api-client';
import { createQueryClient, queryConfig } from './react-query';

/** Watches a query as a mounted page would; answers the times (ms from now) of its attempts. */
function watch(client: ReturnType<typeof createQueryClient>, fail: () => Error) {
  const started = Date.now();
  const attempts: number[] = [];
  const observer = new QueryObserver(client, {
    queryKey: ['watched'],
    queryFn: () => {
      attempts.push(Date.now() - started);
      return Promise.reject(fail());
    },
  });
  const unsubscribe = observer.subscribe(() => {});
  return { attempts, observer, unsubscribe };
}

describe('the data cache of REST reads (spec: retries with back-off, entries kept 5 minutes)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('retries a failing query 3 times, 1, 2 and 4 s apart, then reports the failure', async () => {
    const client = createQueryClient();
    const { attempts, observer, unsubscribe } = watch(client, () => new ApiError(500, 'down'));
    await vi.advanceTimersByTimeAsync(6999);
    expect(attempts).toEqual([0, 1000, 3000]);
    expect(observer.getCurrentResult().status).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toEqual([0, 1000, 3000, 7000]);
    expect(attempts).toHaveLength(1 + QUERY_RETRIES);
    expect(observer.getCurrentResult()).toMatchObject({ status: 'error', failureCount: 4 });
    await vi.advanceTimersByTimeAsync(10 * RETRY_DELAY_CAP_MS);
    expect(attempts).toHaveLength(1 + QUERY_RETRIES);
    unsubscribe();
    client.clear();
  });

  it('doubles the wait after each failure, never past 30 s', () => {
    const waits = Array.from({ length: 8 }, (_, failures) =>
      queryConfig.queries.retryDelay(failures),
    );
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(Math.max(...waits)).toBe(RETRY_DELAY_CAP_MS);
  });

  it('does not retry what the server refused (a 4xx answers the same again)', async () => {
    const client = createQueryClient();
    const { attempts, observer, unsubscribe } = watch(client, () => new ApiError(404, 'gone'));
    await vi.advanceTimersByTimeAsync(10 * RETRY_DELAY_CAP_MS);
    expect(attempts).toEqual([0]);
    expect(observer.getCurrentResult().status).toBe('error');
    unsubscribe();
    client.clear();
  });

  it('keeps an unused entry 5 minutes, then drops it', async () => {
    const client = createQueryClient();
    const observer = new QueryObserver(client, {
      queryKey: ['kept'],
      queryFn: () => Promise.resolve('answer'),
    });
    const unsubscribe = observer.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(0);
    unsubscribe();
    await vi.advanceTimersByTimeAsync(CACHE_TIME_MS - 1);
    expect(client.getQueryData(['kept'])).toBe('answer');
    await vi.advanceTimersByTimeAsync(1);
    expect(client.getQueryData(['kept'])).toBeUndefined();
  });
});
