import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '@pedalworks/domain/constants';

const { events, firebase } = vi.hoisted(() => {
  const events: string[] = [];
  return {
    events,
    firebase: {
      auth: { currentUser: { getIdToken: () => Promise.resolve('fresh-id-token') } },
      appCheckToken: () => Promise.resolve(null),
      signOutUser: () => {
        events.push('signed out');
        return Promise.resolve();
      },
    },
  };
});
vi.mock('@/lib/session', () => ({ loadFirebase: () => Promise.resolve(firebase) }));

const { ApiError, apiFetch, onSessionRejected } = await import('./api-client');

function answer(status: number) {
  const fetch = vi.fn(() =>
    Promise.resolve(new Response(JSON.stringify({ message: 'no' }), { status })),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('a protected call the server refuses (spec section 4)', () => {
  let unsubscribe: () => void;
  beforeEach(() => {
    events.length = 0;
    localStorage.setItem(ACCESS_TOKEN_KEY, 'stored-token');
    unsubscribe = onSessionRejected(() => {
      events.push(`went home (accessToken ${localStorage.getItem(ACCESS_TOKEN_KEY) ?? 'gone'})`);
    });
  });
  afterEach(() => {
    unsubscribe();
    vi.unstubAllGlobals();
  });

  for (const status of [401, 403]) {
    it(`${status}: goes home first, then signs out and removes accessToken`, async () => {
      const fetch = answer(status);
      await expect(apiFetch('/order/x', { protected: true })).rejects.toEqual(
        new ApiError(status, 'no'),
      );
      expect(fetch).toHaveBeenCalledWith('/api/order/x', {
        method: 'GET',
        headers: { Authorization: 'Bearer fresh-id-token' },
        body: undefined,
      });
      expect(events).toEqual(['went home (accessToken stored-token)', 'signed out']);
      expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    });
  }

  it('other failures, public calls and statuses the caller handles keep the session', async () => {
    answer(500);
    await expect(apiFetch('/order/x', { protected: true })).rejects.toBeInstanceOf(ApiError);
    answer(401);
    await expect(apiFetch('/tool')).rejects.toBeInstanceOf(ApiError);
    answer(403);
    await expect(
      apiFetch('/user/admin/a@b.c', { method: 'PUT', protected: true, signOutOn: [401] }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(events).toEqual([]);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('stored-token');
  });

  it('an unsubscribed listener is not called', async () => {
    unsubscribe();
    answer(401);
    await expect(apiFetch('/order/x', { protected: true })).rejects.toBeInstanceOf(ApiError);
    expect(events).toEqual(['signed out']);
  });
});
