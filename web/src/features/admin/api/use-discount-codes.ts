import { useQuery } from '@tanstack/react-query';
import type { DiscountCode } from '@pedalworks/domain/pricing';
import { apiFetch } from '@/lib/api-client';

/** A code as the API lists it: its rules, its uses so far and the uses of checkouts still open. */
export type StoredCode = DiscountCode & { code: string; uses: number; reserved: number };

export const discountCodesKey = ['discount-codes'] as const;

/** The shop's discount codes, newest first (GET /discount-code, admins only). */
export function useDiscountCodes() {
  return useQuery({
    queryKey: discountCodesKey,
    queryFn: () => apiFetch<StoredCode[]>('/discount-code', { protected: true }),
  });
}
