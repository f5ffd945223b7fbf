// Plain JavaScript: it runs on whatever Node the machine has (docs/architecture.md#the-toolchain).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const installed = path.join(root, 'node_modules', '.package-lock.json');
const lockfile = path.join(root, 'package-lock.json');
const binDir = path.join(root, 'node_modules', '.bin');
const toolsDir = path.join(root, '.tools');
const toolsBin = path.join(toolsDir, 'node_modules', '.bin');
const nodeIn = (dir) => path.join(dir, process.platform === 'win32' ? 'node.cmd' : 'node');
const pinned = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).devDependencies
  .node;
const withPath = (dir) => ({
  ...process.env,
  PATH: `${dir}${path.delimiter}${process.env.PATH ?? ''}`,
});

function run(command, args, env = process.env, cwd = root) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

const versionOf = (node) =>
  existsSync(node)
    ? (spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '')
    : '';

function fail(message) {
  console.error(message);
  process.exit(1);
}

const stale =
  !existsSync(installed) ||
  !existsSync(nodeIn(binDir)) ||
  (existsSync(lockfile) && statSync(lockfile).mtimeMs > statSync(installed).mtimeMs);
if (stale) {
  if (versionOf(nodeIn(toolsBin)) !== `v${pinned}`) {
    console.log(
      `Fetching Node ${pinned} for the install (npm install node@${pinned} in .tools/)...`,
    );
    mkdirSync(toolsDir, { recursive: true });
    const manifest = { private: true, allowScripts: { node: true } };
    writeFileSync(path.join(toolsDir, 'package.json'), JSON.stringify(manifest));
    const args = ['install', `node@${pinned}`, '--no-save', '--no-package-lock', '--no-audit'];
    if (run('npm', [...args, '--no-fund'], process.env, toolsDir) !== 0) {
      fail('Fetching Node failed: see the messages above.');
    }
  }
  console.log('Installing dependencies (npm ci)...');
  if (run('npm', ['ci', '--no-audit', '--no-fund'], withPath(toolsBin)) !== 0) {
    fail('npm ci failed: see the messages above.');
  }
}

const node = nodeIn(binDir);
const version = versionOf(node);
if (version !== `v${pinned}`)
  fail(`Expected Node ${pinned} in node_modules/.bin, found "${version}".`);
if (!process.env.PEDALWORKS_NODE) console.log(`Node ${version} (node_modules/.bin/node)`);
const env = { ...withPath(binDir), PEDALWORKS_NODE: version };

const [script, ...args] = process.argv.slice(2);
const child = spawn(node, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
  cwd: root,
  stdio: 'inherit',
  env,
});
// Ctrl-C reaches the script from the terminal itself: ignored here, so the prompt waits for it.
process.on('SIGINT', () => undefined);
for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
