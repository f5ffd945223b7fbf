import { useQuery } from '@tanstack/react-query';
import type { StoredDiscountCode } from '@pedalworks/domain/pricing';
import { apiFetch } from '@/lib/api-client';

export const discountCodesKey = ['discount-codes'] as const;

/** The shop's discount codes, newest first (GET /discount-code, admins only). */
export function useDiscountCodes() {
  return useQuery({
    queryKey: discountCodesKey,
    queryFn: () => apiFetch<StoredDiscountCode[]>('/discount-code', { protected: true }),
  });
}
