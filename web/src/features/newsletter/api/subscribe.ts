import { apiFetch } from '@/lib/api-client';

/** Double opt-in; the answer is the same for every valid address, subscribed or not. */
export async function subscribeToNewsletter(email: string): Promise<void> {
  await apiFetch('/newsletter', { method: 'POST', body: { email: email.trim() } });
}
