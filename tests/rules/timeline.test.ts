/**
 * The order timeline (orders/{id}/events) and the mail queue (mail/{id}) are written by the
 * server alone: the order's customer reads its events, admins read all; nobody writes either
 * from a client, and nobody reads the mail queue.
 */
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  ACTORS,
  ADMIN,
  CUSTOMER,
  actorDb,
  allowed,
  denied,
  orderDocument,
  toolDocument,
  toolFixture,
  useRulesEnv,
  type Actor,
} from './support/rules-env';

const tool = toolFixture();
const event = {
  type: 'placed',
  at: new Date(),
  by: { uid: CUSTOMER.uid, role: 'customer' },
  details: {},
};
const mail = {
  to: CUSTOMER.email,
  message: { subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' },
  delivery: { state: 'PENDING', attempts: 0, error: null, endTime: null },
};
const rules = useRulesEnv(() => ({
  [`tools/${tool._id}`]: toolDocument(tool),
  'orders/order-1': orderDocument(tool, CUSTOMER),
  'orders/order-1/events/placed': event,
  'mail/order-1-placed': mail,
}));

const EVENTS = 'orders/order-1/events';
const readers: Actor[] = ['customer', 'admin'];

describe('an order timeline', () => {
  it.each(ACTORS)('%s reads it only when it is their order or they are an admin', async (actor) => {
    const db = actorDb(rules(), actor);
    const verdict = readers.includes(actor) ? allowed : denied;
    await verdict(getDoc(doc(db, EVENTS, 'placed')));
    await verdict(getDocs(collection(db, EVENTS)));
  });

  it.each(ACTORS)('%s can not add, change or delete an event', async (actor) => {
    const db = actorDb(rules(), actor);
    await denied(setDoc(doc(db, EVENTS, 'shipped'), { ...event, type: 'shipped' }));
    await denied(
      setDoc(doc(db, EVENTS, 'forged'), { ...event, by: { uid: ADMIN.uid, role: 'admin' } }),
    );
    await denied(updateDoc(doc(db, EVENTS, 'placed'), { type: 'paid' }));
    await denied(deleteDoc(doc(db, EVENTS, 'placed')));
  });
});

describe('the mail queue', () => {
  it.each(ACTORS)('%s can not read, queue, change or delete a mail', async (actor) => {
    const db = actorDb(rules(), actor);
    await denied(getDoc(doc(db, 'mail', 'order-1-placed')));
    await denied(getDocs(collection(db, 'mail')));
    await denied(setDoc(doc(db, 'mail', 'spam'), { ...mail, to: 'victim@example.com' }));
    await denied(updateDoc(doc(db, 'mail', 'order-1-placed'), { 'delivery.state': 'SUCCESS' }));
    await denied(deleteDoc(doc(db, 'mail', 'order-1-placed')));
  });
});
