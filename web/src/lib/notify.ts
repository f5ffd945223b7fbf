import { useCallback } from 'react';
import { ApiError } from './api-client';
import { toast } from './toast';

/** Toasts an action's outcome and answers whether it worked. */
export function useNotify() {
  return useCallback(async (action: () => Promise<unknown>, success: string, failure?: string) => {
    try {
      await action();
      toast(success, 'success');
      return true;
    } catch (error) {
      toastApiFailure(error, failure);
      return false;
    }
  }, []);
}

/**
 * A refusal (400, 409) says why; a refused session (401) signs out on its own, saying nothing;
 * any other failure says `failed`, if given.
 */
export function toastApiFailure(error: unknown, failed?: string) {
  if (error instanceof ApiError && (error.status === 409 || error.status === 400)) {
    toast(error.message, 'error');
  } else if (failed && !(error instanceof ApiError && error.status === 401)) {
    toast(failed, 'error');
  }
}

/** Toasts a form call's outcome (see toastApiFailure) and answers whether it worked. */
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
