import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferType } from 'yup';
import type { discountCodeSchema } from '@pedalworks/domain/pricing-schemas';
import type { StoredDiscountCode } from '@pedalworks/domain/pricing';
import { apiFetch } from '@/lib/api-client';
import { discountCodesKey } from './use-discount-codes';

export type CodeInput = InferType<typeof discountCodeSchema>;

/** A code that exists is refused (409) in the domain's words; the list is read again after. */
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
