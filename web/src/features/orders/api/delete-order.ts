import { apiFetch } from '@/lib/api-client';

/** The server's engine puts the stock back and cancels the payment intent, if any, first. */
export const deleteOrder = (orderId: string) =>
  apiFetch<{ deletedCount: number }>(`/order/${encodeURIComponent(orderId)}`, {
    method: 'DELETE',
    protected: true,
  });
