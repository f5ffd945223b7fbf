import type { Restock } from '@pedalworks/domain/types';
import { apiFetch } from '@/lib/api-client';

/** Moves a tool's stock by +N/-N with a reason, logged (POST /tool/{id}/stock, admins only). */
export const restockTool = (id: string, restock: Restock) =>
  apiFetch<{ availableQuantity: number }>(`/tool/${encodeURIComponent(id)}/stock`, {
    method: 'POST',
    protected: true,
    body: restock,
  });
