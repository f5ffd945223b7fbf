import { apiFetch } from '@/lib/api-client';

/**
 * POST /api/newsletter: the server stores the sign-up unconfirmed and mails a confirmation link
 * (double opt-in). It answers the same for every valid address, subscribed or not.
 */
export async function subscribeToNewsletter(email: string): Promise<void> {
  await apiFetch('/newsletter', { method: 'POST', body: { email: email.trim() } });
}
