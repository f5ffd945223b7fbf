/**
 * docs/api.md cannot drift from the API: every route the Express app serves has its row in
 * the page, and every row names a route the app serves.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { createApp } from '../../functions/src/api/app';
import { fromRoot } from './paths';

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  slash?: boolean;
}

/** `METHOD /api/path` of every route, read from the app's router (Express 5). */
function appRoutes(): string[] {
  const app = createApp() as unknown as { router: { stack: Layer[] } };
  const routes: string[] = [];
  const walk = (stack: Layer[], mounted: boolean) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) {
          routes.push(`${method.toUpperCase()} /api${layer.route.path}`);
        }
      } else if (layer.handle?.stack) {
        // The routers are mounted at the API's root; a router under a path of its own would
        // need that path here.
        if (mounted && !layer.slash) throw new Error('a router mounted under a path');
        walk(layer.handle.stack, true);
      }
    }
  };
  walk(app.router.stack, false);
  return routes;
}

/** The first cell of every table row of docs/api.md that names a route. */
function documentedRoutes(): string[] {
  const page = readFileSync(fromRoot('docs', 'api.md'), 'utf8');
  return [...page.matchAll(/^\| `((?:GET|POST|PUT|PATCH|DELETE) \/api\/[^`]*)`/gm)].map(
    (match) => match[1]!,
  );
}

test('docs/api.md lists every route of the API once, and no other', () => {
  const served = appRoutes();
  const documented = documentedRoutes();
  expect(served.length).toBeGreaterThan(20);
  expect(
    served.filter((route) => !documented.includes(route)),
    'routes missing from docs/api.md',
  ).toEqual([]);
  expect(
    documented.filter((route) => !served.includes(route)),
    'docs/api.md rows of routes that do not exist',
  ).toEqual([]);
  expect(
    documented.filter((route, index) => documented.indexOf(route) !== index),
    'routes listed twice',
  ).toEqual([]);
});
