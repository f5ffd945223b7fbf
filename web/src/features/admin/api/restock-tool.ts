import type { Restock } from '@pedalworks/domain/types';
import { apiFetch } from '@/lib/api-client';

/** Moves a tool's or a variant's stock by +N/-N with a reason, which the server logs. */
export const restockTool = (id: string, restock: Restock & { variantId?: string }) =>
  apiFetch<{ availableQuantity: number; variantId?: string; stock?: number }>(
    `/tool/${encodeURIComponent(id)}/stock`,
    { method: 'POST', protected: true, body: restock },
  );
