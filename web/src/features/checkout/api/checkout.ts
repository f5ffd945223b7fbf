import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CheckoutResponse, ReceiptResponse } from '@pedalworks/domain/types';
import { apiFetch } from '@/lib/api-client';
import { shouldRetry } from '@/lib/react-query';

const newCheckoutKey = (code: string | null) => ['checkout', 'new', code] as const;

const createCheckout = (code: string | null) =>
  apiFetch<CheckoutResponse>('/checkout', {
    method: 'POST',
    body: code ? { code } : {},
    protected: true,
  });

/**
 * The server answers the same checkout for the same orders and code, so asking again is safe; a
 * code that does not apply (409) changes nothing.
 */
export function useNewCheckout(enabled: boolean) {
  const client = useQueryClient();
  const [code, setCode] = useState<string | null>(null);
  const checkout = useQuery({
    queryKey: newCheckoutKey(code),
    queryFn: () => createCheckout(code),
    retry: false,
    enabled,
    staleTime: Infinity,
    gcTime: 0,
  });
  const applyCode = async (typed: string) => {
    client.setQueryData(newCheckoutKey(typed), await createCheckout(typed));
    setCode(typed);
  };
  return { checkout, applyCode };
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
