/**
 * Saved tools, tried as an attacker would: users/{uid}/saved/{toolId} is its owner's alone
 * (read and write; admins neither), exactly { toolId, savedAt } of an existing tool, and
 * counted in savedCounts/{uid} in the same batch, so no customer holds more than
 * SAVED_TOOLS_MAX. Every refusal leaves the list and its counter as they were.
 */
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  query,
  serverTimestamp,
  setDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { SAVED_TOOLS_MAX, savedCountPath, savedToolPath } from '@pedalworks/domain/saved';
import { savedToolWrites } from '../../web/src/features/tools/api/saved-writes';
import { commitWrites, type Write } from '../../web/src/lib/writes';
import {
  CUSTOMER,
  OTHER_CUSTOMER,
  adminDb,
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
const other = toolFixture({ _id: 'chain-whip', name: 'Chain Whip' });
const uid = CUSTOMER.uid;
const rules = useRulesEnv(() => ({
  [`tools/${tool._id}`]: toolDocument(tool),
  [`tools/${other._id}`]: toolDocument(other),
  [savedToolPath(uid, other._id)]: { toolId: other._id, savedAt: new Date() },
  [savedCountPath(uid)]: { count: 1, toolId: other._id },
}));

const rita = () => customerDb(rules(), CUSTOMER);

/** The app's batch, with the saved document's and the counter's data replaced if asked. */
function commit(
  db: Firestore,
  toolId: string,
  save: boolean,
  tamper: { saved?: DocumentData; counter?: DocumentData | null; owner?: string } = {},
) {
  const writes = savedToolWrites(db, tamper.owner ?? uid, toolId, save).flatMap(
    (write): Write[] => {
      if (write.kind === 'delete') return [write];
      if (write.ref.parent.id === 'savedCounts') {
        if (tamper.counter === null) return [];
        return [tamper.counter ? { ...write, data: tamper.counter } : write];
      }
      return [tamper.saved ? { ...write, data: tamper.saved } : write];
    },
  );
  return commitWrites(db, writes);
}

async function state() {
  return {
    saved: await peek(rules(), savedToolPath(uid, tool._id)),
    other: await peek(rules(), savedToolPath(uid, other._id)),
    counter: await peek(rules(), savedCountPath(uid)),
  };
}

async function deniedAndUnchanged(write: () => Promise<unknown>) {
  const before = await state();
  await denied(write());
  expect(await state()).toEqual(before);
}

describe('saving a tool', () => {
  it('the owner saves and removes a tool, the counter following', async () => {
    await allowed(commit(rita(), tool._id, true));
    expect((await state()).saved?.toolId).toBe(tool._id);
    expect((await state()).counter).toEqual({ count: 2, toolId: tool._id });
    await allowed(commit(rita(), tool._id, false));
    expect((await state()).saved).toBeUndefined();
    expect((await state()).counter).toEqual({ count: 1, toolId: tool._id });
  });

  it('the first save creates the counter', async () => {
    const otto = customerDb(rules(), OTHER_CUSTOMER);
    await allowed(commit(otto, tool._id, true, { owner: OTHER_CUSTOMER.uid }));
    expect(await peek(rules(), savedCountPath(OTHER_CUSTOMER.uid))).toEqual({
      count: 1,
      toolId: tool._id,
    });
  });

  it.each([
    ['another customer', () => customerDb(rules(), OTHER_CUSTOMER)],
    ['an admin', () => adminDb(rules())],
    ['a visitor', () => visitorDb(rules())],
  ])('%s can not save into, remove from or read the list', async (_, db) => {
    await deniedAndUnchanged(() => commit(db(), tool._id, true));
    await deniedAndUnchanged(() => commit(db(), other._id, false));
    await denied(getDoc(doc(db(), savedToolPath(uid, other._id))));
    await denied(getDocs(query(collection(db(), 'users', uid, 'saved'), limit(10))));
    await denied(getDoc(doc(db(), savedCountPath(uid))));
  });

  it('the owner reads the list, only with a bounded query', async () => {
    await allowed(getDoc(doc(rita(), savedToolPath(uid, other._id))));
    await allowed(getDocs(query(collection(rita(), 'users', uid, 'saved'), limit(100))));
    await denied(getDocs(collection(rita(), 'users', uid, 'saved')));
    await allowed(getDoc(doc(rita(), savedCountPath(uid))));
  });

  it.each([
    ['an extra field', { saved: { toolId: tool._id, savedAt: serverTimestamp(), note: 'x' } }],
    ['another tool id', { saved: { toolId: other._id, savedAt: serverTimestamp() } }],
    ['a made-up time', { saved: { toolId: tool._id, savedAt: new Date('2020-01-01') } }],
    ['no time', { saved: { toolId: tool._id } }],
    ['no counter', { counter: null }],
    ['a counter up by two', { counter: { count: increment(2), toolId: tool._id } }],
    ['a counter naming another tool', { counter: { count: increment(1), toolId: other._id } }],
    ['a counter with more fields', { counter: { count: increment(1), toolId: tool._id, x: 1 } }],
  ])('a save with %s is refused', async (_, tamper) => {
    await deniedAndUnchanged(() => commit(rita(), tool._id, true, tamper));
  });

  it('a tool that does not exist can not be saved', async () => {
    await deniedAndUnchanged(() => commit(rita(), 'no-such-tool', true));
  });

  it('a saved tool can not be saved again, nor edited', async () => {
    await deniedAndUnchanged(() => commit(rita(), other._id, true));
    await denied(
      setDoc(doc(rita(), savedToolPath(uid, other._id)), {
        toolId: other._id,
        savedAt: serverTimestamp(),
      }),
    );
  });

  it('a removal must lower the counter by one; the counter never moves alone', async () => {
    await deniedAndUnchanged(() => deleteDoc(doc(rita(), savedToolPath(uid, other._id))));
    await deniedAndUnchanged(() =>
      commit(rita(), other._id, false, { counter: { count: increment(-2), toolId: other._id } }),
    );
    await deniedAndUnchanged(() =>
      setDoc(doc(rita(), savedCountPath(uid)), { count: 0, toolId: other._id }),
    );
    await deniedAndUnchanged(() =>
      setDoc(doc(rita(), savedCountPath(uid)), { count: 2, toolId: tool._id }),
    );
  });

  it(`at most SAVED_TOOLS_MAX (${SAVED_TOOLS_MAX}) saved tools`, async () => {
    await seed(rules(), {
      [savedCountPath(uid)]: { count: SAVED_TOOLS_MAX - 1, toolId: other._id },
    });
    await allowed(commit(rita(), tool._id, true));
    expect((await state()).counter?.count).toBe(SAVED_TOOLS_MAX);
    const third = toolFixture({ _id: 'tyre-levers', name: 'Tyre Levers' });
    await seed(rules(), { [`tools/${third._id}`]: toolDocument(third) });
    await deniedAndUnchanged(() => commit(rita(), third._id, true));
    await allowed(commit(rita(), tool._id, false));
    await allowed(commit(rita(), third._id, true));
  });
});
