import { apiFetch } from '@/lib/api-client';

/**
 * Deletes an unpaid order through the server's order engine (DELETE /order/{id}), which puts
 * its stock back and cancels its payment intent, if any, first.
 */
export const deleteOrder = (orderId: string) =>
  apiFetch<{ deletedCount: number }>(`/order/${encodeURIComponent(orderId)}`, {
    method: 'DELETE',
    protected: true,
  });
