import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-pedalworks-rules',
    firestore: { rules: readFileSync('firestore.rules', 'utf8') },
  });
});
afterAll(() => env.cleanup());

describe('tools', () => {
  it('anyone reads a tool; a visitor may not write one', async () => {
    const visitor = env.unauthenticatedContext().firestore();
    await assertSucceeds(getDoc(doc(visitor, 'tools/any')));
    await assertFails(setDoc(doc(visitor, 'tools/any'), { name: 'Free wrench' }));
  });
});
