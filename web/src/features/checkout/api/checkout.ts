import { useQuery } from '@tanstack/react-query';
import type { CheckoutResponse, ReceiptResponse } from '@pedalworks/domain/types';
import { apiFetch } from '@/lib/api-client';
import { shouldRetry } from '@/lib/react-query';

/**
 * POST /checkout for all the caller's unpaid orders: the server prices them and answers the same
 * checkout (and payment intent) for the same orders, so asking again is safe.
 */
export function useNewCheckout(enabled: boolean) {
  return useQuery({
    queryKey: ['checkout', 'new'],
    queryFn: () =>
      apiFetch<CheckoutResponse>('/checkout', { method: 'POST', body: {}, protected: true }),
    retry: false,
    enabled,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** GET /checkout/{id}: the server's record of the checkout, read again while it is open. */
export function useCheckout(checkoutId: string) {
  return useQuery({
    queryKey: ['checkout', checkoutId],
    queryFn: () =>
      apiFetch<CheckoutResponse>(`/checkout/${encodeURIComponent(checkoutId)}`, {
        protected: true,
      }),
    retry: shouldRetry,
    // While open and not refused: a redirect method's outcome may still be on its way.
    refetchInterval: (query) =>
      query.state.data?.status === 'open' && !query.state.data.error ? 2000 : false,
  });
}

/** GET /receipt/{paymentId}: one payment's receipt. */
export function useReceipt(paymentId: string) {
  return useQuery({
    queryKey: ['receipt', paymentId],
    queryFn: () =>
      apiFetch<ReceiptResponse>(`/receipt/${encodeURIComponent(paymentId)}`, { protected: true }),
    retry: shouldRetry,
  });
}

/** PUT /checkout/{id}/save-card { saveCard }: the server sets the intent's setup_future_usage. */
export async function saveCheckoutCard(checkoutId: string, saveCard: boolean): Promise<void> {
  await apiFetch(`/checkout/${encodeURIComponent(checkoutId)}/save-card`, {
    method: 'PUT',
    body: { saveCard },
    protected: true,
  });
}
