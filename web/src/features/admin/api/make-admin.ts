import { apiFetch } from '@/lib/api-client';

/** Promotes a user through the API (PUT /user/admin/{email}); only a 401 signs the caller out. */
export function makeAdmin(email: string) {
  return apiFetch<unknown>(`/user/admin/${encodeURIComponent(email)}`, {
    method: 'PUT',
    protected: true,
    signOutOn: [401],
  });
}
