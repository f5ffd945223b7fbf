import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoredDiscountCode } from '@pedalworks/domain/pricing';
import { apiFetch } from '@/lib/api-client';
import { discountCodesKey } from './use-discount-codes';

/** Pauses or resumes a code (PATCH /discount-code/{code}, admins only). */
export function usePauseDiscountCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, paused }: { code: string; paused: boolean }) =>
      apiFetch<StoredDiscountCode>(`/discount-code/${encodeURIComponent(code)}`, {
        method: 'PATCH',
        body: { paused },
        protected: true,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: discountCodesKey }),
  });
}
