import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferType } from 'yup';
import type { discountCodeSchema } from '@pedalworks/domain/pricing-schemas';
import type { StoredDiscountCode } from '@pedalworks/domain/pricing';
import { apiFetch } from '@/lib/api-client';
import { discountCodesKey } from './use-discount-codes';

export type CodeInput = InferType<typeof discountCodeSchema>;

/**
 * Creates a code (POST /discount-code, admins only; 409 in the domain's words when it exists);
 * the list is read again afterwards.
 */
export function useCreateDiscountCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: CodeInput) =>
      apiFetch<StoredDiscountCode>('/discount-code', {
        method: 'POST',
        body: code,
        protected: true,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: discountCodesKey }),
  });
}
