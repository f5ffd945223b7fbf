/**
 * Profiles: the owner edits only name, education, linkedin, phone, city and district, typed
 * and bounded; email and role never change from a client.
 */
import { ADMIN_ROLE, TEXT_FIELD_MAX_LENGTH } from '@pedalworks/domain/constants';
import { PROFILE_FIELDS } from '@pedalworks/domain/types';
import { doc, setDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { updateProfile } from './support/client-writes';
import {
  CUSTOMER,
  OTHER_CUSTOMER,
  adminDb,
  allowed,
  customerDb,
  denied,
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
