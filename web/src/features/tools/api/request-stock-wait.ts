import { STOCK_WAIT_API } from '@pedalworks/domain/stock-waits';
import { apiFetch } from '@/lib/api-client';

/**
 * POST /api/tool/:id/wait: the server stores the visitor's wait (for one variant of a tool with
 * an option) unconfirmed and mails a confirmation link (double opt-in). It answers the same for
 * every valid address.
 */
export async function requestStockWait(
  toolId: string,
  email: string,
  variantId?: string,
): Promise<void> {
  await apiFetch(STOCK_WAIT_API.request(toolId), {
    method: 'POST',
    body: { email: email.trim(), ...(variantId && { variantId }) },
  });
}
