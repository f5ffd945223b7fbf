/**
 * The rules against the one rights table (packages/domain/src/roles.ts): their can() lists are
 * ROLE_RIGHTS, and every role runs every rules-guarded write and staff read, allowed exactly
 * when its role has the right. Then the audit log: a staff SDK write without its entry is
 * refused, an entry must name its writer, and nobody changes or deletes one.
 */
import { readFileSync } from 'node:fs';
import {
  collection,
  deleteDoc,
  doc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  ROLES,
  ROLE_RIGHTS,
  STAFF_ROLES,
  hasRight,
  type Right,
  type Role,
} from '@pedalworks/domain/roles';
import { toolDeletion, toolEdit } from '../../web/src/features/admin/api/tool-writes';
import { auditEntry } from '../../web/src/lib/audit';
import { commitWrites, type Write } from '../../web/src/lib/writes';
import { addTool, deleteReview, deleteTool, editTool } from './support/app-writes';
import {
  CUSTOMER,
  OTHER_CUSTOMER,
  adminDb,
  allowed,
  customerDb,
  denied,
  orderDocument,
  peek,
  profileDocument,
  reviewDocuments,
  staffDb,
  staffOf,
  toolDocument,
  toolFixture,
  useRulesEnv,
} from './support/rules-env';

const tool = toolFixture();

/** An entry the server wrote (rules off), for the reads and the refused changes. */
const serverEntry = {
  actor: { uid: 'admin-uid', email: 'admin@pedalworks.test', role: 'admin' },
  at: new Date(),
  action: 'role.set',
  target: { path: `users/${CUSTOMER.uid}`, id: CUSTOMER.uid },
  before: { role: null },
  after: { role: 'support' },
  reason: null,
  expireAt: new Date(Date.now() + 400 * 86_400_000),
};

const rules = useRulesEnv(() => ({
  [`tools/${tool._id}`]: toolDocument(tool),
  ...reviewDocuments('rita', OTHER_CUSTOMER),
  [`orders/order-1`]: orderDocument(tool, CUSTOMER),
  [`users/${CUSTOMER.uid}`]: profileDocument(CUSTOMER),
  'sales/2026-11-28': { revenueCents: 100 },
  'auditLog/server-entry': serverEntry,
}));

/** The client of a member of `role` (a customer: the rider). */
const dbOf = (role: Role): Firestore =>
  role === 'customer' ? customerDb(rules(), CUSTOMER) : staffDb(rules(), role);

/** Every write and read the rules guard by a right, as the app (or its staff) makes it. */
const GUARDED: Record<string, { right: Right; run: (db: Firestore) => Promise<unknown> }> = {
  'create a tool': {
    right: 'editCatalogue',
    run: (db) => addTool(db, toolDocument(toolFixture({ name: 'Chain Whip' }))),
  },
  'edit a tool': { right: 'editCatalogue', run: (db) => editTool(db, tool._id, { price: 24.5 }) },
  'delete a tool': { right: 'editCatalogue', run: (db) => deleteTool(db, tool._id) },
  "delete someone's review": { right: 'deleteReviews', run: (db) => deleteReview(db, 'rita') },
  'list orders': {
    right: 'readOrders',
    run: (db) => getDocs(query(collection(db, 'orders'), limit(10))),
  },
  'list customers': {
    right: 'readCustomers',
    run: (db) => getDocs(query(collection(db, 'users'), limit(10))),
  },
  'read the sales figures': {
    right: 'readSales',
    run: (db) => getDocs(query(collection(db, 'sales'), limit(10))),
  },
  'read the audit log': {
    right: 'readAudit',
    run: (db) => getDocs(query(collection(db, 'auditLog'), limit(10))),
  },
  'read the stock log': {
    right: 'editCatalogue',
    run: (db) => getDocs(query(collection(db, 'tools', tool._id, 'stockLog'), limit(10))),
  },
  "list reviews' authors": {
    right: 'deleteReviews',
    run: (db) => getDocs(query(collection(db, 'reviewAuthors'), limit(10))),
  },
};

describe('the rules follow the one rights table', () => {
  it("firestore.rules' can() lists are ROLE_RIGHTS, and storage.rules' editors those of editCatalogue", () => {
    const text = readFileSync('firestore.rules', 'utf8');
    const table = /function can\(right\) \{\s*return right in \{([\s\S]*?)\}\[role\(\)\];/.exec(
      text,
    )![1]!;
    const parsed = Object.fromEntries(
      [...table.matchAll(/'(\w+)': \[([^\]]*)\]/g)].map(([, role, rights]) => [
        role,
        [...rights!.matchAll(/'(\w+)'/g)].map(([, right]) => right),
      ]),
    );
    expect(parsed).toEqual(Object.fromEntries(ROLES.map((role) => [role, [...ROLE_RIGHTS[role]]])));
    for (const file of ['firestore.rules', 'storage.rules']) {
      expect(readFileSync(file, 'utf8')).toContain(
        `token.get('role', '') in [${STAFF_ROLES.map((role) => `'${role}'`).join(', ')}]`,
      );
    }
    const editors = STAFF_ROLES.filter((role) => hasRight(role, 'editCatalogue'));
    expect(readFileSync('storage.rules', 'utf8')).toContain(
      `role() in [${editors.map((role) => `'${role}'`).join(', ')}]`,
    );
  });

  const cases = Object.keys(GUARDED).flatMap((name) => ROLES.map((role) => [name, role] as const));
  it.each(cases)('%s as %s', async (name, role) => {
    const { right, run } = GUARDED[name]!;
    await (hasRight(role, right) ? allowed : denied)(run(dbOf(role)));
  });

  it('a staff claim on an unverified address is no role', async () => {
    const db = staffDb(rules(), 'catalogue', { email_verified: false });
    await denied(editTool(db, tool._id, { price: 24.5 }));
  });
});

describe('the audit log of staff SDK writes', () => {
  it('refuses a staff write without its entry, or with an entry in someone else’s name', async () => {
    const db = staffDb(rules(), 'catalogue');
    const actor = staffOf(db)!;
    await denied(updateDoc(doc(db, 'tools', tool._id), { price: 24.5 }));
    await denied(deleteDoc(doc(db, 'tools', tool._id)));
    const [edit] = toolEdit(db, actor, tool._id, tool, { ...tool, price: 24.5 });
    await denied(commitWrites(db, [edit!]));
    const [deletion] = toolDeletion(db, actor, tool._id, tool);
    await denied(commitWrites(db, [deletion!]));
    await denied(
      commitWrites(db, toolEdit(db, { ...actor, uid: 'admin-uid' }, tool._id, tool, tool)),
    );
    await denied(commitWrites(db, toolEdit(db, { ...actor, role: 'admin' }, tool._id, tool, tool)));
    expect(await peek(rules(), `tools/${tool._id}`)).toMatchObject({ price: tool.price });
  });

  it('refuses an entry without its write, about another document, or with a reason it has not', async () => {
    const db = staffDb(rules(), 'catalogue');
    const actor = staffOf(db)!;
    const toolRef = doc(db, 'tools', tool._id);
    const alone = auditEntry(db, actor, {
      action: 'tool.update',
      target: toolRef,
      before: {},
      after: { price: 1 },
    });
    await denied(commitWrites(db, [alone]));
    const [edit, entry] = toolEdit(db, actor, tool._id, tool, { ...tool, price: 24.5 }) as [
      Write,
      Write & { kind: 'set' },
    ];
    const withReason = { ...entry, data: { ...entry.data, reason: 'made up' } };
    await denied(commitWrites(db, [edit, withReason]));
    await allowed(commitWrites(db, [edit, entry]));
    const review = auditEntry(db, actor, {
      action: 'review.delete',
      target: doc(db, 'reviews', 'rita'),
      before: {},
      after: null,
    });
    await denied(commitWrites(db, [review]));
  });

  it('a staff member deletes a review with its entry; the author needs none', async () => {
    const db = staffDb(rules(), 'catalogue');
    await allowed(deleteReview(db, 'rita'));
    expect(await peek(rules(), 'auditLog/reviews_rita_deleted')).toMatchObject({
      actor: staffOf(db),
      action: 'review.delete',
      target: { path: 'reviews/rita', id: 'rita' },
      after: null,
    });
  });

  it('nobody changes or deletes an entry, not even an admin; only readAudit reads one', async () => {
    const admin = adminDb(rules());
    const entry = doc(admin, 'auditLog', 'server-entry');
    await denied(updateDoc(entry, { reason: 'rewritten' }));
    await denied(deleteDoc(entry));
    await denied(
      setDoc(doc(admin, 'auditLog', 'forged'), { ...serverEntry, at: serverTimestamp() }),
    );
    for (const role of STAFF_ROLES.filter((each) => !hasRight(each, 'readAudit'))) {
      await denied(getDocs(query(collection(staffDb(rules(), role), 'auditLog'), limit(1))));
    }
    expect(await peek(rules(), 'auditLog/server-entry')).toMatchObject({ reason: null });
  });
});
