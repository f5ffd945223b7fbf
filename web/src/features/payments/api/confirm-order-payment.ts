import type { PaymentUpdate } from '@pedalworks/domain/types';
import { apiFetch } from '@/lib/api-client';

/** The server checks the payment with Stripe first; a failure is not surfaced (spec section 8). */
export async function confirmOrderPayment(orderId: string, transactionId: string): Promise<void> {
  const body: PaymentUpdate = { order: orderId, transectionId: transactionId };
  await apiFetch(`/order/${encodeURIComponent(orderId)}`, {
    method: 'PATCH',
    body,
    protected: true,
  }).catch((error: unknown) => console.error(error));
}
