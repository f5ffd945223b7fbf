import { Outlet } from 'react-router-dom';
import { FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { firebaseApp } from '@/lib/firebase';
import { firestore } from '@/lib/firestore';

/** The pages that read Firestore through reactfire (review, dashboard) sit under this layout. */
export function Component() {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <FirestoreProvider sdk={firestore}>
        <Outlet />
      </FirestoreProvider>
    </FirebaseAppProvider>
  );
}
