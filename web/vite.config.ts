import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { MODULE_REPORT } from './src/config/build';

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
      // The browser's chunks only, not the server's.
      if (this.environment.name !== 'client') return;
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

export default defineConfig({
  // Vitest renders components without the framework's plugin.
  plugins: [process.env.VITEST ? react() : reactRouter(), stubUnusedModules(), reportModules()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: {
    __AUTH_EMULATOR__: JSON.stringify(`http://${address('auth')}`),
    __FIRESTORE_EMULATOR__: JSON.stringify(emulators.firestore),
    __STORAGE_EMULATOR__: JSON.stringify(emulators.storage),
  },
  // The server build carries everything it runs: the `ssr` function deploys it alone.
  ssr: { noExternal: true },
  server: {
    proxy: { '/api': `http://${address('hosting')}` },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // What every page starts with, in three chunks: one gzip stream compresses better than many.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
              priority: 2,
            },
            {
              name: 'styles',
              test: /[\\/]node_modules[\\/](@emotion|@mui[\\/](styled-engine|system|utils|private-theming)|@mui[\\/]material[\\/](styles|ButtonBase|Button|utils|CssBaseline)|stylis|react-is|clsx|prop-types|hoist-non-react-statics|@babel)[\\/]/,
              priority: 1,
            },
            {
              // The document and what it imports: the app's providers, theme, layout and texts.
              name: 'shell',
              test: /[\\/]src[\\/]root\.tsx$/,
            },
          ],
        },
      },
    },
  },
});
