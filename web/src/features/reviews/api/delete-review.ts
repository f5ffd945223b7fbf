import { doc, getDoc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import { deletionAuditId, type AuditActor } from '@pedalworks/domain/roles';
import { auditEntry, staffActor } from '@/lib/audit';
import { commitWrites, type Write } from '@/lib/writes';

/**
 * The public review and its author's copy go in one batch, as the rules require; a staff member's
 * deletion (`staff`) adds its audit entry, with the review as it was.
 */
export const reviewDeletion = (
  firestore: Firestore,
  id: string,
  staff?: { actor: AuditActor; before: Record<string, unknown> },
): Write[] => {
  const ref = doc(firestore, COLLECTIONS.reviews, id);
  const writes: Write[] = [
    { kind: 'delete', ref },
    { kind: 'delete', ref: doc(firestore, COLLECTIONS.reviewAuthors, id) },
  ];
  if (!staff) return writes;
  const change = {
    action: 'review.delete' as const,
    target: ref,
    before: staff.before,
    after: null,
  };
  return [...writes, auditEntry(firestore, staff.actor, change, deletionAuditId('reviews', id))];
};

/** `asStaff`: Manage Reviews, anyone's review; otherwise the author's own (My Reviews). */
export async function deleteReview(firestore: Firestore, id: string, asStaff = false) {
  const staff = asStaff
    ? {
        actor: await staffActor(firestore),
        before: (await getDoc(doc(firestore, COLLECTIONS.reviews, id))).data() ?? {},
      }
    : undefined;
  return commitWrites(firestore, reviewDeletion(firestore, id, staff));
}
