import { STOCK_WAIT_API } from '@pedalworks/domain/stock-waits';
import { apiFetch } from '@/lib/api-client';

/** Double opt-in; the answer is the same for every valid address. */
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
