import { useCallback } from 'react';
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
