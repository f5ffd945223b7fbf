/**
 * Every role against every route a right guards (STAFF_ROUTES), from the one rights table: a
 * role without the right gets 403 naming it; a role with it gets past the guard. Then roles
 * themselves: PUT /api/user/role, the last admin, revocation, and the audit log they leave.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES, ROLE_TEXT, hasRight, type Role } from '@pedalworks/domain/roles';
import { STAFF_ROUTES, type StaffRoute } from '../src/api/staff-routes';
import { adminAuth, adminDb, api, createUser, type TestUser } from '../../tests/support/emulators';

const tokens = new Map<Role, string>();

beforeAll(async () => {
  for (const role of ROLES) {
    const user = await createUser(role === 'customer' ? {} : { role });
    tokens.set(role, await user.token());
  }
}, 60_000);

/** A route's path with made-up parameters: the guard answers before anything is looked up. */
const concrete = (path: string) =>
  path
    .replace(':email', 'nobody-here@pedalworks.test')
    .replace(':code', 'NOSUCHCODE')
    .replace(':id', 'no-such-id');

describe('every guarded route, every role', { timeout: 120_000 }, () => {
  const cases = (Object.keys(STAFF_ROUTES) as StaffRoute[]).flatMap((route) =>
    ROLES.map((role) => [route, role] as const),
  );

  it.each(cases)('%s as %s', async (route, role) => {
    const [method, path] = route.split(' ') as [string, string];
    const right = STAFF_ROUTES[route];
    const response = await api(method, concrete(path), {
      token: tokens.get(role)!,
      ...(method === 'GET' ? {} : { body: {} }),
    });
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    if (hasRight(role, right)) {
      expect(response.status, body.message).not.toBe(403);
      expect(response.status).not.toBe(401);
    } else {
      expect(response.status).toBe(403);
      expect(body).toEqual({ message: ROLE_TEXT.missingRight(right) });
    }
  });
});

const auditOf = async (targetPath: string) =>
  (await adminDb().collection('auditLog').where('target.path', '==', targetPath).get()).docs.map(
    (doc) => doc.data(),
  );

const setRole = async (by: TestUser, email: string, body: unknown) =>
  api('PUT', `/user/role/${email}`, { token: await by.token(), body });

describe('PUT /api/user/role/:email', { timeout: 120_000 }, () => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await createUser({ admin: true });
  });

  it('gives a role and takes it away, once each, with an audit entry each', async () => {
    const packer = await createUser();
    for (let round = 0; round < 2; round += 1) {
      const response = await setRole(admin, packer.email, { role: 'fulfilment' });
      expect(await response.json()).toEqual({ modifiedCount: round === 0 ? 1 : 0 });
    }
    expect((await adminAuth().getUser(packer.uid)).customClaims).toEqual({ role: 'fulfilment' });
    const token = await packer.token();
    expect((await api('GET', '/manageorder', { token })).status).toBe(200);
    // Revocation counts whole seconds: a token of the same second as the revocation would pass.
    await new Promise((resolve) => setTimeout(resolve, 1100));

    expect((await setRole(admin, packer.email, { role: 'customer' })).status).toBe(200);
    expect((await adminAuth().getUser(packer.uid)).customClaims).toEqual({});
    // The old token still says fulfilment: refused at once, as its refresh tokens were revoked.
    expect((await api('GET', '/manageorder', { token })).status).toBe(401);
    const fresh = await packer.token();
    expect(await (await api('GET', '/manageorder', { token: fresh })).json()).toEqual({
      message: ROLE_TEXT.missingRight('readOrders'),
    });

    const entries = await auditOf(`users/${packer.uid}`);
    const changes = entries.map((entry) => JSON.stringify([entry.before, entry.after])).sort();
    expect(changes).toEqual(
      [
        [{ role: null }, { role: 'fulfilment' }],
        [{ role: 'fulfilment' }, { role: null }],
      ]
        .map((change) => JSON.stringify(change))
        .sort(),
    );
    expect(entries[0]).toMatchObject({
      action: 'role.set',
      actor: { uid: admin.uid, email: admin.email, role: 'admin' },
      reason: null,
    });
  });

  it('refuses an unknown role, an unverified account and the last admin, changing nothing', async () => {
    const rider = await createUser();
    const bad = await setRole(admin, rider.email, { role: 'owner' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: ROLE_TEXT.roleRequired });
    const unverified = await createUser({ emailVerified: false });
    expect((await setRole(admin, unverified.email, { role: 'support' })).status).toBe(409);

    // Alone among the admins (the others demoted in the emulator's data for this test).
    const others = await adminDb().collection('users').where('role', '==', 'admin').get();
    const last = others.docs.find((doc) => doc.id === admin.uid)!;
    await Promise.all(
      others.docs.filter((doc) => doc.id !== last.id).map((doc) => doc.ref.update({ role: 'x' })),
    );
    try {
      const refused = await setRole(admin, admin.email, { role: 'support' });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ message: ROLE_TEXT.lastAdmin });
      expect((await adminAuth().getUser(admin.uid)).customClaims).toMatchObject({ admin: true });
      expect(await auditOf(`users/${admin.uid}`)).toEqual([]);
    } finally {
      await Promise.all(
        others.docs
          .filter((doc) => doc.id !== last.id)
          .map((doc) => doc.ref.update({ role: 'admin' })),
      );
    }
    for (const user of [rider, unverified]) expect(await auditOf(`users/${user.uid}`)).toEqual([]);
  });
});

describe('GET /api/audit', { timeout: 120_000 }, () => {
  it('pages the log newest first, filtered by actor, action, target and days', async () => {
    const admin = await createUser({ admin: true });
    const editor = await createUser({ role: 'catalogue' });
    const riders = [await createUser(), await createUser()];
    for (const rider of riders) {
      expect((await setRole(admin, rider.email, { role: 'support' })).status).toBe(200);
    }
    const token = await admin.token();
    const get = async (query: string) =>
      (await (await api('GET', `/audit?${query}`, { token })).json()) as {
        _id: string;
        target: { id: string };
        at: string;
      }[];
    const mine = await get(`actor=${encodeURIComponent(admin.email)}&action=role.set`);
    expect(mine.map((entry) => entry.target.id)).toEqual([riders[1]!.uid, riders[0]!.uid]);
    expect(mine[0]!.at >= mine[1]!.at).toBe(true);
    const second = await get(
      `actor=${encodeURIComponent(admin.email)}&limit=1&after=${mine[0]!._id}`,
    );
    expect(second.map((entry) => entry.target.id)).toEqual([riders[0]!.uid]);
    expect(await get(`target=users/${riders[0]!.uid}`)).toHaveLength(1);
    expect(await get(`actor=${encodeURIComponent(admin.email)}&to=2000-01-01`)).toEqual([]);
    const bad = await api('GET', '/audit?action=nothing', { token });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: ROLE_TEXT.auditActionUnknown });
    const refused = await api('GET', '/audit', { token: await editor.token() });
    expect(await refused.json()).toEqual({ message: ROLE_TEXT.missingRight('readAudit') });
  });
});
