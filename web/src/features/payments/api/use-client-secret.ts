import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckoutPrice, PaymentIntentResponse } from '@pedalworks/domain/types';
import { ApiError, apiFetch } from '@/lib/api-client';
import { shouldRetry } from '@/lib/react-query';

export type ClientSecretState =
  | { status: 'loading' }
  | { status: 'ready'; clientSecret: string; price: CheckoutPrice | undefined }
  /** Nothing to charge (a free order): the server paid it, and the order says so live. */
  | { status: 'paid' }
  | { status: 'not-configured' }
  /** The code asked with does not apply (any more), in the domain's words. */
  | { status: 'refused'; message: string }
  | { status: 'failed' };

/** The server's answer when card payments are not set up (no Stripe secret key). */
const notConfigured = (error: unknown) => error instanceof ApiError && error.status === 503;

/** The server's answer to a code that does not apply (409) or to too many tries (429). */
const codeRefused = (error: unknown) =>
  error instanceof ApiError && (error.status === 409 || error.status === 429);

const clientSecretKey = (orderId: string, code: string | null) =>
  ['client-secret', orderId, code] as const;

const createPaymentIntent = (orderId: string, code: string | null) =>
  apiFetch<PaymentIntentResponse>('/create-payment-intent', {
    method: 'POST',
    body: code ? { order: orderId, code } : { order: orderId },
    protected: true,
  });

/** Asking again is safe: the server answers the order's one intent for each code. */
export function useClientSecret(
  orderId: string,
  code: string | null,
  enabled: boolean,
): ClientSecretState {
  const secret = useQuery({
    queryKey: clientSecretKey(orderId, code),
    queryFn: () =>
      createPaymentIntent(orderId, code).catch((error: unknown) => {
        console.error(error);
        throw error;
      }),
    retry: (failures, error) => !notConfigured(error) && shouldRetry(failures, error),
    enabled,
  });
  if (secret.isSuccess) {
    if (secret.data.clientSecret === null) return { status: 'paid' };
    return { status: 'ready', clientSecret: secret.data.clientSecret, price: secret.data.price };
  }
  if (secret.isError) {
    if (notConfigured(secret.error)) return { status: 'not-configured' };
    if (code && codeRefused(secret.error)) {
      return { status: 'refused', message: (secret.error as ApiError).message };
    }
    return { status: 'failed' };
  }
  return { status: 'loading' };
}

/** A code that does not apply is refused (409) and changes nothing; one that does, the intent. */
export function useApplyOrderCode(orderId: string) {
  const client = useQueryClient();
  return async (code: string) => {
    client.setQueryData(clientSecretKey(orderId, code), await createPaymentIntent(orderId, code));
  };
}
