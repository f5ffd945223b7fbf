/**
 * Sizes and fits (variants.ts), tried as an attacker would: a tool's option (its values, their
 * stock and prices) is the API's alone, so nobody writes it from a client, customers least of
 * all, and no admin writes the stock of a tool that has one; a customer's wait and a saved tool
 * may name the variant chosen.
 */
import {
  doc,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { savedCountPath, savedToolPath } from '@pedalworks/domain/saved';
import { stockWaiterPath } from '@pedalworks/domain/stock-waits';
import type { ToolOption } from '@pedalworks/domain/types';
import { addTool, editTool, updateTool } from './support/app-writes';
import {
  CUSTOMER,
  adminDb,
  allowed,
  customerDb,
  denied,
  peek,
  toolDocument,
  toolFixture,
  useRulesEnv,
} from './support/rules-env';

const option: ToolOption = {
  name: 'Size',
  variants: [
    { id: 'small', value: '13 mm', stock: 0 },
    { id: 'large', value: '17 mm', stock: 6, price: 25 },
  ],
};
const sized = toolFixture({ _id: 'cone-wrench', availableQuantity: 6, minimumOrder: 1 });
const plain = toolFixture({ _id: 'plain', minimumOrder: 2, availableQuantity: 8 });
const SIZED = `tools/${sized._id}`;
const rules = useRulesEnv(() => ({
  [SIZED]: { ...toolDocument(sized), option },
  [`tools/${plain._id}`]: toolDocument(plain),
}));

const rita = () => customerDb(rules(), CUSTOMER);
const withVariant = (index: number, fields: DocumentData): ToolOption => ({
  ...option,
  variants: option.variants.map((variant, at) =>
    at === index ? { ...variant, ...fields } : variant,
  ),
});

async function deniedAndUnchanged(write: () => Promise<unknown>) {
  const before = await peek(rules(), SIZED);
  await denied(write());
  expect(await peek(rules(), SIZED)).toEqual(before);
}

describe("a tool's option", () => {
  it.each([
    ["a variant's stock", { option: withVariant(0, { stock: 50 }) }],
    ["a variant's price", { option: withVariant(1, { price: 0.01 }) }],
    ['the whole option', { option: null }],
    ["the tool's stock", { availableQuantity: 50 }],
  ])('a customer can not write %s', async (_, fields) => {
    await deniedAndUnchanged(() => updateDoc(doc(rita(), SIZED), fields));
    await deniedAndUnchanged(() =>
      setDoc(doc(rita(), SIZED), { ...toolDocument(sized), ...fields }),
    );
  });

  it.each([
    ["a variant's stock", { option: withVariant(0, { stock: 50 }) }],
    ["a variant's price", { option: withVariant(1, { price: 0.01 }) }],
    [
      'a new value',
      {
        option: {
          ...option,
          variants: [...option.variants, { id: 'x', value: '18 mm', stock: 9 }],
        },
      },
    ],
    ['no option', { option: null }],
    ['the stock of a tool with an option', { availableQuantity: 7 }],
  ])('an admin can not write %s from the client (the API does)', async (_, fields) => {
    await deniedAndUnchanged(() => editTool(adminDb(rules()), sized._id, fields));
  });

  it('an admin can not add a tool with an option from the client', async () => {
    await denied(addTool(adminDb(rules()), { ...toolDocument(plain), option }));
  });

  it("an admin's edit of a tool with an option keeps it, and its stock", async () => {
    await allowed(editTool(adminDb(rules()), sized._id, { price: 12, name: 'Cone wrench' }));
    await allowed(updateTool(adminDb(rules()), sized._id, { ...sized, price: 14 }));
    expect(await peek(rules(), SIZED)).toMatchObject({ price: 14, availableQuantity: 6, option });
  });
});

describe('a wait or a saved tool naming a variant', () => {
  const wait = (toolId: string, fields: DocumentData = {}) =>
    setDoc(doc(rita(), stockWaiterPath(toolId, CUSTOMER.uid)), {
      toolId,
      email: CUSTOMER.email,
      confirmed: true,
      uid: CUSTOMER.uid,
      createdAt: serverTimestamp(),
      ...fields,
    });

  it('a customer waits for a variant of a tool with an option', async () => {
    await allowed(wait(sized._id, { variantId: 'small' }));
  });

  it.each([
    ['an empty variant', sized._id, { variantId: '' }],
    ['a variant as a number', sized._id, { variantId: 7 }],
    ['a variant of 201 characters', sized._id, { variantId: 'v'.repeat(201) }],
    ['a variant of a tool without an option', plain._id, { variantId: 'small' }],
  ])('refuses a wait with %s', async (_, toolId, fields) => {
    await denied(wait(toolId, fields));
  });

  const save = (fields: DocumentData) => {
    const db = rita();
    const batch = writeBatch(db);
    batch.set(doc(db, savedToolPath(CUSTOMER.uid, sized._id)), {
      toolId: sized._id,
      savedAt: serverTimestamp(),
      ...fields,
    });
    batch.set(doc(db, savedCountPath(CUSTOMER.uid)), { count: 1, toolId: sized._id });
    return batch.commit();
  };

  it('a customer saves a tool with the variant chosen, not with a made-up field', async () => {
    await denied(save({ variantId: 7 }));
    await denied(save({ size: 'small' }));
    await allowed(save({ variantId: 'large' }));
  });
});
