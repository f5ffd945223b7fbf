/**
 * Profiles: the owner edits only name, education, linkedin, phone, city and district, typed
 * and bounded; email and role never change from a client.
 */
import { ADMIN_ROLE, TEXT_FIELD_MAX_LENGTH } from '@pedalworks/domain/constants';
import { PROFILE_FIELDS } from '@pedalworks/domain/types';
import { collection, doc, getDoc, getDocs, limit, query, setDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { updateProfile } from './support/client-writes';
import {
  CUSTOMER,
  OTHER_CUSTOMER,
  adminDb,
  allowed,
  customerDb,
  denied,
  peek,
  profileDocument,
  useRulesEnv,
} from './support/rules-env';

const rules = useRulesEnv(() => ({ [`users/${CUSTOMER.uid}`]: profileDocument(CUSTOMER) }));
const update = (fields: Record<string, unknown>) =>
  updateProfile(customerDb(rules(), CUSTOMER), CUSTOMER.uid, fields);

describe('updating a profile', () => {
  it.each(PROFILE_FIELDS.map((field) => [field]))(
    'the owner sets %s at its bound, not past it nor as a number',
    async (field) => {
      await allowed(update({ [field]: 'x'.repeat(TEXT_FIELD_MAX_LENGTH) }));
      await denied(update({ [field]: 'x'.repeat(TEXT_FIELD_MAX_LENGTH + 1) }));
      await denied(update({ [field]: 42 }));
    },
  );

  it.each([
    ['an empty name', { name: '' }],
    ['another email', { email: 'someone@else.test' }],
    ['the admin role', { role: ADMIN_ROLE }],
    ['an admin flag', { admin: true }],
    ['a verified email', { emailVerified: true }],
    ['another sign-in provider', { providers: ['google.com'] }],
    ['an extra field', { avatar: 'https://x.test/a.png' }],
  ])('the owner cannot set %s', async (_case, fields) => {
    await denied(update(fields));
  });

  it('the owner cannot replace the profile with another email or role', async () => {
    const db = customerDb(rules(), CUSTOMER);
    const ref = doc(db, 'users', CUSTOMER.uid);
    await denied(setDoc(ref, profileDocument(CUSTOMER, { role: ADMIN_ROLE })));
    await denied(setDoc(ref, profileDocument(CUSTOMER, { email: OTHER_CUSTOMER.email })));
    await allowed(setDoc(ref, profileDocument(CUSTOMER, { city: 'Springfield' })));
  });

  it('an admin cannot change a role or profile from the client either', async () => {
    const admin = adminDb(rules());
    await denied(updateProfile(admin, CUSTOMER.uid, { role: ADMIN_ROLE }));
    await denied(updateProfile(admin, CUSTOMER.uid, { city: 'Springfield' }));
  });
});

describe('admins are verified people', () => {
  it('the admin claim on an unverified email reads no profile and changes nothing', async () => {
    const claimOnly = adminDb(rules(), { email_verified: false });
    await denied(getDoc(doc(claimOnly, 'users', CUSTOMER.uid)));
    await denied(getDocs(query(collection(claimOnly, 'users'), limit(12))));
    const unverifiedClaim = adminDb(rules(), { email_verified: null });
    await denied(getDocs(query(collection(unverifiedClaim, 'users'), limit(12))));
    await allowed(getDocs(query(collection(adminDb(rules()), 'users'), limit(12))));
    expect(await peek(rules(), `users/${CUSTOMER.uid}`)).toEqual(profileDocument(CUSTOMER));
  });
});
