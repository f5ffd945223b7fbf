// Bundles src/ into lib/index.js with the shared domain package inlined, so that functions/
// deploys on its own; npm dependencies stay external and are installed by Cloud Build.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const { dependencies } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
);

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'cjs',
  sourcemap: true,
  external: Object.keys(dependencies),
  logLevel: 'warning',
});
