import { createBrowserRouter, type LazyRouteFunction, type RouteObject } from 'react-router';
import { RootLayout } from '@/components/layouts/root-layout';
import {
  FIREBASE_LAYERS,
  rightOf,
  ROUTE_LIST,
  type RouteEntry,
  type RouteName,
} from '@/config/routes';
import { loadFirebase } from '@/lib/session';
import { DashboardRouteError, RouteError } from './route-error';
import { RequireAuth, RequireRight, RequireSignedOut } from './guards';
import { lazyRoute, loadChunk } from './lazy-route';

type RouteModule = Awaited<ReturnType<LazyRouteFunction<RouteObject>>>;
const MODULES = import.meta.glob<RouteModule>(['./routes/**/*.tsx', '!./routes/**/*.test.tsx']);

type Entry = RouteEntry & { name: RouteName };

function lazyModule(module: string, chunk: string) {
  const load = MODULES[`./routes/${module}.tsx`];
  if (!load) throw new Error(`src/app/routes/${module}.tsx is in the route table but missing`);
  return lazyRoute(chunk, load);
}

/** The layout route that starts Firestore (and waits for it) before the pages under it. */
export const firestoreLayer = lazyModule(
  FIREBASE_LAYERS.firestore.module,
  FIREBASE_LAYERS.firestore.chunk,
);

/** A table entry as a route under `parent` (its path relative to the parent's). */
function routeOf(entry: Entry, parent = ''): RouteObject {
  const lazy = lazyModule(entry.module, entry.chunk);
  if (entry.path === '*') return { path: '*', lazy };
  const path = entry.path.slice(parent.length).replace(/^\//, '');
  const children = ROUTE_LIST.filter((child) => child.layout === entry.name);
  if (children.length > 0) {
    // Children that read Firestore live wait for its layer, unless this layout already has.
    const layered = (entries: Entry[]): RouteObject[] => {
      const live = entries.filter(
        (child) => child.firebase === 'firestore' && entry.firebase !== 'firestore',
      );
      const routes = entries
        .filter((child) => !live.includes(child))
        .map((child) => routeOf(child, entry.path));
      if (live.length === 0) return routes;
      const layer = { lazy: firestoreLayer, children: live.map((c) => routeOf(c, entry.path)) };
      return [...routes, layer];
    };
    const own = children.filter((child) => !child.publicFirst);
    const staff = own.filter((child) => rightOf(child));
    const guarded = [
      ...layered(own.filter((child) => !rightOf(child))),
      ...(staff.length > 0 ? [{ element: <RequireRight />, children: layered(staff) }] : []),
    ];
    // A publicFirst layout puts the Auth layer and guard around its other pages itself.
    const nested = [
      ...children.filter((child) => child.publicFirst).map((child) => routeOf(child, entry.path)),
      ...(entry.publicFirst
        ? [{ lazy: withFirebaseAuth, children: [{ element: <RequireAuth />, children: guarded }] }]
        : guarded),
    ];
    return { path, lazy, children: [{ ErrorBoundary: DashboardRouteError, children: nested }] };
  }
  return path === '' ? { index: true, lazy } : { path, lazy };
}

/** The pages under it show once Firebase Auth has restored any session. */
export async function withFirebaseAuth() {
  await loadChunk(FIREBASE_LAYERS.auth.chunk, loadFirebase);
  return {};
}

const TOP = ROUTE_LIST.filter((entry) => !entry.layout);
const where = (test: (entry: Entry) => boolean) => TOP.filter(test).map((entry) => routeOf(entry));

/** Each route under the Firebase layers it needs (docs/architecture.md#the-web-app). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // The start script loads the first page's modules with the entry: nothing shows till then.
    HydrateFallback: () => null,
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          // Pages that need no Firebase, or show their public part before it.
          ...where(
            (entry) =>
              (entry.firebase === 'none' || entry.publicFirst === true) && entry.path !== '*',
          ),
          {
            lazy: withFirebaseAuth,
            children: [
              {
                element: <RequireSignedOut />,
                children: where((entry) => entry.access === 'signedOut'),
              },
              {
                element: <RequireAuth />,
                children: [
                  ...where(
                    (entry) =>
                      entry.access !== 'signedOut' &&
                      entry.firebase === 'auth' &&
                      !entry.publicFirst,
                  ),
                  {
                    lazy: firestoreLayer,
                    children: where((entry) => entry.firebase === 'firestore'),
                  },
                ],
              },
            ],
          },
          ...where((entry) => entry.path === '*'),
        ],
      },
    ],
  },
];

/** Ready once the page's lazy modules have loaded, so that it renders what was prerendered. */
export async function createAppRouter() {
  const router = createBrowserRouter(routes);
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve();
      });
    });
  }
  return router;
}
