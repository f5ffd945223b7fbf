import { apiFetch } from '@/lib/api-client';

/** A return's step: approve, decline ({ reason }) or receive ({ amount in cents, restock }). */
export const returnStep = (
  orderId: string,
  step: 'approve' | 'decline' | 'receive',
  body?: { reason: string } | { amount: number; restock: boolean },
) =>
  apiFetch<{ modifiedCount: number }>(
    `/manageorder/${encodeURIComponent(orderId)}/return/${step}`,
    { method: 'POST', protected: true, body },
  );
