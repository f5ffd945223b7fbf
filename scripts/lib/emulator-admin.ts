/** Users and tools made the way the app and the API make them, for the tests, bench and load. */
import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import type { StaffRole } from '@pedalworks/domain/roles';
import { staleCatalogueFields } from '@pedalworks/domain/search';
import type { Tool } from '@pedalworks/domain/types';
import { SEED_PASSWORD } from './seed-data';
import { AUTH_URL, PROJECT_ID, emulatorHost } from './emulator-config';

process.env.FIRESTORE_EMULATOR_HOST ??= emulatorHost('firestore');
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= emulatorHost('auth');

const app = () =>
  getApps().find((a) => a.name === 'emulator-admin') ??
  initializeApp({ projectId: PROJECT_ID }, 'emulator-admin');
export const adminDb = () => getFirestore(app());
export const adminAuth = () => getAuth(app());

export interface TestUser {
  uid: string;
  email: string;
  name: string;
  password: string;
  /** A fresh Firebase ID token (claims included). */
  token: () => Promise<string>;
}

export async function idToken(email: string, password = SEED_PASSWORD): Promise<string> {
  const response = await fetch(
    `${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`sign-in of ${email} failed: ${body.error?.message}`);
  return body.idToken;
}

/** A new, unique user, with a profile document like the app makes. */
export async function createUser(
  options: {
    admin?: boolean;
    /** A staff role (roles.ts), as PUT /api/user/role sets it; `admin` is the role admin. */
    role?: StaffRole;
    name?: string | null;
    emailVerified?: boolean;
  } = {},
): Promise<TestUser> {
  const id = randomUUID().slice(0, 8);
  const role = options.role ?? (options.admin ? 'admin' : undefined);
  const email = `${role ?? 'rider'}-${id}@pedalworks.test`;
  const name =
    options.name === null
      ? ''
      : (options.name ?? `Test ${options.admin ? 'Admin' : 'Rider'} ${id}`);
  const password = SEED_PASSWORD;
  const user = await adminAuth().createUser({
    email,
    password,
    ...(name ? { displayName: name } : {}),
    emailVerified: options.emailVerified ?? true,
  });
  if (role) {
    await adminAuth().setCustomUserClaims(
      user.uid,
      role === 'admin' ? { admin: true, role } : { role },
    );
  }
  await adminDb()
    .collection('users')
    .doc(user.uid)
    .set({
      name,
      email,
      role: role ?? null,
      education: '',
      linkedin: '',
      phone: '',
      city: '',
      district: '',
      // As PUT /user records them at sign-in.
      emailVerified: options.emailVerified ?? true,
      providers: ['password'],
    });
  return { uid: user.uid, email, name, password, token: () => idToken(email, password) };
}

/** A new tool with unique id, for tests that change stock or delete tools. */
export async function createTool(overrides: Partial<Record<string, unknown>> = {}) {
  const ref = adminDb()
    .collection('tools')
    .doc(`test-${randomUUID().slice(0, 8)}`);
  const tool = {
    name: `Test Tool ${ref.id}`,
    img: '/tools/hex-key-set.svg',
    price: 10,
    description: 'A tool made for a test.',
    minimumOrder: 2,
    availableQuantity: 20,
    category: 'workshop',
    ...overrides,
  };
  // As the API stores a tool: with what the tools trigger would add, so it has nothing to change.
  await ref.set({
    ...tool,
    ...staleCatalogueFields(tool),
    createdAt: FieldValue.serverTimestamp(),
  });
  return { _id: ref.id, ...tool } as Tool;
}
