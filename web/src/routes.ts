import {
  index,
  layout,
  route,
  type RouteConfig,
  type RouteConfigEntry,
} from '@react-router/dev/routes';
import {
  CRAWLER_FILES,
  rightOf,
  ROUTE_LIST,
  ROUTE_MODULES,
  type RouteEntry,
} from './config/routes';

/** The framework's route config, made from the route table (docs/architecture.md). */

type Entry = (typeof ROUTE_LIST)[number];

/** A layer around pages: Auth, Firestore, a guard or an error boundary (src/app/layers). */
const LAYERS = {
  errors: 'errors',
  dashboardErrors: 'dashboard-errors',
  auth: 'auth',
  firestore: 'firestore',
  signedIn: 'require-auth',
  signedOut: 'require-signed-out',
  right: 'require-right',
} as const;
const layer = (name: keyof typeof LAYERS, id: string, children: RouteConfigEntry[]) =>
  layout(`app/layers/${LAYERS[name]}.tsx`, { id }, children);

const moduleOf = (entry: RouteEntry) => `${ROUTE_MODULES}/${entry.module}.tsx`;

/** A table entry as a route under `parent` (its path relative to the parent's). */
function routeOf(entry: Entry, parent = ''): RouteConfigEntry {
  const options = { id: entry.name };
  const path = entry.path.slice(parent.length).replace(/^\//, '');
  const children = ROUTE_LIST.filter((child) => child.layout === entry.name);
  if (children.length === 0) {
    return path === '' && entry.path !== '*'
      ? index(moduleOf(entry), options)
      : route(path, moduleOf(entry), options);
  }
  // Children that read Firestore live wait for its layer, unless this layout already has.
  const layered = (entries: Entry[], id: string): RouteConfigEntry[] => {
    const live = entries.filter(
      (child) => child.firebase === 'firestore' && entry.firebase !== 'firestore',
    );
    const routes = entries
      .filter((child) => !live.includes(child))
      .map((child) => routeOf(child, entry.path));
    if (live.length === 0) return routes;
    const liveRoutes = live.map((child) => routeOf(child, entry.path));
    return [...routes, layer('firestore', `${entry.name}-${id}-firestore`, liveRoutes)];
  };
  const own = children.filter((child) => !child.publicFirst);
  const staff = own.filter((child) => rightOf(child));
  const guarded = [
    ...layered(
      own.filter((child) => !rightOf(child)),
      'own',
    ),
    ...(staff.length > 0 ? [layer('right', `${entry.name}-right`, layered(staff, 'staff'))] : []),
  ];
  // A publicFirst layout puts the Auth layer and guard around its other pages itself.
  const nested = [
    ...children.filter((child) => child.publicFirst).map((child) => routeOf(child, entry.path)),
    ...(entry.publicFirst
      ? [
          layer('auth', `${entry.name}-auth`, [
            layer('signedIn', `${entry.name}-signed-in`, guarded),
          ]),
        ]
      : guarded),
  ];
  return route(path, moduleOf(entry), options, [
    layer('dashboardErrors', `${entry.name}-errors`, nested),
  ]);
}

const TOP = ROUTE_LIST.filter((entry) => !entry.layout);
const where = (test: (entry: Entry) => boolean) => TOP.filter(test).map((entry) => routeOf(entry));

export default [
  layer('errors', 'errors', [
    // Pages that need no Firebase, or show their public part before it.
    ...where(
      (entry) => (entry.firebase === 'none' || entry.publicFirst === true) && entry.path !== '*',
    ),
    layer('auth', 'auth', [
      layer(
        'signedOut',
        'signed-out',
        where((entry) => entry.access === 'signedOut'),
      ),
      layer('signedIn', 'signed-in', [
        ...where(
          (entry) =>
            entry.access !== 'signedOut' && entry.firebase === 'auth' && !entry.publicFirst,
        ),
        layer(
          'firestore',
          'firestore',
          where((entry) => entry.firebase === 'firestore'),
        ),
      ]),
    ]),
    ...where((entry) => entry.path === '*'),
  ]),
  route(CRAWLER_FILES.sitemap, 'app/resources/sitemap.ts'),
  route(CRAWLER_FILES.robots, 'app/resources/robots.ts'),
] satisfies RouteConfig;
