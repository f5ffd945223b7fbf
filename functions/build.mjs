// Builds the deployable package in lib/, which firebase.json names as the functions source:
// - index.js: src/ bundled with the shared domain package inlined (npm dependencies stay external);
// - package.json: the runtime dependencies only (the domain package is not on npm);
// - the dotenv files firebase-tools reads from the source folder (.env, .env.<alias>, and the
//   git-ignored .env.local and .secret.local, which are never uploaded: see firebase.json);
// - with --deploy, package-lock.json: the versions of the workspace lockfile, the ones the tests
//   ran, so that Cloud Build's `npm ci` installs exactly those.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const functionsDir = path.dirname(fileURLToPath(import.meta.url));
const here = (file) => path.join(functionsDir, file);
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const pkg = readJson(here('package.json'));
const outArg = process.argv.find((arg) => arg.startsWith('--out='));
const lib = outArg ? path.resolve(outArg.slice('--out='.length)) : here('lib');
const out = (file) => path.join(lib, file);
mkdirSync(lib, { recursive: true });

await build({
  entryPoints: [here('src/index.ts')],
  outfile: out('index.js'),
  bundle: true,
  platform: 'node',
  target: `node${pkg.engines.node}`,
  format: 'cjs',
  sourcemap: true,
  external: Object.keys(pkg.dependencies),
  logLevel: 'warning',
});

const manifest = {
  name: pkg.name,
  private: true,
  main: 'index.js',
  engines: pkg.engines,
  dependencies: pkg.dependencies,
};
writeFileSync(out('package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
for (const file of readdirSync(functionsDir)) {
  if (file === '.env' || file.startsWith('.env.') || file === '.secret.local') {
    copyFileSync(here(file), out(file));
  }
}

if (process.argv.includes('--deploy')) writeLockfile();

/**
 * The workspace lockfile's entries as seen from functions/ (its own nested packages first), handed
 * to npm, which keeps the locked versions and prunes what the runtime dependencies do not need.
 * Any version that differs from the workspace lockfile fails the build.
 */
function writeLockfile() {
  const workspace = readJson(here('../package-lock.json')).packages;
  const packages = { '': manifest };
  for (const [location, entry] of Object.entries(workspace)) {
    if (entry.link) continue;
    if (location.startsWith('functions/node_modules/')) {
      packages[location.slice('functions/'.length)] = entry;
    } else if (location.startsWith('node_modules/')) {
      packages[location] ??= entry;
    }
  }
  const lockfile = out('package-lock.json');
  writeFileSync(
    lockfile,
    JSON.stringify({ name: pkg.name, lockfileVersion: 3, requires: true, packages }),
  );
  const npm = spawnSync(
    'npm',
    [
      'install',
      '--package-lock-only',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      '--workspaces=false',
    ],
    { cwd: lib, stdio: 'inherit' },
  );
  if (npm.status !== 0) throw new Error('npm could not lock the runtime dependencies');
  const locked = readJson(lockfile).packages;
  const moved = Object.entries(locked).filter(([location, entry]) => {
    if (!location) return false;
    const tested = workspace[`functions/${location}`] ?? workspace[location];
    return tested?.version !== entry.version;
  });
  if (moved.length > 0) {
    throw new Error(
      `The deploy lockfile differs from the tested versions: ${moved.map(([l, e]) => `${l}@${e.version}`).join(', ')}`,
    );
  }
  console.log(
    `${path.relative(process.cwd(), lockfile)}: ${Object.keys(locked).length - 1} packages`,
  );
}
