import { Outlet } from 'react-router-dom';
import { FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { firebaseApp, firestore } from '@/lib/firebase';

/**
 * The pages that use Firebase (sign-in, sign-up, tool, review, dashboard) sit under this
 * layout; the router shows them once Firebase Auth has restored the session.
 */
export function Component() {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <FirestoreProvider sdk={firestore}>
        <Outlet />
      </FirestoreProvider>
    </FirebaseAppProvider>
  );
}
