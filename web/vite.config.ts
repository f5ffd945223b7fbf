import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { BOOT_DATA_ID, startApp, type BootData, type BootRoute } from './src/app/boot';
import { paths } from './src/config/paths';

/** Emulator addresses come from firebase.json, the one place they are written. */
const { emulators } = JSON.parse(
  readFileSync(new URL('../firebase.json', import.meta.url), 'utf8'),
) as { emulators: Record<string, { host: string; port: number }> };
const address = (name: string) => `${emulators[name]!.host}:${emulators[name]!.port}`;

/**
 * Code the shop never runs but the bundler cannot prove dead, so it would ship on every page:
 * - reactfire imports the Realtime Database for its database hooks (the shop has no database);
 * - Firestore imports re2js only to evaluate regex_* pipeline expressions (the shop runs
 *   plain queries).
 * In the production build these imports resolve to stubs that throw if ever called.
 */
const STUBS: Record<string, string> = {
  'firebase/database': ['get', 'off', 'onChildAdded', 'onChildChanged', 'onChildMoved']
    .concat(['onChildRemoved', 'onValue'])
    .map((name) => `export const ${name} = unused;`)
    .join('\n'),
  re2js: 'export const RE2JS = { compile: unused };',
};
const STUB_PREFIX = '\0unused:';

function stubUnusedModules(): Plugin {
  return {
    name: 'pedalworks:stub-unused-modules',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id in STUBS ? STUB_PREFIX + id : undefined),
    load(id) {
      if (!id.startsWith(STUB_PREFIX)) return undefined;
      const name = id.slice(STUB_PREFIX.length);
      const fail = `function unused() { throw new Error('${name} is stubbed out in web/vite.config.ts'); }`;
      return { code: `${fail}\n${STUBS[name]}`, moduleSideEffects: false };
    },
  };
}

/**
 * The other Firebase SDKs reactfire imports (Functions, Remote Config, Storage) register
 * themselves on import; declared free of side effects they are bundled only where used.
 */
const REGISTER_ON_IMPORT =
  /node_modules\/@firebase\/(functions|remote-config|storage|installations)\//;

const ROUTES = 'src/app/routes';
const AUTH = 'src/lib/firebase.ts';
const FIRESTORE = `${ROUTES}/firestore-layout.tsx`;
const escape = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exactly = (path: string) => `^${escape(path)}$`;

/**
 * The pages people land on (a pattern of location.pathname) and their lazy modules: Firebase
 * Auth where the page waits for it, the Firestore layout where the page sits under it (see
 * src/app/router.tsx), and the route's own module.
 */
const LANDING_ROUTES: [pattern: string, modules: string[]][] = [
  [exactly(paths.home), [`${ROUTES}/home.tsx`]],
  [exactly(paths.homeAlias), [`${ROUTES}/home.tsx`]],
  [exactly(paths.allTools), [`${ROUTES}/all-tools.tsx`]],
  [exactly(paths.login), [AUTH, `${ROUTES}/auth/login.tsx`]],
  [exactly(paths.signup), [AUTH, `${ROUTES}/auth/signup.tsx`]],
  [`^${escape(paths.tool(''))}[^/]+$`, [AUTH, `${ROUTES}/tool.tsx`]],
  [exactly(paths.review), [AUTH, FIRESTORE, `${ROUTES}/review.tsx`]],
  [`^${escape(paths.dashboard)}(/|$)`, [AUTH, FIRESTORE, `${ROUTES}/dashboard/layout.tsx`]],
];

/** The Content-Security-Policy that firebase.json gives every page. */
function contentSecurityPolicy(): string {
  const { hosting } = JSON.parse(
    readFileSync(new URL('../firebase.json', import.meta.url), 'utf8'),
  ) as { hosting: { headers: { headers: { key: string; value: string }[] }[] } };
  const header = hosting.headers
    .flatMap((rule) => rule.headers)
    .find((entry) => entry.key === 'Content-Security-Policy');
  if (!header) throw new Error('firebase.json sets no Content-Security-Policy');
  return header.value;
}

/**
 * The start script of src/app/boot.ts replaces Vite's entry tags: its code inline (allowed by the
 * CSP's hash of it, checked here), the chunk names in a JSON data block beside it.
 */
function startAfterFirstPaint(): Plugin {
  const script = `(${startApp.toString()})();`;
  const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  return {
    name: 'pedalworks:start-after-first-paint',
    apply: 'build',
    buildStart() {
      if (!contentSecurityPolicy().includes(hash)) {
        throw new Error(
          `The start script (web/src/app/boot.ts) changed: its hash ${hash} must replace the ` +
            `old one in the script-src of firebase.json's Content-Security-Policy.`,
        );
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return undefined;
        type Chunk = Extract<(typeof bundle)[string], { type: 'chunk' }>;
        const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
        const closure = (file: string, into = new Set<string>()) => {
          if (into.has(file)) return into;
          into.add(file);
          for (const imported of chunks.find((c) => c.fileName === file)?.imports ?? []) {
            closure(imported, into);
          }
          return into;
        };
        const href = (file: string) => `/${file}`;
        const entry = closure(chunk.fileName);
        const routes = LANDING_ROUTES.map(([pattern, modules]): BootRoute => {
          const files = new Set<string>();
          for (const module of modules) {
            // The chunk holding the module: lib/firebase.ts may share one with its importers.
            const holder = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(module)));
            if (!holder) throw new Error(`No chunk for ${module}`);
            closure(holder.fileName, files);
          }
          return [pattern, [...files].filter((file) => !entry.has(file)).map(href)];
        });
        const data: BootData = {
          entry: href(chunk.fileName),
          preload: [...entry].map(href),
          routes,
        };
        // Vite's own tags for the entry give way to the start script.
        const tags = [
          new RegExp(
            `\\s*<script type="module" crossorigin src="${href(chunk.fileName)}"></script>`,
          ),
          /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g,
        ];
        const stripped = tags.reduce((out, tag) => out.replace(tag, ''), html);
        if (stripped === html) throw new Error('index.html has no entry script to replace');
        const json = JSON.stringify(data).replaceAll('<', '\\u003c');
        return stripped.replace(
          '</head>',
          `<script type="application/json" id="${BOOT_DATA_ID}">${json}</script>` +
            `<script type="module">${script}</script></head>`,
        );
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), stubUnusedModules(), startAfterFirstPaint()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: {
    __AUTH_EMULATOR__: JSON.stringify(`http://${address('auth')}`),
    __FIRESTORE_EMULATOR__: JSON.stringify(emulators.firestore),
    __STORAGE_EMULATOR__: JSON.stringify(emulators.storage),
  },
  // The prerender build (src/prerender.tsx) bundles everything it runs in Node.
  ssr: { noExternal: true },
  server: {
    proxy: { '/api': `http://${address('hosting')}` },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => (REGISTER_ON_IMPORT.test(id) ? false : undefined),
      },
    },
  },
});
