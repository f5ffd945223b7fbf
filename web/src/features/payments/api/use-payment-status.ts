import { useQuery } from '@tanstack/react-query';
import type { PaymentStatusResponse } from '@pedalworks/domain/types';
import { apiFetch } from '@/lib/api-client';
import { shouldRetry } from '@/lib/react-query';

/**
 * GET /payment-status/{orderId}: the order's payment as the server reads it from Stripe (and
 * records, when it succeeded), for the page Stripe sends the customer back to. The URL's
 * redirect_status is never read: anyone can type it.
 */
export function usePaymentStatus(orderId: string) {
  return useQuery({
    queryKey: ['payment-status', orderId],
    queryFn: () =>
      apiFetch<PaymentStatusResponse>(`/payment-status/${encodeURIComponent(orderId)}`, {
        protected: true,
      }),
    retry: shouldRetry,
  });
}
