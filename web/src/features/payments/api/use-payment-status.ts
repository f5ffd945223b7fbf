import { useQuery } from '@tanstack/react-query';
import type { PaymentStatusResponse } from '@pedalworks/domain/types';
import { apiFetch } from '@/lib/api-client';
import { shouldRetry } from '@/lib/react-query';

/** As the server reads it from Stripe: the URL's redirect_status anyone can type. */
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
