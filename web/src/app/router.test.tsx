import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTE_LIST, type RouteEntry } from '@/config/routes';
import { RequireAuth, RequireRight, RequireSignedOut } from './guards';
import { firestoreLayer, routes, withFirebaseAuth } from './router';

/** What stands between the root and a page: the guards and Firebase layers, outermost first. */
type Layer = 'auth' | 'firestore' | 'requireAuth' | 'requireRight' | 'requireSignedOut';

const GUARDS = new Map<unknown, Layer>([
  [RequireAuth, 'requireAuth'],
  [RequireRight, 'requireRight'],
  [RequireSignedOut, 'requireSignedOut'],
]);

function layerOf(route: RouteObject): Layer | undefined {
  if (route.lazy === withFirebaseAuth) return 'auth';
  if (route.lazy === firestoreLayer) return 'firestore';
  return GUARDS.get((route.element as ReactElement | undefined)?.type);
}

interface Leaf {
  path: string;
  layers: Layer[];
  /** The full paths of the routes with a path above it (its layouts). */
  layouts: string[];
}

/** A full path as the table writes it ('/' for the root's index, '*' for the catch-all). */
const tablePath = (path: string) => (path === '' ? '/' : path === '/*' ? '*' : path);

/** Every page of the tree by its full path, with what stands above it. */
function leaves(
  list: RouteObject[],
  parent = '',
  above: Omit<Leaf, 'path'> = { layers: [], layouts: [] },
) {
  const found: Leaf[] = [];
  for (const route of list) {
    const path =
      route.path === undefined
        ? parent
        : `${parent.replace(/\/$/, '')}/${route.path}`.replace(/^\/\//, '/');
    const layer = layerOf(route);
    const here = {
      layers: layer ? [...above.layers, layer] : above.layers,
      layouts:
        route.path !== undefined && route.children ? [...above.layouts, path] : above.layouts,
    };
    if (route.children) found.push(...leaves(route.children, path, here));
    else found.push({ path: tablePath(route.index ? parent : path), ...here });
  }
  return found;
}

const pages = leaves(routes);
const PAGES = ROUTE_LIST.filter(
  (entry) => !ROUTE_LIST.some((child) => child.layout === entry.name),
);

/** The one page of the tree at an entry's path. */
function pageOf(entry: RouteEntry): Leaf {
  const matching = pages.filter((page) => page.path === entry.path);
  expect(matching, entry.path).toHaveLength(1);
  return matching[0]!;
}

describe('the routes built from the route table', () => {
  it('have one page per entry of the table, and no other', () => {
    expect(pages.map((page) => page.path).sort()).toEqual(PAGES.map((entry) => entry.path).sort());
  });

  it.each(PAGES.map((entry) => [entry.path, entry] as const))(
    '%s waits for what it needs',
    (_, entry) => {
      const { layers } = pageOf(entry);
      const auth = layers.includes('auth');
      // A page that shows first loads Auth itself (SignedIn), so no layer holds it back.
      expect(auth, 'under the Auth layer').toBe(entry.firebase !== 'none' && !entry.publicFirst);
      expect(
        layers.filter((layer) => layer === 'firestore'),
        'Firestore layers',
      ).toHaveLength(entry.firebase === 'firestore' ? 1 : 0);
      if (auth) expect(layers.indexOf('auth')).toBe(0);
      if (entry.firebase === 'firestore') expect(layers.indexOf('firestore')).toBeGreaterThan(0);
    },
  );

  it.each(PAGES.map((entry) => [entry.path, entry] as const))(
    '%s is guarded for its audience',
    (_, entry) => {
      const { layers } = pageOf(entry);
      const guards = layers.filter((layer) => layer.startsWith('require'));
      const expected: Record<Exclude<RouteEntry['access'], object>, Layer[]> = {
        anyone: [],
        signedOut: ['requireSignedOut'],
        signedIn: entry.publicFirst ? [] : ['requireAuth'],
      };
      expect(guards).toEqual(
        typeof entry.access === 'object' ? ['requireAuth', 'requireRight'] : expected[entry.access],
      );
    },
  );

  it('puts the pages of a layout inside it', () => {
    for (const entry of PAGES.filter((page) => page.layout)) {
      const layout = ROUTE_LIST.find((other) => other.name === entry.layout)!;
      expect(pageOf(entry).layouts, entry.path).toContain(layout.path);
    }
  });
});
