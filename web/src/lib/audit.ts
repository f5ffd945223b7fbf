import { getAuth } from 'firebase/auth';
import {
  Timestamp,
  collection,
  doc,
  serverTimestamp,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import {
  AUDIT_LOG_COLLECTION,
  auditExpiry,
  changedFields,
  roleOfClaims,
  type AuditAction,
  type AuditActor,
  type AuditFields,
  type StaffRole,
} from '@pedalworks/domain/roles';
import type { Write } from './writes';

/** The signed-in staff member, as the rules check an entry's actor (a customer is refused). */
export async function staffActor(firestore: Firestore): Promise<AuditActor> {
  const user = getAuth(firestore.app).currentUser;
  const claims: Record<string, unknown> = user ? (await user.getIdTokenResult()).claims : {};
  return {
    uid: user?.uid ?? '',
    email: typeof claims.email === 'string' ? claims.email : '',
    role: roleOfClaims(claims) as StaffRole,
  };
}

export interface AuditedChange {
  action: AuditAction;
  target: DocumentReference;
  before: AuditFields;
  after: AuditFields;
}

/**
 * The audit entry of a staff write through the SDK, for the same batch (the rules refuse the
 * write without it); `id` is deletionAuditId() for a deletion.
 */
export function auditEntry(
  firestore: Firestore,
  actor: AuditActor,
  change: AuditedChange,
  id?: string,
): Write & { kind: 'set' } {
  const entries = collection(firestore, AUDIT_LOG_COLLECTION);
  return {
    kind: 'set',
    ref: id ? doc(entries, id) : doc(entries),
    data: {
      actor,
      at: serverTimestamp(),
      action: change.action,
      target: { path: change.target.path, id: change.target.id },
      ...changedFields(change.before, change.after),
      reason: null,
      expireAt: Timestamp.fromDate(auditExpiry(new Date())),
    },
  };
}
