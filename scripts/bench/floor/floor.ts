/// <reference lib="dom" />
/**
 * The stack's floor (docs/performance.md, My Orders): React, Firebase Auth and Firestore alone,
 * reading the rider's orders under the rules with My Orders' query, shown as plain list items.
 */
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
} from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  getFirestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { createElement as h, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

declare const __FLOOR__: {
  projectId: string;
  authEmulator: string;
  firestore: { host: string; port: number };
  pageSize: number;
};

const app = initializeApp({ apiKey: 'demo-api-key', projectId: __FLOOR__.projectId });
const auth = initializeAuth(app, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
});
connectAuthEmulator(auth, __FLOOR__.authEmulator, { disableWarnings: true });
const firestore = getFirestore(app);
connectFirestoreEmulator(firestore, __FLOOR__.firestore.host, __FLOOR__.firestore.port);

function Orders() {
  const [orders, setOrders] = useState<DocumentData[]>();
  useEffect(
    () =>
      onAuthStateChanged(auth, (user) => {
        if (!user) return;
        const mine = query(
          collection(firestore, 'orders'),
          where('uid', '==', user.uid),
          orderBy('createdAt', 'desc'),
          limit(__FLOOR__.pageSize + 1),
        );
        onSnapshot(mine, (snapshot) => setOrders(snapshot.docs.map((doc) => doc.data())));
      }),
    [],
  );
  if (!orders) return h('p', null, 'Loading');
  return h(
    'ul',
    null,
    orders
      .slice(0, __FLOOR__.pageSize)
      .map((order, i) =>
        h(
          'li',
          { key: i },
          h('img', { src: order.img, alt: order.toolName, width: 40, height: 40 }),
          h('p', null, `${order.toolName} × ${order.orderedQuantity}: $${order.price}`),
          h('p', null, `${order.status} · ${order.address}`),
        ),
      ),
  );
}

createRoot(document.getElementById('root')!).render(h(Orders));
