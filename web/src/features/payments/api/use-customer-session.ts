import { useQuery } from '@tanstack/react-query';
import type { PaymentSessionResponse } from '@pedalworks/domain/types';
import { apiFetch } from '@/lib/api-client';
import { shouldRetry } from '@/lib/react-query';

export type CustomerSessionState =
  { status: 'loading' } | { status: 'settled'; customerSessionClientSecret?: string };

/**
 * POST /payment-session/{orderId}, once the order's intent (`clientSecret`) exists: the server puts the
 * customer's Stripe Customer on it and answers a customer session, with which the Payment
 * Element shows their saved cards. Without one (it failed) the customer still pays, by a new card.
 */
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
