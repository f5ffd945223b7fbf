import { useQuery } from '@tanstack/react-query';
import type { PaymentSessionResponse } from '@pedalworks/domain/types';
import { apiFetch } from '@/lib/api-client';
import { shouldRetry } from '@/lib/react-query';

export type CustomerSessionState =
  { status: 'loading' } | { status: 'settled'; customerSessionClientSecret?: string };

/** It shows the customer's saved cards; without one (it failed) they pay by a new card. */
export function useCustomerSession(
  orderId: string,
  clientSecret: string | undefined,
): CustomerSessionState {
  const session = useQuery({
    // A new intent (a discount code applied) gets the customer put on it too.
    queryKey: ['customer-session', orderId, clientSecret],
    queryFn: () =>
      apiFetch<PaymentSessionResponse>(`/payment-session/${encodeURIComponent(orderId)}`, {
        method: 'POST',
        protected: true,
      }).catch((error: unknown) => {
        console.error(error);
        throw error;
      }),
    retry: shouldRetry,
    enabled: clientSecret !== undefined,
    // A customer session is good for one page: a new one each time the page opens.
    gcTime: 0,
  });
  if (session.isSuccess) {
    return {
      status: 'settled',
      customerSessionClientSecret: session.data.customerSessionClientSecret,
    };
  }
  return session.isError ? { status: 'settled' } : { status: 'loading' };
}
