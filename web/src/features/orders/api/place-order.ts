import type { OrderInput, SpecOrder } from '@pedalworks/domain/types';
import { apiFetch } from '@/lib/api-client';

/** Stock, the open-order cap, the holding caps and the confirmation mail are the server's. */
export const placeOrder = (input: OrderInput) =>
  apiFetch<SpecOrder>('/order', { method: 'POST', body: input, protected: true });
