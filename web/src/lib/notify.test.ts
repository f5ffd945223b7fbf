import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { ApiError } from './api-client';
import { useNotify } from './notify';

const { toast } = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('./toast', () => ({ toast }));

describe('useNotify', () => {
  beforeEach(() => toast.mockReset());

  it("says a refusal in the server's words, else the failure given, and nothing for a 401", async () => {
    const notify = renderHook(() => useNotify()).result.current;
    const fail = (error: unknown) => () => Promise.reject(error);
    expect(await notify(fail(new ApiError(409, API_ERROR.orderPaid)), 'done', 'failed')).toBe(
      false,
    );
    expect(await notify(fail(new ApiError(409, API_ERROR.orderPaid)), 'done')).toBe(false);
    expect(await notify(fail(new ApiError(500, 'boom')), 'done', 'failed')).toBe(false);
    expect(await notify(fail(new ApiError(500, 'boom')), 'done')).toBe(false);
    expect(await notify(fail(new ApiError(401, 'signed out')), 'done', 'failed')).toBe(false);
    expect(toast.mock.calls).toEqual([
      [API_ERROR.orderPaid, 'error'],
      [API_ERROR.orderPaid, 'error'],
      ['failed', 'error'],
    ]);
    expect(await notify(() => Promise.resolve(), 'done', 'failed')).toBe(true);
    expect(toast).toHaveBeenLastCalledWith('done', 'success');
  });
});
