import { useQuery, useQueryClient } from '@tanstack/react-query';
import { API_MAX_PAGE_SIZE } from '@pedalworks/domain/constants';
import type { FailedMail, MailDeliveryCounts } from '@pedalworks/domain/mail';
import { apiFetch } from '@/lib/api-client';

const failedMailKey = ['failed-mail'] as const;

/** The mails that failed for good (GET /mail/failed, admins only). */
export function useFailedMail() {
  return useQuery({
    queryKey: failedMailKey,
    queryFn: () =>
      apiFetch<FailedMail[]>(`/mail/failed?limit=${API_MAX_PAGE_SIZE}`, { protected: true }),
  });
}

/** Resends one failed mail, or all of them; the list is read again afterwards. */
export function useResendMail() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: failedMailKey });
  return {
    one: (id: string) =>
      apiFetch<{ outcome: keyof MailDeliveryCounts }>(`/mail/${encodeURIComponent(id)}/resend`, {
        method: 'POST',
        protected: true,
      }).finally(refresh),
    all: () =>
      apiFetch<MailDeliveryCounts>('/mail/resend-failed', {
        method: 'POST',
        protected: true,
      }).finally(refresh),
  };
}
