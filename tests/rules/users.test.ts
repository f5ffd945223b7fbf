/**
 * Profiles: the owner edits only name, education, linkedin, phone, city and district, typed
 * and bounded; email and role never change from a client.
 */
import { collection, doc, getDoc, getDocs, limit, query, setDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { ADMIN_ROLE, TEXT_FIELD_MAX_LENGTH } from '@pedalworks/domain/constants';
import { PROFILE_FIELDS } from '@pedalworks/domain/types';
import { updateProfile } from './support/app-writes';
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

/** A value of the field's form at `length` characters. */
const LONGEST: Record<string, (length: number) => string> = {
  linkedin: (length) => `https://linkedin.com/in/${'x'.repeat(length - 24)}`,
};

describe('updating a profile', () => {
  it.each(PROFILE_FIELDS.filter((field) => field !== 'phone').map((field) => [field]))(
    'the owner sets %s at its bound, not past it nor as a number',
    async (field) => {
      const value = LONGEST[field] ?? ((length: number) => 'x'.repeat(length));
      await allowed(update({ [field]: value(TEXT_FIELD_MAX_LENGTH) }));
      await denied(update({ [field]: value(TEXT_FIELD_MAX_LENGTH + 1) }));
      await denied(update({ [field]: 42 }));
    },
  );

  it.each([
    ['+1 (555) 010-0199', true],
    ['555 0100', true],
    ['', true],
    ['12345', false],
    [`1${' 2'.repeat(10)}`, false],
    ['call me maybe', false],
    ['555-CALL-NOW', false],
    [5550100, false],
  ])('the owner sets the phone %j: allowed %s', async (phone, ok) => {
    await (ok ? allowed : denied)(update({ phone }));
  });

  it.each([
    ['https://www.linkedin.com/in/rider', true],
    ['linkedin.com/in/rider', true],
    ['', true],
    ['not a url', false],
    ['https://example.com/in/rider', false],
    ['javascript:alert(1)//linkedin.com', false],
  ])('the owner sets the linkedin %j: allowed %s', async (linkedin, ok) => {
    await (ok ? allowed : denied)(update({ linkedin }));
  });

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
