/**
 * Newsletter: sign-ups go through the API (POST /api/newsletter, double opt-in, the same answer
 * for every address), so no client reads or writes the list: not even a valid sign-up, which
 * would tell a visitor whether an address is on it (functions/test/newsletter.test.ts covers
 * the API).
 */
import { collection, deleteDoc, doc, getDoc, getDocs, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { subscribe } from './support/app-writes';
import { ACTORS, actorDb, denied, useRulesEnv } from './support/rules-env';

const rules = useRulesEnv(() => ({
  'newsletter/listed@pedalworks.test': {
    email: 'listed@pedalworks.test',
    createdAt: new Date(),
    confirmed: true,
  },
}));

describe('the newsletter list from a client', () => {
  it.each(ACTORS)('%s can not sign up, not even with a valid address', async (actor) => {
    await denied(subscribe(actorDb(rules(), actor), 'rider@pedalworks.test'));
    await denied(subscribe(actorDb(rules(), actor), 'new@pedalworks.test', { confirmed: true }));
  });

  it.each(ACTORS)('%s can not read, confirm or remove a sign-up', async (actor) => {
    const db = actorDb(rules(), actor);
    await denied(getDoc(doc(db, 'newsletter', 'listed@pedalworks.test')));
    await denied(getDocs(collection(db, 'newsletter')));
    await denied(updateDoc(doc(db, 'newsletter', 'listed@pedalworks.test'), { confirmed: false }));
    await denied(deleteDoc(doc(db, 'newsletter', 'listed@pedalworks.test')));
  });
});
