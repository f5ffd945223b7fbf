import type { Role } from '@pedalworks/domain/roles';
import { apiFetch } from '@/lib/api-client';

/** Gives a user a staff role, or `customer` to take it away (PUT /user/role/{email}). */
export function setRole(email: string, role: Role) {
  return apiFetch<unknown>(`/user/role/${encodeURIComponent(email)}`, {
    method: 'PUT',
    protected: true,
    body: { role },
    signOutOn: [401],
  });
}
