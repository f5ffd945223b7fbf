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
 * Toasts why an API call failed: the server's refusal (400, 409) says why in the domain's words,
 * anything else says `failed`; a refused session (401) signs out on its own and says nothing.
 */
export function toastApiFailure(error: unknown, failed: string) {
  if (error instanceof ApiError && (error.status === 409 || error.status === 400)) {
    toast(error.message, 'error');
  } else if (!(error instanceof ApiError && error.status === 401)) {
    toast(failed, 'error');
  }
}

/**
 * Runs a form's call and toasts its outcome: `success`, or why it failed (toastApiFailure).
 * Answers whether it worked.
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
    toastApiFailure(error, failure);
    return false;
  }
}
