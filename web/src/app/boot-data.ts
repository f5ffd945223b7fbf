import { ACCESS_TOKEN_KEY } from '@pedalworks/domain/constants';
import { LANDING_ROUTES, pathnamePattern, sourcesOf } from '../config/routes';
import { BOOT_DATA_ID, startApp, type BootData, type BootRoute } from './boot';

// The build side of the start script (./boot.ts). Relative imports only: vite.config.ts loads this
// before any alias exists.

/** A chunk of the build, as far as the start script cares (Rollup's and Rolldown's fields). */
export interface BuiltChunk {
  fileName: string;
  imports: string[];
  moduleIds: string[];
  /** The chunk's code, for its size. */
  code?: string;
}

/** The start script, inlined as is; the CSP allows it by the hash of exactly this text. */
export const START_SCRIPT = `(${startApp.toString()})();`;

const href = (file: string) => `/${file}`;

/** The app's module (under src/), which the entry imports dynamically: preloaded with it. */
export const APP_START = 'app/start';

/** The modules the entry imports dynamically, each evaluated in a task of its own. */
export const LATER_STARTS = [APP_START, 'theme/theme'];

/** Each landing page's chunks; fails if the entry statically imports a later start's chunk. */
export function bootData(chunks: BuiltChunk[], entryFile: string): BootData {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (file: string, into = new Set<string>()) => {
    if (into.has(file)) return into;
    into.add(file);
    for (const imported of byName.get(file)?.imports ?? []) closure(imported, into);
    return into;
  };
  /** The chunk holding a module: lib/firebase.ts may share one with its importers. */
  const holderOf = (source: string, user: string) => {
    const holder = chunks.find((chunk) =>
      chunk.moduleIds.some(
        (id) => /\.tsx?$/.test(id) && id.replace(/\.tsx?$/, '').endsWith(`/src/${source}`),
      ),
    );
    if (!holder) throw new Error(`No chunk holds src/${source} (${user})`);
    return holder.fileName;
  };
  const first = closure(entryFile);
  for (const source of LATER_STARTS) {
    const holder = holderOf(source, 'the entry');
    if (first.has(holder)) {
      throw new Error(
        `The entry imports ${holder}, which holds src/${source}, statically: move what it ` +
          `needs from there into the react chunk (web/vite.config.ts).`,
      );
    }
  }
  const entry = closure(holderOf(APP_START, 'the entry'), new Set(first));
  const routes = LANDING_ROUTES.map((route): BootRoute => {
    const files = new Set<string>();
    for (const source of sourcesOf(route)) closure(holderOf(source, `route ${route.path}`), files);
    const signedIn = new Set<string>();
    for (const source of route.signedIn ?? []) {
      closure(holderOf(source, `signed-in part of ${route.path}`), signedIn);
    }
    // Largest first: the long downloads start first and the small ones fill in around them.
    const sizeOf = (file: string) => byName.get(file)?.code?.length ?? 0;
    const bySize = (list: string[]) => list.sort((a, b) => sizeOf(b) - sizeOf(a));
    const first = bySize([...files].filter((file) => !entry.has(file)));
    const later = bySize([...signedIn].filter((file) => !entry.has(file) && !files.has(file)));
    const pattern = pathnamePattern(route.path);
    return later.length > 0
      ? [pattern, first.map(href), later.map(href)]
      : [pattern, first.map(href)];
  });
  return {
    entry: href(entryFile),
    preload: [...entry].map(href),
    routes,
    session: ACCESS_TOKEN_KEY,
  };
}

/** Vite's entry tags give way to the inline start script and its JSON data block. */
export function withStartScript(html: string, data: BootData): string {
  const tags = [
    new RegExp(`\\s*<script type="module" crossorigin src="${data.entry}"></script>`),
    /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g,
  ];
  const stripped = tags.reduce((out, tag) => out.replace(tag, ''), html);
  if (stripped === html) throw new Error('index.html has no entry script to replace');
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  return stripped.replace(
    '</head>',
    `<script type="application/json" id="${BOOT_DATA_ID}">${json}</script>` +
      `<script type="module">${START_SCRIPT}</script></head>`,
  );
}
