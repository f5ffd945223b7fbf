/**
 * The rules suite's test bed: firestore.rules loaded into the emulator under its own project
 * (the shop's project with `-rules` added; the other suites use the shop's), the four actors of the matrix, seeding with the rules
 * off, and small wrappers around assertSucceeds/assertFails.
 */
import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  setDoc,
  setLogLevel,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { AuditActor, StaffRole } from '@pedalworks/domain/roles';
import { buildOrder } from '@pedalworks/domain/orders';
import {
  pickToolInput,
  PROFILE_FIELDS,
  type Customer,
  type OrderInput,
  type Tool,
  type ToolInput,
} from '@pedalworks/domain/types';
import { PROJECT_ID } from '../../../scripts/lib/emulator-config';

/** A project per vitest worker: files run at once, and each clears only its own data. */
export const RULES_PROJECT_ID = `${PROJECT_ID}-rules-${process.env.VITEST_POOL_ID ?? 0}`;

export function startRulesEnv(): Promise<RulesTestEnvironment> {
  // Denied writes are expected here; the SDK would log each one as an error.
  setLogLevel('silent');
  return initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    firestore: { rules: readFileSync('firestore.rules', 'utf8') },
  });
}

export const ACTORS = ['visitor', 'customer', 'another customer', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

export const CUSTOMER: Customer = {
  uid: 'rider-uid',
  email: 'rider@pedalworks.test',
  name: 'Rita Rider',
};
export const OTHER_CUSTOMER: Customer = {
  uid: 'other-uid',
  email: 'other@pedalworks.test',
  name: 'Otto Other',
};
export const ADMIN: Customer = {
  uid: 'admin-uid',
  email: 'admin@pedalworks.test',
  name: 'Ada Admin',
};

/** The Firestore client of a signed-in customer whose email is verified, as the rules ask. */
export function customerDb(
  env: RulesTestEnvironment,
  customer: Customer,
  token: Record<string, unknown> = {},
): Firestore {
  return env
    .authenticatedContext(customer.uid, {
      email: customer.email,
      email_verified: true,
      name: customer.name,
      ...token,
    })
    .firestore() as unknown as Firestore;
}

/** The staff member each staff client stands for, as the app's audit entries name it. */
const staffActors = new WeakMap<Firestore, AuditActor>();

/** The staff member a client was made for (adminDb, staffDb); undefined for anyone else. */
export const staffOf = (db: Firestore): AuditActor | undefined => staffActors.get(db);

/** A staff member of `role`: the claim on an account whose email is verified, as the rules ask. */
export function staffDb(
  env: RulesTestEnvironment,
  role: StaffRole,
  token: Record<string, unknown> = {},
): Firestore {
  const uid = `${role}-uid`;
  const email = `${role}@pedalworks.test`;
  const db = env
    .authenticatedContext(uid, { role, email, email_verified: true, name: role, ...token })
    .firestore() as unknown as Firestore;
  staffActors.set(db, { uid, email, role });
  return db;
}

/** An admin: the older custom claim `admin: true` on an account whose email is verified. */
export function adminDb(env: RulesTestEnvironment, token: Record<string, unknown> = {}): Firestore {
  const db = env
    .authenticatedContext(ADMIN.uid, {
      admin: true,
      email: ADMIN.email,
      email_verified: true,
      name: ADMIN.name,
      ...token,
    })
    .firestore() as unknown as Firestore;
  staffActors.set(db, { uid: ADMIN.uid, email: ADMIN.email, role: 'admin' });
  return db;
}

export function visitorDb(env: RulesTestEnvironment): Firestore {
  return env.unauthenticatedContext().firestore() as unknown as Firestore;
}

export function actorDb(env: RulesTestEnvironment, actor: Actor): Firestore {
  switch (actor) {
    case 'visitor':
      return visitorDb(env);
    case 'customer':
      return customerDb(env, CUSTOMER);
    case 'another customer':
      return customerDb(env, OTHER_CUSTOMER);
    case 'admin':
      return adminDb(env);
  }
}

/** Writes documents (path -> data) with the rules switched off. */
export async function seed(
  env: RulesTestEnvironment,
  documents: Record<string, DocumentData>,
): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await Promise.all(Object.entries(documents).map(([path, data]) => setDoc(doc(db, path), data)));
  });
}

/** Runs a read with the rules switched off. */
async function unguarded<T>(env: RulesTestEnvironment, read: (db: Firestore) => Promise<T>) {
  let result: T | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    result = await read(context.firestore() as unknown as Firestore);
  });
  return result as T;
}

/** A document's data, read with the rules off (undefined when it does not exist). */
export function peek(env: RulesTestEnvironment, path: string): Promise<DocumentData | undefined> {
  return unguarded(env, async (db) => (await getDoc(doc(db, path))).data());
}

/** The sorted ids of a collection's documents, read with the rules off. */
export function peekIds(env: RulesTestEnvironment, name: string): Promise<string[]> {
  return unguarded(env, async (db) =>
    (await getDocs(collection(db, name))).docs.map((snapshot) => snapshot.id).sort(),
  );
}

export async function allowed(write: Promise<unknown>): Promise<void> {
  await assertSucceeds(write);
}

export async function denied(write: Promise<unknown>): Promise<void> {
  await assertFails(write);
}

/** A tool as the admin would add it; its document id is its `_id`. */
export function toolFixture(overrides: Partial<Tool> = {}): Tool {
  return {
    _id: 'torque-wrench',
    name: 'Torque Wrench',
    img: '/tools/torque-wrench.svg',
    price: 19.99,
    description: 'A click-type torque wrench for carbon parts.',
    minimumOrder: 2,
    availableQuantity: 10,
    category: 'workshop',
    ...overrides,
  };
}

/** The stored fields of a tool: its ToolInput. */
export function toolDocument(tool: Tool): ToolInput {
  return pickToolInput(tool);
}

export const ORDER_INPUT: OrderInput = {
  toolId: 'torque-wrench',
  phone: '+1 555 0100',
  address: '12 Chain Street, Springfield',
  orderedQuantity: 3,
};

/** An order as stored (what placeOrder writes), for seeding. */
export function orderDocument(
  tool: Tool,
  customer: Customer,
  overrides: DocumentData = {},
  input: OrderInput = { ...ORDER_INPUT, toolId: tool._id },
): DocumentData {
  return { ...buildOrder(tool, input, customer), createdAt: new Date(), ...overrides };
}

/** The open-order counter of a customer whose held order `orderId` was the last one counted. */
export function openOrdersDocument(count: number, orderId: string): DocumentData {
  return { count, orderId };
}

/** A stored review and its author's copy (same id), as postReview writes them. */
export function reviewDocuments(
  id: string,
  author: Customer,
  overrides: DocumentData = {},
): Record<string, DocumentData> {
  const review = {
    name: author.name,
    rate: 5,
    review: 'Solid wrench.',
    verified: false,
    createdAt: new Date(),
    ...overrides,
  };
  return {
    [`reviews/${id}`]: review,
    [`reviewAuthors/${id}`]: { ...review, uid: author.uid, paidOrderId: null },
  };
}

/** Every document of these collections, by path, read with the rules off. */
export function peekAll(
  env: RulesTestEnvironment,
  names: string[],
): Promise<Record<string, DocumentData>> {
  return unguarded(env, async (db) => {
    const all: Record<string, DocumentData> = {};
    for (const name of names) {
      for (const snapshot of (await getDocs(collection(db, name))).docs) {
        all[`${name}/${snapshot.id}`] = snapshot.data();
      }
    }
    return all;
  });
}

/** A stored profile, as PUT /user creates and the profile form fills it. */
export function profileDocument(customer: Customer, overrides: DocumentData = {}): DocumentData {
  const blank = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, '']));
  return { ...blank, name: customer.name, email: customer.email, role: null, ...overrides };
}

/**
 * Registers the hooks of a rules test file: one test environment for the file, and before
 * each test an empty Firestore seeded with `documents`. Returns the environment's getter.
 */
export function useRulesEnv(
  documents: () => Record<string, DocumentData> = () => ({}),
): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;
  const current = () => {
    if (!env) throw new Error('the rules test environment is not started');
    return env;
  };
  beforeAll(async () => {
    env = await startRulesEnv();
  });
  afterAll(() => env?.cleanup());
  beforeEach(async () => {
    await current().clearFirestore();
    await seed(current(), documents());
  });
  return current;
}
