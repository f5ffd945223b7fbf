import type { OrderInput, SpecOrder } from '@pedalworks/domain/types';
import { apiFetch } from '@/lib/api-client';

/**
 * Places a held order through the server's order engine (POST /order): stock, open-order cap,
 * holding caps and the confirmation mail are the server's. Answers the placed order.
 */
export const placeOrder = (input: OrderInput) =>
  apiFetch<SpecOrder>('/order', { method: 'POST', body: input, protected: true });
