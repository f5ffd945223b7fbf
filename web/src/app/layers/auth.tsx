import { Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { FIREBASE_CHUNK, loadChunk } from '@/app/lazy-route';
import { loadFirebase } from '@/lib/session';

/** The pages under it show once Firebase Auth has restored any session. */
export async function clientLoader() {
  await loadChunk(FIREBASE_CHUNK, loadFirebase);
  return null;
}
clientLoader.hydrate = true as const;

/** What the build renders for these pages, and the browser shows until Auth answers. */
export const HydrateFallback = PageSpinner;

export default function AuthLayer() {
  return <Outlet />;
}
