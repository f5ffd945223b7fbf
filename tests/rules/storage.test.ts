/**
 * storage.rules: tool images are readable by path by anyone (never listed) and written only by
 * admins with a verified email, only PNG, JPEG or WebP, at most MAX_IMAGE_BYTES. These tests need a Storage emulator; where none is
 * reachable (FIREBASE_STORAGE_EMULATOR_HOST unset, as on the offline build machine, which has
 * no Storage rules runtime) they are reported as skipped.
 */
import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  deleteObject,
  getMetadata,
  listAll,
  ref,
  uploadBytes,
  type FirebaseStorage,
} from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_CONTENT_TYPES, MAX_IMAGE_BYTES } from '@pedalworks/domain/constants';
import { ADMIN, CUSTOMER, RULES_PROJECT_ID } from './support/rules-env';

const STORAGE_HOST = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
const STORAGE_RULES = readFileSync('storage.rules', 'utf8');
const SKIP_REASON = 'no Storage emulator reachable, FIREBASE_STORAGE_EMULATOR_HOST is not set';

if (!STORAGE_HOST) console.log(`storage rules in the emulator: skipped (${SKIP_REASON})`);

describe('storage.rules', () => {
  it('caps uploads at MAX_IMAGE_BYTES of the domain', () => {
    const limit = /request\.resource\.size <= ([\d\s*]+)/.exec(STORAGE_RULES)?.[1];
    const bytes = limit?.split('*').reduce((product, factor) => product * Number(factor), 1);
    expect(bytes).toBe(MAX_IMAGE_BYTES);
  });

  it('takes exactly the IMAGE_CONTENT_TYPES of the domain (no SVG), read by path, never listed', () => {
    const types = /request\.resource\.contentType in \[([^\]]*)\]/.exec(STORAGE_RULES)?.[1];
    expect(types?.split(',').map((type) => type.trim().replace(/'/g, ''))).toEqual([
      ...IMAGE_CONTENT_TYPES,
    ]);
    expect(STORAGE_RULES).not.toMatch(/allow read/);
    expect(STORAGE_RULES).toMatch(/allow list: if false;/);
  });
});

describe.skipIf(!STORAGE_HOST)(
  `storage rules in the emulator (skipped when ${SKIP_REASON})`,
  () => {
    let env: RulesTestEnvironment;
    const storageOf = (context: { storage: () => unknown }) =>
      context.storage() as unknown as FirebaseStorage;
    const visitor = () => storageOf(env.unauthenticatedContext());
    const customer = () =>
      storageOf(
        env.authenticatedContext(CUSTOMER.uid, { email: CUSTOMER.email, email_verified: true }),
      );
    const admin = (token: Record<string, unknown> = {}) =>
      storageOf(
        env.authenticatedContext(ADMIN.uid, {
          admin: true,
          email: ADMIN.email,
          email_verified: true,
          ...token,
        }),
      );
    const upload = (storage: FirebaseStorage, path: string, bytes: number, contentType: string) =>
      uploadBytes(ref(storage, path), new Uint8Array(bytes), { contentType });

    beforeAll(async () => {
      const [host, port] = STORAGE_HOST!.split(':');
      env = await initializeTestEnvironment({
        projectId: RULES_PROJECT_ID,
        storage: { rules: STORAGE_RULES, host: host!, port: Number(port) },
      });
    });
    afterAll(() => env.cleanup());
    beforeEach(async () => {
      await env.clearStorage();
      await env.withSecurityRulesDisabled((context) =>
        upload(storageOf(context), 'tools/wrench.png', 16, 'image/png').then(() => undefined),
      );
    });

    it('anyone reads a tool image', async () => {
      await assertSucceeds(getMetadata(ref(visitor(), 'tools/wrench.png')));
    });

    it('an admin uploads an image of exactly MAX_IMAGE_BYTES, not one byte more', async () => {
      await assertSucceeds(upload(admin(), 'tools/max.png', MAX_IMAGE_BYTES, 'image/png'));
      await assertFails(upload(admin(), 'tools/over.png', MAX_IMAGE_BYTES + 1, 'image/png'));
    });

    it('an admin uploads PNG, JPEG and WebP, not SVG, GIF or other types', async () => {
      for (const type of IMAGE_CONTENT_TYPES) {
        await assertSucceeds(upload(admin(), `tools/ok.${type.slice(6)}`, 16, type));
      }
      for (const type of ['image/svg+xml', 'image/gif', 'image/png; charset=x', 'image/']) {
        await assertFails(upload(admin(), 'tools/bad.img', 16, type));
      }
    });

    it('nobody lists the bucket; an unverified admin claim uploads nothing', async () => {
      await assertFails(listAll(ref(visitor(), 'tools')));
      await assertFails(listAll(ref(admin(), 'tools')));
      await assertFails(upload(admin({ email_verified: false }), 'tools/x.png', 16, 'image/png'));
    });

    it('an admin cannot upload something that is not an image, nor outside tools/', async () => {
      await assertFails(upload(admin(), 'tools/notes.txt', 16, 'text/plain'));
      await assertFails(upload(admin(), 'tools/page.html', 16, 'text/html'));
      await assertFails(upload(admin(), 'avatars/me.png', 16, 'image/png'));
    });

    it('visitors and customers cannot upload or delete tool images', async () => {
      await assertFails(upload(visitor(), 'tools/new.png', 16, 'image/png'));
      await assertFails(upload(customer(), 'tools/new.png', 16, 'image/png'));
      await assertFails(upload(customer(), 'tools/wrench.png', 16, 'image/png'));
      await assertFails(deleteObject(ref(customer(), 'tools/wrench.png')));
    });

    it('an admin deletes a tool image', async () => {
      await assertSucceeds(deleteObject(ref(admin(), 'tools/wrench.png')));
    });
  },
);
