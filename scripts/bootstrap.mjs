// Plain JavaScript on purpose: this runs before anything (TypeScript, tsx, Node 24) is installed,
// on whatever Node the machine has. It installs the workspace when node_modules is missing or
// older than the lockfile; the lockfile pins the `node` package, a real Node 24 binary in
// node_modules/.bin. It then hands over to the TypeScript script named on the command line, run by
// that Node 24 with node_modules/.bin first on PATH, so every child (npm, npx, the firebase CLI,
// the functions emulator, Vite, Playwright) runs on Node 24 too.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const installed = path.join(root, 'node_modules', '.package-lock.json');
const lockfile = path.join(root, 'package-lock.json');
const binDir = path.join(root, 'node_modules', '.bin');
const node = path.join(binDir, process.platform === 'win32' ? 'node.cmd' : 'node');
const wantedMajor = JSON.parse(
  readFileSync(path.join(root, 'package.json'), 'utf8'),
).devDependencies.node.split('.')[0];

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

const stale =
  !existsSync(installed) ||
  !existsSync(node) ||
  (existsSync(lockfile) && statSync(lockfile).mtimeMs > statSync(installed).mtimeMs);
if (stale) {
  console.log('Installing dependencies (npm ci)...');
  if (run('npm', ['ci', '--no-audit', '--no-fund']) !== 0) {
    console.error('npm ci failed: see the messages above.');
    process.exit(1);
  }
}

const env = { ...process.env, PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}` };
const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '';
if (!version.startsWith(`v${wantedMajor}.`)) {
  console.error(`Expected Node ${wantedMajor} in node_modules/.bin, found "${version}".`);
  process.exit(1);
}
if (!process.env.PEDALWORKS_NODE) console.log(`Node ${version} (node_modules/.bin/node)`);
env.PEDALWORKS_NODE = version;

const [script, ...args] = process.argv.slice(2);
process.exit(run(node, ['--import', 'tsx', `scripts/${script}.ts`, ...args], env));
