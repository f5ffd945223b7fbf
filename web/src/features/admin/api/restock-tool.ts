import type { Restock } from '@pedalworks/domain/types';
import { apiFetch } from '@/lib/api-client';

/**
 * Moves a tool's stock, or one of its variants' (`variantId`), by +N/-N with a reason, logged
 * (POST /tool/{id}/stock, admins only). Answers the tool's stock, and the variant's when it
 * moved one.
 */
export const restockTool = (id: string, restock: Restock & { variantId?: string }) =>
  apiFetch<{ availableQuantity: number; variantId?: string; stock?: number }>(
    `/tool/${encodeURIComponent(id)}/stock`,
    { method: 'POST', protected: true, body: restock },
  );
