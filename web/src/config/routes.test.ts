import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  pathnamePattern,
  pathOf,
  prerenderedFile,
  prerenderPathOf,
  ROUTE_LIST,
  ROUTE_MODULES,
} from './routes';
import { CLIENT_BUILD } from './build';

const src = path.join(import.meta.dirname, '..');
const firebase = JSON.parse(readFileSync(path.join(src, '..', '..', 'firebase.json'), 'utf8')) as {
  hosting: {
    public: string;
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
      const module = path.join(src, ROUTE_MODULES, `${route.module}.tsx`);
      expect(existsSync(module), `${route.name}: ${module}`).toBe(true);
    }
  });

  it('matches firebase.json: Hosting serves a page its prerendered file, else the `ssr` function', () => {
    expect(firebase.hosting.public).toBe(`web/${CLIENT_BUILD}`);
    expect(firebase.hosting.cleanUrls).toBe(true);
    for (const route of ROUTE_LIST.filter((entry) => entry.path !== '*')) {
      const pathname = sample(route.path);
      const rewrite = rewriteOf(pathname);
      if (route.html === 'request') {
        expect(rewrite?.function, route.path).toBeDefined();
        continue;
      }
      const file = prerenderedFile(prerenderPathOf(route));
      // Hosting serves an exact static file (by clean URL) before it looks at the rewrites.
      if (!route.path.includes(':')) expect(file, route.path).toBe(`/${cleanUrlFile(pathname)}`);
      else expect(rewrite?.destination, route.path).toBe(file);
    }
  });

  it('tells a staff page by a pattern that matches its paths only', () => {
    expect(new RegExp(pathnamePattern('/tool/:toolId')).test('/tool/a')).toBe(true);
    expect(new RegExp(pathnamePattern('/tool/:toolId')).test('/tool/a/b')).toBe(false);
    expect(new RegExp(pathnamePattern('/')).test('/home')).toBe(false);
  });

  it('fills in the parameters of a path and refuses a missing one', () => {
    expect(pathOf('/tool/:toolId', { toolId: 'torque-wrench' })).toBe('/tool/torque-wrench');
    expect(() => pathOf('/dashboard/payment/:id')).toThrow(':id');
  });
});
