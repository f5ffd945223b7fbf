import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '@pedalworks/domain/constants';
import { ChunkLoadError, claimAutomaticReload, loadChunk, RELOADED_FOR_KEY } from './lazy-route';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.useRealTimers());

describe('loadChunk', () => {
  it('answers the module and ends the reload claimed for it', async () => {
    sessionStorage.setItem(RELOADED_FOR_KEY, 'blog');
    await expect(loadChunk('blog', () => Promise.resolve('module'))).resolves.toBe('module');
    expect(sessionStorage.getItem(RELOADED_FOR_KEY)).toBeNull();
  });

  it('fails with the chunk named when the fetch fails', async () => {
    const failed = loadChunk('blog', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(failed).rejects.toEqual(new ChunkLoadError('blog'));
    await expect(failed).rejects.toHaveProperty('chunk', 'blog');
  });

  it('fails a chunk that takes longer than 120 s', async () => {
    vi.useFakeTimers();
    let outcome: unknown = 'pending';
    loadChunk('orders', () => new Promise<never>(() => {})).catch((error: unknown) => {
      outcome = error;
    });
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toEqual(new ChunkLoadError('orders'));
  });
});

describe('claimAutomaticReload', () => {
  it('allows one reload per chunk, never a second', () => {
    expect(claimAutomaticReload('blog')).toBe(true);
    expect(claimAutomaticReload('blog')).toBe(false);
    expect(claimAutomaticReload('blog')).toBe(false);
    // Another chunk failing later gets its own one reload.
    expect(claimAutomaticReload('orders')).toBe(true);
  });
});
