// Builds the deployable package in lib/, which firebase.json names as the functions source
// (docs/deploying.md): src/ bundled with the domain package inlined, the runtime package.json,
// the dotenv files, ssr/ with the web app's server build and, with --deploy, the workspace's lockfile.
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
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

const bundle = (entry, outfile) =>
  build({
    entryPoints: [here(entry)],
    outfile,
    bundle: true,
    platform: 'node',
    target: `node${pkg.engines.node}`,
    format: 'cjs',
    sourcemap: true,
    external: Object.keys(pkg.dependencies),
    logLevel: 'warning',
  });
await bundle('src/index.ts', out('index.js'));

const manifest = {
  name: pkg.name,
  private: true,
  main: 'index.js',
  engines: pkg.engines,
  dependencies: pkg.dependencies,
};
const deploy = process.argv.includes('--deploy');
writeFileSync(out('package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
const dotenv = readdirSync(functionsDir).filter(
  (file) => file === '.env' || file.startsWith('.env.') || file === '.secret.local',
);
for (const file of dotenv) copyFileSync(here(file), out(file));
if (deploy) writeLockfile(lib);

// Beside web/src/config/build.ts's CLIENT_BUILD, written here as Node 20 imports no TypeScript.
const renderer = here('../web/dist/server');
const ssr = out('ssr');
rmSync(ssr, { recursive: true, force: true });
if (existsSync(path.join(renderer, 'index.js'))) {
  await bundle('src/ssr/index.ts', path.join(ssr, 'index.js'));
  writeFileSync(path.join(ssr, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  // The same parameters (My Orders' renderer reads ORDER_HOLD_MINUTES); no secret is its.
  for (const file of dotenv.filter((name) => name.startsWith('.env'))) {
    copyFileSync(here(file), path.join(ssr, file));
  }
  cpSync(renderer, path.join(ssr, 'web'), { recursive: true });
  // The web app's server build is ES modules; index.js, like the rest, CommonJS.
  writeFileSync(path.join(ssr, 'web', 'package.json'), '{ "type": "module" }\n');
  if (deploy) writeLockfile(ssr);
} else {
  console.warn('web/dist/server is missing (build the web app first): no ssr function built.');
}

/**
 * The deploy lockfile, made from the workspace lockfile without npm or the network: starting at
 * the runtime dependencies, each package is the one the workspace resolves from where it was
 * required (Node's lookup: nested node_modules first, then up), placed where the same lookup finds
 * it in the deployed tree (at the top when free, else nested under what requires it). So Cloud
 * Build's `npm ci` installs exactly the versions the tests ran.
 */
function writeLockfile(dir) {
  const workspace = readJson(here('../package-lock.json')).packages;
  const parent = (location) => {
    const at = location.lastIndexOf('/node_modules/');
    return at >= 0 ? location.slice(0, at) : '';
  };
  /** Where the workspace finds `name` when `from` requires it. */
  const resolveIn = (tree, from, name) => {
    for (let base = from; ; base = parent(base)) {
      const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
      if (tree[candidate] !== undefined) return candidate;
      if (!base) return undefined;
    }
  };
  const FLAGS = ['dev', 'devOptional', 'peer', 'optional', 'link', 'resolved'];
  const clean = (entry) =>
    Object.fromEntries(Object.entries(entry).filter(([key]) => !FLAGS.includes(key)));
  const edges = (entry) => ({
    ...entry.peerDependencies,
    ...entry.optionalDependencies,
    ...entry.dependencies,
  });

  const packages = { '': manifest };
  const sourceOf = { '': 'functions' };
  const queue = [['', 'functions', manifest.dependencies]];
  while (queue.length > 0) {
    const [deployed, source, wanted] = queue.shift();
    for (const name of Object.keys(wanted ?? {})) {
      const target = resolveIn(workspace, source, name);
      if (!target || workspace[target].link) continue; // an optional dependency of another platform
      const found = resolveIn(packages, deployed, name);
      if (found && sourceOf[found] === target) continue;
      const at =
        found || packages[`node_modules/${name}`] !== undefined
          ? `${deployed ? `${deployed}/` : ''}node_modules/${name}`
          : `node_modules/${name}`;
      if (packages[at] !== undefined) {
        throw new Error(`${at} is wanted as ${target} and as ${sourceOf[at]}`);
      }
      packages[at] = clean(workspace[target]);
      sourceOf[at] = target;
      queue.push([at, target, edges(workspace[target])]);
    }
  }
  const lockfile = path.join(dir, 'package-lock.json');
  const ordered = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(
    lockfile,
    `${JSON.stringify({ name: pkg.name, lockfileVersion: 3, requires: true, packages: ordered }, null, 2)}\n`,
  );
  console.log(
    `${path.relative(process.cwd(), lockfile)}: ${Object.keys(packages).length - 1} packages`,
  );
}
