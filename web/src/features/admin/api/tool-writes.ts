import { collection, doc, getDoc, type DocumentData, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import { deletionAuditId, type AuditActor } from '@pedalworks/domain/roles';
import {
  pickToolEdit,
  pickToolInput as toolFields,
  type ToolEdit,
  type ToolInput,
} from '@pedalworks/domain/types';
import { auditEntry, staffActor } from '@/lib/audit';
import { commitWrites, type Write } from '@/lib/writes';

/** Exactly the ToolInput fields: the tools trigger adds the search tokens and creation time. */
export function toolCreation(firestore: Firestore, actor: AuditActor, tool: ToolInput) {
  const ref = doc(collection(firestore, COLLECTIONS.tools));
  const fields = toolFields(tool);
  const entry = auditEntry(firestore, actor, {
    action: 'tool.create',
    target: ref,
    before: null,
    after: fields,
  });
  const writes: Write[] = [{ kind: 'set', ref, data: { ...fields, auditId: entry.ref.id } }, entry];
  return { ref, writes };
}

/** Every field but the stock (the rules refuse it), so that no stale form undoes an order's. */
export function toolEdit(
  firestore: Firestore,
  actor: AuditActor,
  id: string,
  before: DocumentData,
  tool: ToolEdit,
): Write[] {
  const ref = doc(firestore, COLLECTIONS.tools, id);
  const fields = { ...pickToolEdit(tool) };
  const entry = auditEntry(firestore, actor, {
    action: 'tool.update',
    target: ref,
    before: Object.fromEntries(Object.keys(fields).map((key) => [key, before[key]])),
    after: fields,
  });
  return [{ kind: 'update', ref, data: { ...fields, auditId: entry.ref.id } }, entry];
}

export function toolDeletion(
  firestore: Firestore,
  actor: AuditActor,
  id: string,
  before: DocumentData,
): Write[] {
  const ref = doc(firestore, COLLECTIONS.tools, id);
  const entry = auditEntry(
    firestore,
    actor,
    { action: 'tool.delete', target: ref, before: toolFields(before as ToolInput), after: null },
    deletionAuditId(COLLECTIONS.tools, id),
  );
  return [{ kind: 'delete', ref }, entry];
}

/** The tool as the editor's client last read it: the entry's `before`. */
const current = async (firestore: Firestore, id: string) =>
  (await getDoc(doc(firestore, COLLECTIONS.tools, id))).data() ?? {};

export async function addTool(firestore: Firestore, tool: ToolInput) {
  const { ref, writes } = toolCreation(firestore, await staffActor(firestore), tool);
  await commitWrites(firestore, writes);
  return ref;
}

export async function updateTool(firestore: Firestore, id: string, tool: ToolEdit) {
  const [actor, before] = await Promise.all([staffActor(firestore), current(firestore, id)]);
  return commitWrites(firestore, toolEdit(firestore, actor, id, before, tool));
}

export async function deleteTool(firestore: Firestore, id: string) {
  const [actor, before] = await Promise.all([staffActor(firestore), current(firestore, id)]);
  return commitWrites(firestore, toolDeletion(firestore, actor, id, before));
}
