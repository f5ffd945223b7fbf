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
  hosting: { rewrites: { source: string; destination?: string; function?: unknown }[] };
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

  it("matches firebase.json's rewrites: the shell for its pages, none for prerendered ones", () => {
    for (const route of ROUTE_LIST.filter((entry) => entry.path !== '*')) {
      const rewrite = rewriteOf(sample(route.path));
      if (route.html === 'shell') expect(rewrite?.destination, route.path).toBe('/app.html');
      else if (route.html === 'request') expect(rewrite?.function, route.path).toBeDefined();
      else expect(rewrite, route.path).toBeUndefined();
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
