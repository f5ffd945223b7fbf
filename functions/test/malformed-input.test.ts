/**
 * The malformed-input sweep: hundreds of generated bad requests across the routes, as visitor,
 * customer, another customer and admin. Each must answer the one 4xx that says what is wrong
 * with it (400 bad input, 401 no valid credentials, 403 not allowed, 404 nothing there, 409 not in
 * this state, 413 too large), never a 5xx or a success, and none may change the data the test owns: its tool, its orders, its users (profiles and claims), their reviews.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@pedalworks/domain/types';
import { functionUrl, HOSTING_URL, PROJECT_ID } from '../../scripts/lib/emulator-config';
import {
  adminAuth,
  adminDb,
  api,
  createTool,
  createUser,
  testAddress,
} from '../../tests/support/emulators';
import { forceOrder } from './support/orders';
import { signedInCallers, signIn, type SignedIn } from './support/callers';

interface BadRequest {
  /** The one status that says what is wrong with it. */
  expected: number;
  method: string;
  path: string;
  /** The Authorization header as sent, if any. */
  authorization?: string;
  /** A JSON value to send, or `raw` text with its own content type. */
  body?: unknown;
  raw?: string;
  contentType?: string;
  /** Straight to the function, for paths the Hosting emulator itself can not decode. */
  direct?: boolean;
}

const FUNCTION_URL = functionUrl('api');

let admin: SignedIn, customer: SignedIn, other: SignedIn;
/**
 * Each body route is tried by its own caller: one account's hundreds of bad requests within a
 * minute would pass RATE_LIMIT_PER_ACCOUNT, and a 429 is then the right answer.
 */
let editor: SignedIn, buyer: SignedIn, reviewer: SignedIn;
let tool: Awaited<ReturnType<typeof createTool>>;
let unpaid: Order;
let paid: Order;
const marker = `Sweep tool ${Date.now()}`;

beforeAll(async () => {
  ({ admin, customer, other } = await signedInCallers());
  [editor, buyer, reviewer] = await Promise.all([
    signIn(createUser({ admin: true })),
    signIn(createUser()),
    signIn(createUser()),
  ]);
  tool = await createTool({ minimumOrder: 2, availableQuantity: 50, price: 7.25 });
  const place = async () => {
    const response = await api('POST', '/order', {
      token: customer.idToken,
      body: { toolId: tool._id, orderedQuantity: 2, phone: '555 0100', address: '1 Main St' },
    });
    expect(response.status).toBe(201);
    return (await response.json()) as Order;
  };
  [unpaid, paid] = [await place(), await place()];
  await forceOrder(paid._id, { transactionId: 'pi_x', status: 'paid' });
});

/** Everything the sweep could touch, as plain data. */
async function snapshot() {
  const db = adminDb();
  const uids = [admin, customer, other, editor, buyer, reviewer].map((caller) => caller.uid);
  const [toolDoc, orders, users, reviews, markedTools, claims] = await Promise.all([
    db.collection('tools').doc(tool._id).get(),
    db.collection('orders').where('toolId', '==', tool._id).get(),
    Promise.all(uids.map((uid) => db.collection('users').doc(uid).get())),
    db.collection('reviewAuthors').where('uid', 'in', uids).get(),
    db.collection('tools').where('name', '==', marker).get(),
    Promise.all(uids.map(async (uid) => (await adminAuth().getUser(uid)).customClaims ?? {})),
  ]);
  const docs = (list: FirebaseFirestore.DocumentSnapshot[]) =>
    Object.fromEntries(list.map((doc) => [doc.id, doc.data() ?? null]));
  return {
    tool: toolDoc.data(),
    orders: docs(orders.docs),
    users: docs(users),
    reviews: docs(reviews.docs),
    markedTools: markedTools.size,
    claims,
  };
}

/** An unsigned emulator-style ID token with the given claims (the emulator skips signatures). */
function forgedToken(claims: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    sub: customer.uid,
    user_id: customer.uid,
    email: customer.email,
    auth_time: now - 7200,
    iat: now - 7200,
    exp: now - 3600,
    firebase: { identities: {}, sign_in_provider: 'password' },
    ...claims,
  })}.`;
}

const bearer = (token: string) => `Bearer ${token}`;

function badRequests(): BadRequest[] {
  const requests: BadRequest[] = [];
  const as = (user: SignedIn) => bearer(user.idToken);
  const validTool = {
    name: marker,
    img: 'https://example.test/x.png',
    minimumOrder: 1,
    availableQuantity: 5,
    price: 9.5,
    description: 'Sweep',
    category: 'workshop',
  };
  const validOrder = {
    toolId: tool._id,
    orderedQuantity: 3,
    phone: '555 0100',
    address: '1 Main St',
  };
  const validProfile = {
    name: 'Sweep',
    education: 'Sweep',
    linkedin: 'linkedin.com/in/sweep',
    phone: '555 0100',
    city: 'Sweep',
    district: 'Sweep',
  };
  const validReview = { rate: 4, review: 'Sweep' };

  // Body routes: the caller allowed to use each, its valid body, its target, and the fields it
  // may leave out (an edit may leave out the stock, which it never writes).
  const bodyRoutes: [string, string, string, Record<string, unknown>, string[]?][] = [
    ['POST', '/tool', as(admin), validTool],
    [
      'PUT',
      `/tool/${tool._id}`,
      as(editor),
      { ...validTool, availableQuantity: 50 },
      ['availableQuantity'],
    ],
    ['POST', '/order', as(buyer), validOrder],
    ['POST', '/review', as(reviewer), validReview],
    ['PATCH', `/user/${customer.uid}`, as(customer), validProfile],
  ];
  const notObjects = [
    '[]',
    '[{}]',
    '"text"',
    '42',
    'null',
    'true',
    '',
    '{',
    '{"a":}',
    "{'a':1}",
    '{"a":1}}',
  ];
  const notANumber = [
    'NaN',
    'Infinity',
    '-Infinity',
    'abc',
    '',
    true,
    false,
    {},
    [],
    ['x'],
    null,
    { $gt: 0 },
  ];
  const notAString = [null, {}, [], [''], { $ne: '' }, '', '   ', 'x'.repeat(5000)];
  for (const [method, path, authorization, valid, optional = []] of bodyRoutes) {
    const expected = 400;
    for (const raw of notObjects) {
      requests.push({
        expected,
        method,
        path,
        authorization,
        raw,
        contentType: 'application/json',
      });
    }
    requests.push({
      expected,
      method,
      path,
      authorization,
      raw: JSON.stringify(valid),
      contentType: 'text/plain',
    });
    requests.push({
      expected,
      method,
      path,
      authorization,
      raw: new URLSearchParams(valid as Record<string, string>).toString(),
      contentType: 'application/x-www-form-urlencoded',
    });
    requests.push({ expected, method, path, authorization, body: [valid] });
    // Over the API's 32 KB, and far over it.
    for (const padding of [40_000, 2_000_000]) {
      requests.push({
        expected: 413,
        method,
        path,
        authorization,
        body: { ...valid, padding: 'x'.repeat(padding) },
      });
    }
    for (const [field, value] of Object.entries(valid)) {
      const missing: Record<string, unknown> = { ...valid };
      delete missing[field];
      if (!optional.includes(field)) {
        requests.push({ expected, method, path, authorization, body: missing });
      }
      const wrong = typeof value === 'number' ? notANumber : notAString;
      for (const bad of wrong) {
        requests.push({ expected, method, path, authorization, body: { ...valid, [field]: bad } });
      }
    }
  }

  // Quantities that are never a valid order of this tool (2..50).
  for (const orderedQuantity of [
    -1,
    0,
    1,
    1.5,
    2.0001,
    51,
    1e9,
    -0.5,
    1e21,
    '3.7',
    '1e400',
    '0x10',
  ]) {
    requests.push({
      expected: 400,
      method: 'POST',
      path: '/order',
      authorization: as(buyer),
      body: { ...validOrder, orderedQuantity },
    });
  }
  requests.push({
    expected: 400,
    method: 'POST',
    path: '/order',
    authorization: as(buyer),
    raw: `{"toolId":"${tool._id}","orderedQuantity":1e400,"phone":"5","address":"a"}`,
    contentType: 'application/json',
  });
  for (const toolId of ['', '/', '..', '.', '__name__', 'a/b', 'x'.repeat(300), 'no-such-tool']) {
    requests.push({
      expected: toolId === 'no-such-tool' ? 404 : 400,
      method: 'POST',
      path: '/order',
      authorization: as(buyer),
      body: { ...validOrder, toolId },
    });
  }

  // Bad ids in paths, on every id route, as an allowed caller.
  const badIds = [
    '%2F',
    '..%2F..',
    '__name__',
    '__x__',
    'x'.repeat(300),
    '%00',
    "'%20OR%201=1",
    'no-such-id',
    '%20',
  ];
  // Hosting's emulator answers a path that is not valid percent-encoding with its own 500
  // before any function runs, so these go to the function directly.
  const undecodable = ['%E2%82', '%', '%zz'];
  for (const id of [...badIds, ...undecodable]) {
    const direct = undecodable.includes(id);
    // A path Express cannot decode is the request's fault (400); any other id names nothing (404).
    const expected = direct ? 400 : 404;
    requests.push({ expected, direct, method: 'GET', path: `/tool/${id}` });
    requests.push({
      expected,
      direct,
      method: 'PUT',
      path: `/tool/${id}`,
      authorization: as(admin),
      body: validTool,
    });
    for (const [method, path, caller] of [
      ['DELETE', `/tool/${id}`, admin],
      ['GET', `/order/${id}`, admin],
      ['DELETE', `/order/${id}`, customer],
      ['PUT', `/manageorder/${id}`, admin],
      ['PUT', `/user/admin/${id}`, admin],
      ['GET', `/user/${id}`, admin],
    ] as const) {
      requests.push({ expected, direct, method, path, authorization: as(caller) });
    }
    requests.push({
      expected,
      direct,
      method: 'PATCH',
      path: `/user/${id}`,
      authorization: as(admin),
      body: validProfile,
    });
  }

  // Bad list parameters.
  for (const query of [
    'limit=0',
    'limit=-5',
    'limit=abc',
    'limit=1.5',
    'limit=1e3',
    'limit=1&limit=2',
    'after=no-such-id',
    'after=..',
    'after=__name__',
    'after[]=x',
  ]) {
    for (const path of ['/tool', '/review', '/alluser', '/manageorder', '/order']) {
      requests.push({
        expected: 400,
        method: 'GET',
        path: `${path}?${query}`,
        authorization: as(admin),
      });
    }
  }
  // Bad catalogue searches, filters and sorts.
  for (const query of [
    'category=hammers',
    'category=Brakes',
    'category[]=brakes',
    'category=brakes&category=workshop',
    'sort=random',
    'sort=toString',
    'sort=__proto__',
    'sort[a]=name',
    'q[]=chain',
    'q=a&q=b',
    `q=${'x'.repeat(101)}`,
    'q=chain&sort=newest&after=hex-key-set-nope',
  ]) {
    requests.push({ expected: 400, method: 'GET', path: `/tool?${query}` });
  }
  requests.push({
    expected: 400,
    method: 'GET',
    path: '/order?email=a&email=b',
    authorization: as(customer),
  });
  requests.push({
    expected: 403,
    method: 'GET',
    path: `/order?email=${other.email}`,
    authorization: as(customer),
  });

  // Bad or missing credentials on every protected route.
  const protectedRoutes: [string, string, unknown?][] = [
    ['POST', '/tool', validTool],
    ['PUT', `/tool/${tool._id}`, validTool],
    ['DELETE', `/tool/${tool._id}`],
    ['POST', '/review', validReview],
    ['POST', '/order', validOrder],
    ['GET', `/order?email=${customer.email}`],
    ['GET', `/order/${unpaid._id}`],
    ['DELETE', `/order/${unpaid._id}`],
    ['GET', '/manageorder'],
    ['PUT', `/manageorder/${paid._id}`],
    ['PUT', `/manageorder/${paid._id}/tracking`, { carrier: 'ups', trackingNumber: '1Z999' }],
    ['PUT', `/user/${customer.email}`],
    ['GET', `/user/${customer.email}`],
    ['PATCH', `/user/${customer.uid}`, validProfile],
    ['GET', `/admin/${customer.email}`],
    ['GET', '/alluser'],
    ['PUT', `/user/admin/${customer.email}`],
  ];
  const badCredentials = [
    undefined,
    '',
    'Bearer',
    'Bearer ',
    'bearer x',
    `Basic ${Buffer.from('a:b').toString('base64')}`,
    'Bearer not-a-jwt',
    `Bearer ${customer.idToken}x`,
    `Bearer ${customer.idToken} ${customer.idToken}`,
    bearer(forgedToken({})),
    bearer(forgedToken({ admin: true })),
    bearer(forgedToken({ aud: 'another-project', exp: Math.floor(Date.now() / 1000) + 3600 })),
  ];
  for (const [method, path, body] of protectedRoutes) {
    for (const authorization of badCredentials) {
      requests.push({
        expected: 401,
        method,
        path,
        ...(authorization !== undefined ? { authorization } : {}),
        body,
      });
    }
  }

  // Allowed callers, but not allowed to do this.
  const ownRoutes = ['POST /review', 'POST /order'];
  for (const [method, path, body] of protectedRoutes) {
    if (!ownRoutes.includes(`${method} ${path}`)) {
      requests.push({ expected: 403, method, path, authorization: as(other), body });
    }
  }
  // A paid order is not the customer's to delete, nor an unpaid one to ship: 409.
  for (const [expected, method, path, caller] of [
    [409, 'DELETE', `/order/${paid._id}`, customer],
    [403, 'DELETE', `/order/${unpaid._id}`, admin],
    [409, 'PUT', `/manageorder/${unpaid._id}`, admin],
    [404, 'PATCH', `/order/${unpaid._id}/x`, customer],
  ] as const) {
    requests.push({ expected, method, path, authorization: as(caller) });
  }
  return requests;
}

async function send(request: BadRequest): Promise<{ status: number; body: string }> {
  const headers: Record<string, string> = { 'X-Forwarded-For': testAddress() };
  if (request.authorization !== undefined) headers.Authorization = request.authorization;
  let body: string | undefined;
  if (request.raw !== undefined) {
    body = request.raw;
    headers['Content-Type'] = request.contentType ?? 'application/json';
  } else if (request.body !== undefined) {
    body = JSON.stringify(request.body);
    headers['Content-Type'] = 'application/json';
  }
  const base = request.direct ? FUNCTION_URL : `${HOSTING_URL}/api`;
  const response = await fetch(`${base}${request.path}`, {
    method: request.method,
    headers,
    body,
  });
  return { status: response.status, body: await response.text() };
}

describe('malformed-input sweep', () => {
  it(
    'answers every bad request with the 4xx that says what is wrong and changes no data',
    { timeout: 240_000 },
    async () => {
      const requests = badRequests();
      expect(requests.length).toBeGreaterThanOrEqual(200);
      console.log(`malformed-input sweep: ${requests.length} requests`);
      const before = await snapshot();
      const failures: string[] = [];
      for (let start = 0; start < requests.length; start += 8) {
        const batch = requests.slice(start, start + 8);
        const answers = await Promise.all(batch.map(send));
        answers.forEach(({ status, body }, index) => {
          const request = batch[index]!;
          if (status !== request.expected) {
            const sent = request.raw ?? JSON.stringify(request.body) ?? '';
            failures.push(
              `${request.method} ${request.path.slice(0, 80)} [${(request.authorization ?? '').slice(0, 20)}] ${sent.slice(0, 80)} -> ${status} (expected ${request.expected}) ${body.slice(0, 120)}`,
            );
          }
        });
      }
      expect(failures).toEqual([]);
      expect(await snapshot()).toEqual(before);
    },
  );
});
