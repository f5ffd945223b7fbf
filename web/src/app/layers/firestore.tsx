import { Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { FIRESTORE_CHUNK, loadChunk } from '@/app/lazy-route';

/** The pages that read Firestore live (review, most of the dashboard) wait for it here. */
export async function clientLoader() {
  await loadChunk(FIRESTORE_CHUNK, () => import('@/lib/firestore'));
  return null;
}
clientLoader.hydrate = true as const;

export const HydrateFallback = PageSpinner;

export default function FirestoreLayer() {
  return <Outlet />;
}
