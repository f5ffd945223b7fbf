import { useCallback } from 'react';
import { ApiError } from './api-client';
import { toast } from './toast';

/**
 * Runs an action and toasts its outcome: `success` when it works, `failure` (if the spec has
 * one) when it throws. Answers whether it worked.
 */
export function useNotify() {
  return useCallback(async (action: () => Promise<unknown>, success: string, failure?: string) => {
    try {
      await action();
      toast(success, 'success');
      return true;
    } catch {
      if (failure) toast(failure, 'error');
      return false;
    }
  }, []);
}

/**
 * Runs a form's call and toasts its outcome: `success`, the server's refusal in its own words
 * (400, 409), or `failure`; a refused session signs out on its own. Answers whether it worked.
 */
export async function runWithRefusals(
  call: () => Promise<unknown>,
  success: string,
  failure: string,
): Promise<boolean> {
  try {
    await call();
    toast(success, 'success');
    return true;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 409 || error.status === 400)) {
      toast(error.message, 'error');
    } else if (!(error instanceof ApiError && error.status === 401)) {
      toast(failure, 'error');
    }
    return false;
  }
}
