import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedPaymentMethod } from '@pedalworks/domain/types';
import { apiFetch } from '@/lib/api-client';
import { shouldRetry } from '@/lib/react-query';

const KEY = ['payment-methods'];

/** The customer's saved cards, as Stripe has them: no card data in Firestore. */
export function usePaymentMethods() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => apiFetch<SavedPaymentMethod[]>('/payment-methods', { protected: true }),
    retry: shouldRetry,
  });
}

/** DELETE /payment-methods/{id}, then the list again. */
export function useRemovePaymentMethod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/payment-methods/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        protected: true,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
