import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { discountCodesKey, type StoredCode } from './use-discount-codes';

/** Pauses or resumes a code (PATCH /discount-code/{code}, admins only). */
export function usePauseDiscountCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, paused }: { code: string; paused: boolean }) =>
      apiFetch<StoredCode>(`/discount-code/${encodeURIComponent(code)}`, {
        method: 'PATCH',
        body: { paused },
        protected: true,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: discountCodesKey }),
  });
}
