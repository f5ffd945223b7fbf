import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR, VALIDATION } from '@pedalworks/domain/form-messages';
import { ROLE_TEXT } from '@pedalworks/domain/roles';
import type { User } from '@pedalworks/domain/types';
import { PROJECT_ID } from '../../scripts/lib/emulator-config';
import { adminAuth, adminDb, api, createUser } from '../../tests/support/emulators';
import { signedInCallers, type SignedIn } from './support/callers';

const profile = {
  name: 'Ada Rider',
  education: 'BSc Mechanical Engineering',
  linkedin: 'https://www.linkedin.com/in/ada',
  phone: '+1 555 0199',
  city: 'Portland',
  district: 'Multnomah',
};

const userDoc = async (uid: string) => (await adminDb().collection('users').doc(uid).get()).data();

let admin: SignedIn, customer: SignedIn, other: SignedIn;

beforeAll(async () => {
  ({ admin, customer, other } = await signedInCallers());
});

describe('PUT /user/:email', () => {
  it('answers the verified ID token and creates a missing profile once', async () => {
    await adminDb().collection('users').doc(customer.uid).delete();
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await api('PUT', `/user/${customer.email}`, {
        token: customer.idToken,
        body: { email: customer.email },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ token: customer.idToken });
    }
    expect(await userDoc(customer.uid)).toEqual({
      name: customer.name,
      email: customer.email,
      role: null,
      education: '',
      linkedin: '',
      phone: '',
      city: '',
      district: '',
      emailVerified: true,
      providers: ['password'],
    });
  });

  it('records at each sign-in whether the email is verified, for All Users', async () => {
    const newcomer = await createUser({ emailVerified: false });
    const put = async () =>
      api('PUT', `/user/${newcomer.email}`, { token: await newcomer.token() });
    expect((await put()).status).toBe(200);
    expect(await userDoc(newcomer.uid)).toMatchObject({
      emailVerified: false,
      providers: ['password'],
    });
    await adminAuth().updateUser(newcomer.uid, { emailVerified: true });
    expect((await put()).status).toBe(200);
    expect(await userDoc(newcomer.uid)).toMatchObject({ emailVerified: true });
  });

  it('refuses a visitor and another account', async () => {
    expect((await api('PUT', `/user/${customer.email}`)).status).toBe(401);
    expect((await api('PUT', `/user/${customer.email}`, { token: other.idToken })).status).toBe(
      403,
    );
  });
});

describe('GET /admin/:email', () => {
  it('reads the admin claim', async () => {
    const own = await api('GET', `/admin/${admin.email}`, { token: admin.idToken });
    expect(await own.json()).toEqual({ admin: true, role: 'admin' });
    const asAdmin = await api('GET', `/admin/${customer.email}`, { token: admin.idToken });
    expect(await asAdmin.json()).toEqual({ admin: false, role: 'customer' });
    const self = await api('GET', `/admin/${customer.email}`, { token: customer.idToken });
    expect(await self.json()).toEqual({ admin: false, role: 'customer' });
    expect((await api('GET', `/admin/${admin.email}`, { token: customer.idToken })).status).toBe(
      403,
    );
    expect((await api('GET', `/admin/${admin.email}`)).status).toBe(401);
  });
});

describe('PUT /user/admin/:email', () => {
  it('lets an admin promote a customer: claim (others kept) and role, then 0 the second time', async () => {
    const target = await createUser();
    await adminAuth().setCustomUserClaims(target.uid, { tier: 'gold' });

    const first = await api('PUT', `/user/admin/${target.email.toUpperCase()}`, {
      token: admin.idToken,
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ modifiedCount: 1 });
    expect((await adminAuth().getUser(target.uid)).customClaims).toEqual({
      tier: 'gold',
      admin: true,
      role: 'admin',
    });
    expect(await userDoc(target.uid)).toMatchObject({ role: 'admin', email: target.email });

    const again = await api('PUT', `/user/admin/${target.email}`, { token: admin.idToken });
    expect(await again.json()).toEqual({ modifiedCount: 0 });

    const promotedToken = await target.token();
    const check = await api('GET', `/admin/${target.email}`, { token: promotedToken });
    expect(await check.json()).toEqual({ admin: true, role: 'admin' });
  });

  it('refuses an account whose email is not verified, changing nothing; once verified, promotes it', async () => {
    const target = await createUser({ emailVerified: false });
    const before = await userDoc(target.uid);
    const refused = await api('PUT', `/user/admin/${target.email}`, { token: admin.idToken });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: API_ERROR.adminNotVerified });
    expect((await adminAuth().getUser(target.uid)).customClaims ?? {}).toEqual({});
    expect(await userDoc(target.uid)).toEqual(before);

    await adminAuth().updateUser(target.uid, { emailVerified: true });
    const promoted = await api('PUT', `/user/admin/${target.email}`, { token: admin.idToken });
    expect(await promoted.json()).toEqual({ modifiedCount: 1 });
    expect((await adminAuth().getUser(target.uid)).customClaims).toEqual({
      admin: true,
      role: 'admin',
    });
    expect(await userDoc(target.uid)).toMatchObject({ role: 'admin', emailVerified: true });
  });

  it('an admin claim on an unverified email opens no admin route', async () => {
    const claimOnly = await createUser({ admin: true, emailVerified: false });
    const token = await claimOnly.token();
    const target = await createUser();
    const check = await api('GET', `/admin/${claimOnly.email}`, { token });
    expect(await check.json()).toEqual({ admin: false, role: 'customer' });
    for (const [method, path] of [
      ['GET', '/alluser'],
      ['GET', '/manageorder'],
      ['PUT', `/user/admin/${target.email}`],
      ['GET', `/user/${target.email}`],
    ] as const) {
      expect((await api(method, path, { token })).status).toBe(403);
    }
    expect((await adminAuth().getUser(target.uid)).customClaims ?? {}).toEqual({});
  });

  it("admin powers check the token's revocation: a disabled admin is refused at once", async () => {
    const gone = await createUser({ admin: true });
    const token = await gone.token();
    expect((await api('GET', '/alluser?limit=1', { token })).status).toBe(200);
    await adminAuth().updateUser(gone.uid, { disabled: true });
    const target = await createUser();
    expect((await api('GET', '/alluser?limit=1', { token })).status).toBe(401);
    expect((await api('PUT', `/user/admin/${target.email}`, { token })).status).toBe(401);
    expect((await api('GET', `/order?email=${target.email}`, { token })).status).toBe(401);
    expect((await api('GET', `/user/${target.email}`, { token })).status).toBe(401);
    expect((await adminAuth().getUser(target.uid)).customClaims ?? {}).toEqual({});
  });

  it('answers 404 for an unknown email and refuses non-admins without changing anything', async () => {
    const unknown = await api('PUT', '/user/admin/nobody-at-all@pedalworks.test', {
      token: admin.idToken,
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: API_ERROR.unknownEmail });

    const forbidden = await api('PUT', `/user/admin/${other.email}`, { token: customer.idToken });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ message: ROLE_TEXT.missingRight('manageRoles') });
    const self = await api('PUT', `/user/admin/${customer.email}`, { token: customer.idToken });
    expect(self.status).toBe(403);
    expect((await api('PUT', `/user/admin/${other.email}`)).status).toBe(401);

    expect((await adminAuth().getUser(other.uid)).customClaims ?? {}).not.toHaveProperty('admin');
    expect((await adminAuth().getUser(customer.uid)).customClaims ?? {}).not.toHaveProperty(
      'admin',
    );
    expect((await userDoc(other.uid))?.role).toBeNull();
  });
});

describe('npm run make-admin', () => {
  const makeAdmin = (...args: string[]) =>
    promisify(execFile)('npx', ['tsx', 'scripts/make-admin.ts', ...args], {
      env: { ...process.env, GCLOUD_PROJECT: PROJECT_ID },
    });

  it('promotes an account on the emulators and says so, then says it already was', async () => {
    const target = await createUser();
    const first = await makeAdmin(target.email);
    expect(first.stdout).toContain(`${target.email} is now an admin of ${PROJECT_ID}`);
    expect((await adminAuth().getUser(target.uid)).customClaims).toEqual({
      admin: true,
      role: 'admin',
    });
    expect((await userDoc(target.uid))?.role).toBe('admin');
    const second = await makeAdmin(target.email);
    expect(second.stdout).toContain('was already an admin');
  });

  it('refuses an account whose email is not verified, saying so', async () => {
    const target = await createUser({ emailVerified: false });
    await expect(makeAdmin(target.email)).rejects.toMatchObject({
      stderr: expect.stringContaining(API_ERROR.adminNotVerified),
    });
    expect((await adminAuth().getUser(target.uid)).customClaims ?? {}).toEqual({});
    expect((await userDoc(target.uid))?.role).toBeNull();
  });

  it('explains an unknown email and a missing argument', async () => {
    await expect(makeAdmin('nobody-at-all@pedalworks.test')).rejects.toMatchObject({
      stderr: expect.stringContaining('sign up in the app first'),
    });
    await expect(makeAdmin()).rejects.toMatchObject({
      stderr: expect.stringContaining('Usage: npm run make-admin -- <email>'),
    });
  });
});

describe('GET /alluser', () => {
  it('lists profiles with _id for an admin, a bounded page at a time', async () => {
    const response = await api('GET', '/alluser?limit=100', { token: admin.idToken });
    expect(response.status).toBe(200);
    const users = (await response.json()) as User[];
    expect(users.length).toBeLessThanOrEqual(100);
    const firstPage = (await (
      await api('GET', '/alluser?limit=2', { token: admin.idToken })
    ).json()) as User[];
    expect(firstPage).toHaveLength(2);
    const secondPage = (await (
      await api('GET', `/alluser?limit=2&after=${firstPage[1]!._id}`, { token: admin.idToken })
    ).json()) as User[];
    expect(secondPage[0]!._id).not.toBe(firstPage[0]!._id);
    expect(secondPage[0]!.email >= firstPage[1]!.email).toBe(true);
    expect(firstPage[0]).toHaveProperty('_id');
  });

  it('refuses customers and visitors', async () => {
    expect((await api('GET', '/alluser', { token: customer.idToken })).status).toBe(403);
    expect((await api('GET', '/alluser')).status).toBe(401);
  });
});

describe('GET /user/:email', () => {
  it('answers the profile to its owner and to an admin', async () => {
    for (const token of [customer.idToken, admin.idToken]) {
      const response = await api('GET', `/user/${customer.email}`, { token });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ _id: customer.uid, email: customer.email });
    }
  });

  it("makes the owner's missing profile (a sign-in whose PUT was cut off), and only theirs", async () => {
    const { uid, email, token } = await createUser();
    await adminDb().collection('users').doc(uid).delete();
    const byAdmin = await api('GET', `/user/${email}`, { token: admin.idToken });
    expect(byAdmin.status).toBe(404);
    expect(await userDoc(uid)).toBeUndefined();
    const byOwner = await api('GET', `/user/${email}`, { token: await token() });
    expect(byOwner.status).toBe(200);
    expect(await byOwner.json()).toMatchObject({ _id: uid, email, role: null, city: '' });
    expect(await userDoc(uid)).toMatchObject({ email, role: null });
  });

  it('refuses another customer and a visitor; 404 for an unknown email', async () => {
    expect((await api('GET', `/user/${customer.email}`, { token: other.idToken })).status).toBe(
      403,
    );
    expect((await api('GET', `/user/${customer.email}`)).status).toBe(401);
    expect(
      (await api('GET', '/user/nobody-at-all@pedalworks.test', { token: admin.idToken })).status,
    ).toBe(404);
  });
});

describe('PATCH /user/:id', () => {
  it('writes only the six profile fields, for the owner', async () => {
    const response = await api('PATCH', `/user/${customer.uid}`, {
      token: customer.idToken,
      body: { ...profile, userId: customer.uid, email: 'hijack@pedalworks.test', role: 'admin' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ modifiedCount: 1 });
    expect(await userDoc(customer.uid)).toEqual({
      ...profile,
      email: customer.email,
      role: null,
      emailVerified: true,
      providers: ['password'],
    });
  });

  it('lets an admin update a profile', async () => {
    const response = await api('PATCH', `/user/${other.uid}`, {
      token: admin.idToken,
      body: { ...profile, city: 'Salem' },
    });
    expect(await response.json()).toEqual({ modifiedCount: 1 });
    expect(await userDoc(other.uid)).toMatchObject({ city: 'Salem', role: null });
  });

  it('refuses another customer, a visitor, invalid fields and unknown ids', async () => {
    const before = await userDoc(customer.uid);
    const asOther = await api('PATCH', `/user/${customer.uid}`, {
      token: other.idToken,
      body: { ...profile, city: 'Elsewhere' },
    });
    expect(asOther.status).toBe(403);
    expect((await api('PATCH', `/user/${customer.uid}`, { body: profile })).status).toBe(401);

    const missing = await api('PATCH', `/user/${customer.uid}`, {
      token: customer.idToken,
      body: { ...profile, district: '  ' },
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      message: VALIDATION.districtRequired,
      field: 'district',
    });
    for (const [field, value, message] of [
      ['phone', 'call me', VALIDATION.phoneInvalid],
      ['linkedin', 'not a url', VALIDATION.linkedinInvalid],
    ]) {
      const invalid = await api('PATCH', `/user/${customer.uid}`, {
        token: customer.idToken,
        body: { ...profile, [field!]: value },
      });
      expect(invalid.status, field).toBe(400);
      expect(await invalid.json()).toEqual({ message, field });
    }
    const unknown = await api('PATCH', '/user/no-such-user', {
      token: admin.idToken,
      body: profile,
    });
    expect(unknown.status).toBe(404);
    expect(await userDoc(customer.uid)).toEqual(before);
    expect((await adminDb().collection('users').doc('no-such-user').get()).exists).toBe(false);
  });
});
