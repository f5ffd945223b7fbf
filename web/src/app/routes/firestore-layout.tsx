import { Outlet } from 'react-router';
// Starts Firestore while the pages' own modules load; they reach it through lib/firestore.ts too.
import '@/lib/firestore';

/** The pages that read Firestore live (review, most of the dashboard) sit under this layout. */
export function Component() {
  return <Outlet />;
}
