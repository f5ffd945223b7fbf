import { useQuery } from '@tanstack/react-query';
import type { PaymentIntentResponse } from '@pedalworks/domain/types';
import { ApiError, apiFetch } from '@/lib/api-client';
import { shouldRetry } from '@/lib/react-query';

export type ClientSecretState =
  | { status: 'loading' }
  | { status: 'ready'; clientSecret: string }
  | { status: 'not-configured' }
  | { status: 'failed' };

/** The server's answer when card payments are not set up (no Stripe secret key). */
const notConfigured = (error: unknown) => error instanceof ApiError && error.status === 503;

/**
 * POST /create-payment-intent for an unpaid order (the server answers the order's one intent,
 * so asking again is safe). The server prices the order itself; a failure shows only as Pay
 * staying disabled, except that a 503 means card payments are not set up, which the page says.
 */
export function useClientSecret(orderId: string, enabled: boolean): ClientSecretState {
  const secret = useQuery({
    queryKey: ['client-secret', orderId],
    queryFn: () =>
      apiFetch<PaymentIntentResponse>('/create-payment-intent', {
        method: 'POST',
        body: { order: orderId },
        protected: true,
      }).catch((error: unknown) => {
        console.error(error);
        throw error;
      }),
    retry: (failures, error) => !notConfigured(error) && shouldRetry(failures, error),
    enabled,
  });
  if (secret.isSuccess) return { status: 'ready', clientSecret: secret.data.clientSecret };
  if (secret.isError)
    return notConfigured(secret.error) ? { status: 'not-configured' } : { status: 'failed' };
  return { status: 'loading' };
}
