/**
 * Tools: only admins (custom claim admin: true) write them, and every field is typed and in
 * range, tested at and just past each bound.
 */
import {
  addDoc,
  collection,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  query,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { TOOL_CATEGORY_SLUGS } from '@pedalworks/domain/catalogue';
import {
  DESCRIPTION_MAX_LENGTH,
  LOW_STOCK_THRESHOLD_MAX,
  ORDER_TOTAL_MAX,
  STOCK_LOG_SUBCOLLECTION,
  TEXT_FIELD_MAX_LENGTH,
} from '@pedalworks/domain/constants';
import { toolEdit } from '../../web/src/features/admin/api/tool-writes';
import { commitWrites } from '../../web/src/lib/writes';
import { addTool, editTool } from './support/app-writes';
import {
  CUSTOMER,
  adminDb,
  staffOf,
  allowed,
  customerDb,
  denied,
  peek,
  seed,
  toolDocument,
  toolFixture,
  useRulesEnv,
  visitorDb,
} from './support/rules-env';

const tool = toolFixture();
const input = toolDocument(tool);
const rules = useRulesEnv(() => ({ [`tools/${tool._id}`]: input }));

const cases: [string, Record<string, unknown>, boolean][] = [
  ['an empty name', { name: '' }, false],
  ['a blank name', { name: '   ' }, false],
  [
    `a name of ${TEXT_FIELD_MAX_LENGTH} characters`,
    { name: 'n'.repeat(TEXT_FIELD_MAX_LENGTH) },
    true,
  ],
  [
    `a name of ${TEXT_FIELD_MAX_LENGTH + 1} characters`,
    { name: 'n'.repeat(TEXT_FIELD_MAX_LENGTH + 1) },
    false,
  ],
  ['a name as a number', { name: 42 }, false],
  ['an https image URL', { img: 'https://i.ibb.co/abc/wrench.png' }, true],
  ['a site-relative image path', { img: '/tools/wrench.svg' }, true],
  ['an image that is not a URL', { img: 'wrench.png' }, false],
  ['a javascript: image URL', { img: 'javascript:alert(1)' }, false],
  ['a protocol-relative image URL', { img: '//evil.example/x.png' }, false],
  ['a backslash-relative image URL', { img: '/\\evil.example/x.png' }, false],
  ['a data: image URL', { img: 'data:image/png;base64,iVBORw0KGgo=' }, false],
  ['an http: image URL', { img: 'http://i.ibb.co/abc/wrench.png' }, false],
  ['an https URL without a host', { img: 'https:///x.png' }, false],
  ['an https URL with credentials', { img: 'https://shop.test@evil.example/x.png' }, false],
  ['an image URL with a space', { img: '/tools/a b.png' }, false],
  ['an empty image', { img: '' }, false],
  ['an image URL of 2048 characters', { img: `https://x.test/${'a'.repeat(2033)}` }, true],
  ['an image URL of 2049 characters', { img: `https://x.test/${'a'.repeat(2034)}` }, false],
  ['a price of 0', { price: 0 }, false],
  ['a negative price', { price: -1 }, false],
  ['a price of one cent', { price: 0.01 }, true],
  [`a price of ${ORDER_TOTAL_MAX}`, { price: ORDER_TOTAL_MAX }, true],
  [`a price of ${ORDER_TOTAL_MAX + 0.01}`, { price: ORDER_TOTAL_MAX + 0.01 }, false],
  ['a price as a string', { price: '10' }, false],
  ['an empty description', { description: '' }, false],
  [
    `a description of ${DESCRIPTION_MAX_LENGTH} characters`,
    { description: 'd'.repeat(DESCRIPTION_MAX_LENGTH) },
    true,
  ],
  [
    `a description of ${DESCRIPTION_MAX_LENGTH + 1} characters`,
    { description: 'd'.repeat(DESCRIPTION_MAX_LENGTH + 1) },
    false,
  ],
  ['minimumOrder 0', { minimumOrder: 0 }, false],
  ['minimumOrder 1', { minimumOrder: 1 }, true],
  ['minimumOrder 1.5', { minimumOrder: 1.5 }, false],
  ['minimumOrder as a string', { minimumOrder: '2' }, false],
  ['availableQuantity -1', { availableQuantity: -1 }, false],
  // The fixture's minimum order is 2: a stock below it could never be bought; 0 is sold out.
  ['availableQuantity 0 (sold out, as a tool whose sizes follow)', { availableQuantity: 0 }, true],
  ['availableQuantity at the minimum order', { availableQuantity: 2 }, true],
  ['availableQuantity below the minimum order', { availableQuantity: 1 }, false],
  ['minimumOrder equal to the stock', { minimumOrder: 10, availableQuantity: 10 }, true],
  ['minimumOrder above the stock', { minimumOrder: 11, availableQuantity: 10 }, false],
  ['availableQuantity 2.5', { availableQuantity: 2.5 }, false],
  ['availableQuantity null', { availableQuantity: null }, false],
  // Every category of the domain's list, and nothing else.
  ...TOOL_CATEGORY_SLUGS.map((category): [string, Record<string, unknown>, boolean] => [
    `the category ${category}`,
    { category },
    true,
  ]),
  ['an unknown category', { category: 'hammers' }, false],
  ['a category label instead of its slug', { category: 'Wheels and tyres' }, false],
  ['an empty category', { category: '' }, false],
  ['a category as a number', { category: 1 }, false],
  ['a null category', { category: null }, false],
  // The low-stock threshold: optional, a whole number from 0 to LOW_STOCK_THRESHOLD_MAX.
  ['a low-stock threshold of 0', { lowStockThreshold: 0 }, true],
  [
    `a low-stock threshold of ${LOW_STOCK_THRESHOLD_MAX}`,
    { lowStockThreshold: LOW_STOCK_THRESHOLD_MAX },
    true,
  ],
  [
    `a low-stock threshold of ${LOW_STOCK_THRESHOLD_MAX + 1}`,
    { lowStockThreshold: LOW_STOCK_THRESHOLD_MAX + 1 },
    false,
  ],
  ['a low-stock threshold of -1', { lowStockThreshold: -1 }, false],
  ['a low-stock threshold of 2.5', { lowStockThreshold: 2.5 }, false],
  ['a low-stock threshold as a string', { lowStockThreshold: '5' }, false],
  ['a null low-stock threshold', { lowStockThreshold: null }, false],
];

describe('an admin adding a tool', () => {
  it.each(cases)('with %s is allowed: %s', async (_case, fields, ok) => {
    await (ok ? allowed : denied)(addTool(adminDb(rules()), { ...input, ...fields }));
  });

  it.each([
    ['a missing field', { ...input, description: undefined }],
    ['no category', { ...input, category: undefined }],
    ['search tokens (the server computes them)', { ...input, searchTokens: ['forged'] }],
    ['a sort name', { ...input, sortName: 'aaa' }],
    ['a sort price', { ...input, sortPrice: 0 }],
    ['a creation time (the server sets it)', { ...input, createdAt: new Date() }],
    ['a stock order id', { ...input, stockOrderId: 'forged' }],
    ['an extra field', { ...input, featured: true }],
    ['the low-stock flag (the server keeps it)', { ...input, lowStock: true }],
    ['the low-stock mail day', { ...input, lowStockMailedOn: '2026-01-01' }],
  ])('with %s is denied', async (_case, fields) => {
    const data = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    await denied(addTool(adminDb(rules()), data));
  });
});

/**
 * What an edit may do of the same cases: never change the stock (it moves by deltas alone), and
 * the minimum order is not held to the stock, which orders take below it anyway.
 */
const editCases = cases.map(([name, fields, ok]): [string, Record<string, unknown>, boolean] => {
  const stock = fields.availableQuantity ?? tool.availableQuantity;
  if (stock !== tool.availableQuantity) return [name, fields, false];
  const minimum = fields.minimumOrder;
  const onlyAboveStock = Number.isInteger(minimum) && (minimum as number) > stock;
  return [name, fields, ok || onlyAboveStock];
});

describe('an admin editing a tool', () => {
  it.each(editCases)('to %s is allowed: %s', async (_case, fields, ok) => {
    await (ok ? allowed : denied)(editTool(adminDb(rules()), tool._id, fields));
  });

  it('may edit a sold-out tool (stock below its minimum order), never its stock', async () => {
    await seed(rules(), { [`tools/${tool._id}`]: { ...input, availableQuantity: 0 } });
    await allowed(editTool(adminDb(rules()), tool._id, { price: 25 }));
    await denied(editTool(adminDb(rules()), tool._id, { availableQuantity: 5 }));
  });

  it('cannot set the stock order id, the server-owned fields or an extra field', async () => {
    await denied(editTool(adminDb(rules()), tool._id, { stockOrderId: 'forged' }));
    await denied(editTool(adminDb(rules()), tool._id, { searchTokens: ['forged'] }));
    await denied(editTool(adminDb(rules()), tool._id, { sortName: 'aaa', sortPrice: 0 }));
    await denied(editTool(adminDb(rules()), tool._id, { createdAt: new Date() }));
    await denied(editTool(adminDb(rules()), tool._id, { featured: true }));
    await denied(editTool(adminDb(rules()), tool._id, { lowStock: false }));
    await denied(editTool(adminDb(rules()), tool._id, { lowStockMailedOn: '2026-01-01' }));
  });

  it('a customer cannot change the low-stock threshold', async () => {
    await denied(editTool(customerDb(rules(), CUSTOMER), tool._id, { lowStockThreshold: 50 }));
  });
});

describe('who is staff', () => {
  it('only a staff role claim (or admin: true) counts, not an unknown role or a look-alike claim', async () => {
    const rolePlayer = customerDb(rules(), CUSTOMER, { role: 'owner' });
    const stringClaim = customerDb(rules(), CUSTOMER, { admin: 'true' });
    await denied(addTool(rolePlayer, input));
    await denied(addTool(stringClaim, input));
    await denied(editTool(stringClaim, tool._id, { price: 0.01 }));
  });
});

/** The server's stock moves, as the order engine and restocks make them (rules off). */
async function serverStockMove(delta: number): Promise<void> {
  await rules().withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await updateDoc(doc(db, 'tools', tool._id), { availableQuantity: increment(delta) });
  });
}

describe('a stale edit form (issue 32)', () => {
  it('never writes its stock back: an order holds 3 of 10, a price fix keeps 7, the hold ends at 10', async () => {
    // The admin opens the form on a stock of 10; a customer's order then holds 3.
    const opened = { ...input, availableQuantity: 10 };
    await serverStockMove(-3);
    // The app's own edit of the form as it was opened, with a price fix.
    const db = adminDb(rules());
    const edit = toolEdit(db, staffOf(db)!, tool._id, opened, { ...opened, price: 21.5 });
    await allowed(commitWrites(db, edit));
    expect(await peek(rules(), `tools/${tool._id}`)).toMatchObject({
      price: 21.5,
      availableQuantity: 7,
    });
    // The hold ends: its 3 come back, to the 10 there really are.
    await serverStockMove(3);
    expect((await peek(rules(), `tools/${tool._id}`))?.availableQuantity).toBe(10);
  });

  it('a client write of the stock itself is refused, even by an admin', async () => {
    await serverStockMove(-3);
    await denied(editTool(adminDb(rules()), tool._id, { price: 21.5, availableQuantity: 10 }));
    await denied(
      setDoc(doc(adminDb(rules()), 'tools', tool._id), { ...input, availableQuantity: 10 }),
    );
    expect((await peek(rules(), `tools/${tool._id}`))?.availableQuantity).toBe(7);
  });
});

describe('the stock log', () => {
  const entry = { delta: 5, reason: 'Delivery', by: 'admin-uid', at: new Date(), after: 15 };
  const log = (db: Firestore) => collection(db, 'tools', tool._id, STOCK_LOG_SUBCOLLECTION);

  it('admins read it, a page at a time; nobody else does', async () => {
    await seed(rules(), { [`tools/${tool._id}/${STOCK_LOG_SUBCOLLECTION}/e1`]: entry });
    await allowed(getDoc(doc(log(adminDb(rules())), 'e1')));
    await allowed(getDocs(query(log(adminDb(rules())), limit(20))));
    await denied(getDocs(log(adminDb(rules()))));
    await denied(getDoc(doc(log(customerDb(rules(), CUSTOMER)), 'e1')));
    await denied(getDocs(query(log(visitorDb(rules())), limit(20))));
  });

  it('only the server writes it, in the restock: not even an admin', async () => {
    await seed(rules(), { [`tools/${tool._id}/${STOCK_LOG_SUBCOLLECTION}/e1`]: entry });
    await denied(addDoc(log(adminDb(rules())), entry));
    await denied(updateDoc(doc(log(adminDb(rules())), 'e1'), { delta: 500 }));
    await denied(addDoc(log(customerDb(rules(), CUSTOMER)), entry));
  });
});
