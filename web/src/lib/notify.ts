import { useSnackbar } from 'notistack';
import { useCallback } from 'react';

/**
 * Runs an action and toasts its outcome: `success` when it works, `failure` (if the spec has
 * one) when it throws. Answers whether it worked.
 */
export function useNotify() {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    async (action: () => Promise<unknown>, success: string, failure?: string) => {
      try {
        await action();
        enqueueSnackbar(success, { variant: 'success' });
        return true;
      } catch {
        if (failure) enqueueSnackbar(failure, { variant: 'error' });
        return false;
      }
    },
    [enqueueSnackbar],
  );
}
