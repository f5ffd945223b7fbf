/**
 * Test helpers shared by the API, rules-adjacent and browser suites: real users in the Auth
 * emulator, and direct Admin SDK access to the demo project's Firestore for arranging data.
 */
import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { Tool } from '@pedalworks/domain/types';

export const PROJECT_ID = 'demo-pedalworks';
export const HOSTING_URL = 'http://127.0.0.1:5000';
export const AUTH_URL = 'http://127.0.0.1:9099';
export const SEED_PASSWORD = 'pedalworks';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';

const app = () =>
  getApps().find((a) => a.name === 'tests') ?? initializeApp({ projectId: PROJECT_ID }, 'tests');
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

/** Signs in with email and password against the Auth emulator and returns an ID token. */
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

/** A new, unique user (customer unless admin), with a profile document like the app makes. */
export async function createUser(
  options: { admin?: boolean; name?: string | null; emailVerified?: boolean } = {},
): Promise<TestUser> {
  const id = randomUUID().slice(0, 8);
  const email = `${options.admin ? 'admin' : 'rider'}-${id}@pedalworks.test`;
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
  if (options.admin) await adminAuth().setCustomUserClaims(user.uid, { admin: true });
  await adminDb()
    .collection('users')
    .doc(user.uid)
    .set({
      name,
      email,
      role: options.admin ? 'admin' : null,
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
    ...overrides,
  };
  await ref.set(tool);
  return { _id: ref.id, ...tool } as Tool;
}

/**
 * A made-up client address (TEST-NET-2, RFC 5737) for X-Forwarded-For: every suite calls from
 * 127.0.0.1, and one shared address would spend the per-address rate limit of the whole run.
 */
export function testAddress(): string {
  return `198.51.100.${Math.floor(Math.random() * 254) + 1}`;
}

/**
 * Calls the API the way the web app does: through Hosting's /api rewrite, from a made-up client
 * address unless `address` says which.
 */
export function api(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; address?: string } = {},
) {
  return fetch(`${HOSTING_URL}/api${path}`, {
    method,
    headers: {
      'X-Forwarded-For': options.address ?? testAddress(),
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}
