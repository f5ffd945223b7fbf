/**
 * Test helpers shared by the API and browser suites: calls to the API the way the web app makes
 * them. Users, tools and the Admin SDK come from scripts/lib/emulator-admin.ts (the bench and
 * load scripts use them too).
 */
import { HOSTING_URL } from '../../scripts/lib/emulator-config';

export {
  adminAuth,
  adminDb,
  createTool,
  createUser,
  idToken,
  type TestUser,
} from '../../scripts/lib/emulator-admin';

/** How long a test polls for what a trigger does (a mail sent, a flag or count kept). */
export const TRIGGER_POLL = { timeout: 60_000, interval: 250 };

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
