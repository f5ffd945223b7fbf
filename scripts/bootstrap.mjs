// Plain JavaScript on purpose: this runs before anything (TypeScript, tsx) is installed.
// It installs the workspace when node_modules is missing or older than the lockfile, then
// hands over to the TypeScript script named on the command line.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const installed = new URL('../node_modules/.package-lock.json', import.meta.url);
const lockfile = new URL('../package-lock.json', import.meta.url);

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

const stale =
  !existsSync(installed) ||
  (existsSync(lockfile) && statSync(lockfile).mtimeMs > statSync(installed).mtimeMs);
if (stale) {
  console.log('Installing dependencies (npm install)...');
  if (run('npm', ['install', '--no-audit', '--no-fund']) !== 0) {
    console.error('npm install failed: see the messages above.');
    process.exit(1);
  }
}

const [script, ...args] = process.argv.slice(2);
process.exit(run(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args]));
