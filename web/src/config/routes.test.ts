import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  LANDING_ROUTES,
  pathnamePattern,
  pathOf,
  ROUTE_LIST,
  ROUTE_MODULES,
  sourcesOf,
} from './routes';

const src = path.join(import.meta.dirname, '..');
const firebase = JSON.parse(readFileSync(path.join(src, '..', '..', 'firebase.json'), 'utf8')) as {
  hosting: {
    cleanUrls: boolean;
    rewrites: { source: string; destination?: string; function?: unknown }[];
  };
};

/** Hosting's glob of a rewrite source as a regular expression (`*` one segment, `**` any). */
const globPattern = (glob: string) =>
  new RegExp(
    `^${glob
      .split(/(\*\*|\*)/)
      .map((part) =>
        part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('')}$`,
  );

/** What Hosting answers for a path: the first rewrite that matches it, else a file. */
const rewriteOf = (pathname: string) =>
  firebase.hosting.rewrites.find((rewrite) => globPattern(rewrite.source).test(pathname));

/** The file Hosting serves for a path with cleanUrls (/blog -> blog.html). */
const cleanUrlFile = (pathname: string) =>
  pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`;

/** A path of the pattern with each parameter filled in. */
const sample = (pattern: string) => pattern.replace(/:(\w+)/g, 'some-$1');

describe('the route table', () => {
  it('names modules that exist', () => {
    for (const route of ROUTE_LIST) {
      for (const source of sourcesOf(route)) {
        const found = ['.ts', '.tsx'].some((ext) => existsSync(path.join(src, source + ext)));
        expect(found, `${route.name}: src/${source}`).toBe(true);
      }
    }
    const sources = (name: string) => sourcesOf(ROUTE_LIST.find((route) => route.name === name)!);
    expect(sources('orders')).toEqual([
      'lib/firebase',
      `${ROUTE_MODULES}/dashboard/layout`,
      `${ROUTE_MODULES}/dashboard/orders`,
    ]);
    expect(sources('manageOrders')).toEqual([
      'lib/firebase',
      `${ROUTE_MODULES}/firestore-layout`,
      `${ROUTE_MODULES}/dashboard/layout`,
      `${ROUTE_MODULES}/dashboard/manage-orders`,
    ]);
  });

  it('gives each chunk name one module', () => {
    const modules = new Map<string, string>();
    for (const route of ROUTE_LIST) {
      expect(modules.get(route.chunk) ?? route.module, route.chunk).toBe(route.module);
      modules.set(route.chunk, route.module);
    }
  });

  it('matches firebase.json: a prerendered page is the file of its clean URL, the others rewritten', () => {
    expect(firebase.hosting.cleanUrls).toBe(true);
    const files = new Set(
      ROUTE_LIST.flatMap((route) =>
        typeof route.html === 'object' ? [route.html.prerendered] : [],
      ),
    );
    for (const route of ROUTE_LIST.filter((entry) => entry.path !== '*')) {
      const pathname = sample(route.path);
      // Hosting serves an exact static file (by clean URL) before it looks at the rewrites.
      if (typeof route.html === 'object') {
        expect(route.html.prerendered, route.path).toBe(cleanUrlFile(pathname));
        continue;
      }
      expect(files.has(cleanUrlFile(pathname)), route.path).toBe(false);
      const rewrite = rewriteOf(pathname);
      if (route.html === 'shell') expect(rewrite?.destination, route.path).toBe('/app.html');
      else expect(rewrite?.function, route.path).toBeDefined();
    }
  });

  it('starts each landing page by a pattern that matches it and no other landing page', () => {
    for (const route of LANDING_ROUTES) {
      const pathname = sample(route.path);
      const first = LANDING_ROUTES.find((other) =>
        new RegExp(pathnamePattern(other.path)).test(pathname),
      );
      expect(first?.name, pathname).toBe(route.name);
    }
    expect(new RegExp(pathnamePattern('/tool/:toolId')).test('/tool/a/b')).toBe(false);
    expect(new RegExp(pathnamePattern('/')).test('/home')).toBe(false);
  });

  it('fills in the parameters of a path and refuses a missing one', () => {
    expect(pathOf('/tool/:toolId', { toolId: 'torque-wrench' })).toBe('/tool/torque-wrench');
    expect(() => pathOf('/dashboard/payment/:id')).toThrow(':id');
  });
});
