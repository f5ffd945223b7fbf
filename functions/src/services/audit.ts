/** The audit log: one entry per staff change, in the change's own transaction or batch. */
import {
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Query,
} from 'firebase-admin/firestore';
import {
  AUDIT_LOG_COLLECTION,
  auditExpiry,
  changedFields,
  type AuditAction,
  type AuditFields,
} from '@pedalworks/domain/roles';
import type { Caller } from '../lib/caller';
import { db } from '../lib/admin';
import type { PageRequest } from '../lib/page';
import { asDocument, page } from './documents';

export const auditLog = () => db().collection(AUDIT_LOG_COLLECTION);

/** A transaction or a batch: both create the entry beside the change. */
interface Writer {
  create(ref: DocumentReference, data: DocumentData): unknown;
}

export interface StaffChange {
  action: AuditAction;
  target: DocumentReference;
  /** The document's fields before and after (null: it did not exist); only changed ones are kept. */
  before: AuditFields;
  after: AuditFields;
  reason?: string | null;
}

/** Writes the change's entry with the writer of the change itself, so both land or neither. */
export function recordStaffChange(writer: Writer, caller: Caller, change: StaffChange): void {
  const at = Timestamp.now();
  writer.create(auditLog().doc(), {
    actor: { uid: caller.uid, email: caller.email, role: caller.role },
    at,
    action: change.action,
    target: { path: change.target.path, id: change.target.id },
    ...changedFields(change.before, change.after),
    reason: change.reason ?? null,
    expireAt: Timestamp.fromDate(auditExpiry(at.toDate())),
  });
}

export interface AuditFilters {
  actor?: string | undefined;
  action?: string | undefined;
  target?: string | undefined;
  /** YYYY-MM-DD, UTC days, both inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Newest first, a page at a time; a target with a '/' is a path, without one an id. */
export async function listAudit(filters: AuditFilters, request: PageRequest) {
  let query: Query = auditLog();
  if (filters.actor) query = query.where('actor.email', '==', filters.actor);
  if (filters.action) query = query.where('action', '==', filters.action);
  if (filters.target) {
    query = query.where(
      filters.target.includes('/') ? 'target.path' : 'target.id',
      '==',
      filters.target,
    );
  }
  if (filters.from) query = query.where('at', '>=', new Date(`${filters.from}T00:00:00Z`));
  if (filters.to) {
    query = query.where(
      'at',
      '<',
      new Date(new Date(`${filters.to}T00:00:00Z`).getTime() + DAY_MS),
    );
  }
  const docs = await page(auditLog(), query.orderBy('at', 'desc'), request, 'at');
  return docs.map((doc) => {
    const entry = doc.data();
    delete entry.expireAt;
    return asDocument(doc.id, entry);
  });
}
