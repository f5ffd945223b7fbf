import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { bootData, START_SCRIPT, withStartScript } from './src/app/boot-data';
import { MODULE_REPORT } from './src/config/prerender';

/** Emulator addresses come from firebase.json, the one place they are written. */
const { emulators } = JSON.parse(
  readFileSync(new URL('../firebase.json', import.meta.url), 'utf8'),
) as { emulators: Record<string, { host: string; port: number }> };
const address = (name: string) => `${emulators[name]!.host}:${emulators[name]!.port}`;

/**
 * Code the bundler cannot prove dead, stubbed to throw if called: re2js (Firestore's regex_*
 * pipelines) and MUI's builder for a theme with `cssVariables` or `colorSchemes`.
 */
const STUBS: Record<string, string> = {
  re2js: 'export const RE2JS = { compile: unused };',
  './createThemeWithVars.mjs': 'export default unused;\nexport const createGetCssVar = unused;',
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

/** The chunks that start every page (build.rolldownOptions.output.codeSplitting). */
const START_CHUNKS = ['react', 'styles', 'app'];

const REPOSITORY = fileURLToPath(new URL('..', import.meta.url));

/** A module's name in the report: its path from the repository, or from node_modules. */
const moduleName = (id: string) => {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const at = clean.lastIndexOf('node_modules/');
  return at >= 0 ? clean.slice(at + 'node_modules/'.length) : path.relative(REPOSITORY, clean);
};

/** Each chunk's modules and their sizes, for the bench's bundle report. */
function reportModules(): Plugin {
  return {
    name: 'pedalworks:module-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      // The client's chunks only, not the renderer's (vite build --ssr).
      if (this.environment.config.build.ssr) return;
      const report: Record<string, { module: string; bytes: number; gzip: number }[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        report[chunk.fileName] = Object.entries(chunk.modules)
          .filter(([, module]) => module.renderedLength > 0)
          .map(([id, module]) => ({
            module: moduleName(id),
            bytes: module.renderedLength,
            gzip: gzipSync(module.code ?? '').length,
          }));
      }
      this.emitFile({ type: 'asset', fileName: MODULE_REPORT, source: JSON.stringify(report) });
    },
  };
}

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

/** The inline start script replaces Vite's entry tags; the CSP must hold its hash. */
function startAfterFirstPaint(): Plugin {
  const hash = `'sha256-${createHash('sha256').update(START_SCRIPT).digest('base64')}'`;
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
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        return withStartScript(html, bootData(chunks, chunk.fileName));
      },
    },
  };
}

/** React Router's production build, which its package's exports do not name. */
function reactRouterProductionBuild(): Plugin {
  const dist = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  return {
    name: 'pedalworks:react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: `${dist}/dist/production/index.mjs` },
          { find: /^react-router\/dom$/, replacement: `${dist}/dist/production/dom-export.mjs` },
        ],
      },
    }),
  };
}

export default defineConfig({
  plugins: [
    react(),
    reactRouterProductionBuild(),
    stubUnusedModules(),
    startAfterFirstPaint(),
    reportModules(),
  ],
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
    // The start script adds the modulepreload links, and every targeted browser follows them.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Every first view carries all chunk names, so shared chunks go by their hash alone.
        chunkFileNames: (chunk) =>
          chunk.isDynamicEntry || START_CHUNKS.includes(chunk.name)
            ? 'assets/[name]-[hash].js'
            : 'assets/[hash].js',
        codeSplitting: {
          // The three start chunks, then Firebase's two, whose lower priority leaves the start
          // chunks' modules alone (docs/performance.md, 'Three start chunks').
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|vite[\\/]preload-helper|[\\/]src[\\/](config[\\/](prerender|env)|lib[\\/]yield-to-browser)\.ts$/,
              priority: 5,
            },
            {
              name: 'styles',
              test: /[\\/]src[\\/]theme[\\/]theme\.ts$|[\\/]node_modules[\\/](@emotion|@mui[\\/]styled-engine|@mui[\\/]material[\\/]styles)[\\/]/,
              priority: 4,
            },
            // Small modules the public pages and My Orders all load: fewer requests there.
            {
              name: 'app',
              test: /[\\/]src[\\/](app[\\/]start\.tsx|hooks[\\/]use-hydrated\.ts)$|[\\/]domain[\\/]src[\\/](catalogue|saved)\.ts$/,
              priority: 3,
            },
            // Not lib/firebase.ts: it starts Auth in a task after the one that evaluates the SDK.
            {
              name: 'firebase',
              test: /[\\/]node_modules[\\/]@?firebase[\\/](app|auth|component|logger|util)[\\/]/,
              priority: 2,
            },
            {
              name: 'firestore',
              test: /[\\/]node_modules[\\/]@?firebase[\\/](firestore|webchannel-wrapper)[\\/]|[\\/]src[\\/]lib[\\/](collections|live)\.ts$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
