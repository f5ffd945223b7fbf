/**
 * `npm start` as a newcomer runs it, as a child process in a process group of its own, the way
 * a terminal runs it: the banner comes only once the catalogue and a tool page answer, and
 * Ctrl-C (pressed once or twice) leaves no process and no port behind. It starts the emulators
 * on their fixed ports, so scripts/test.ts runs it (project `start`) after the suites' emulators
 * have stopped: `npm test -- start`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { stockWaiterPath } from '@pedalworks/domain/stock-waits';
import type { Tool } from '@pedalworks/domain/types';
import { variantOf } from '@pedalworks/domain/variants';
import { EMULATOR_ADDRESSES, HOSTING_URL, PROJECT_ID, emulatorUrl } from './lib/emulator-config';
import { portFree } from './lib/emulators';
import { MAILDEV } from './lib/maildev';
import { ROOT } from './lib/paths';
import { processTree, stillRunning, type ProcessInfo } from './lib/process-tree';
import { READY_BANNER, READY_PATHS } from './lib/start-ready';
import { SEED_STOCK_WAIT, SEED_VARIANT_WAIT } from './lib/seed-data';

const PORTS = [
  ...Object.values(EMULATOR_ADDRESSES),
  { host: MAILDEV.host, port: MAILDEV.smtpPort },
  { host: MAILDEV.host, port: MAILDEV.webPort },
];

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

let dataDir = '';
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'pedalworks-start-'));
  rmSync(dataDir, { recursive: true });
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The environment of a terminal: none of vitest's own settings (NODE_ENV=test, VITEST...). */
function terminalEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST')),
  );
  return { ...env, PEDALWORKS_DATA_DIR: dataDir, VERBOSE: '' };
}

function startShop(args = ['--no-build'], env: NodeJS.ProcessEnv = {}): Run {
  const child = spawn('npm', ['start', '--silent', '--', ...args], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...terminalEnv(), ...env },
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output: () => output, exited };
}

/** Resolves when the banner is printed, with the status of each ready path fetched at once. */
function atBanner(run: Run): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!run.output().includes(READY_BANNER)) return;
      run.child.stdout!.off('data', check);
      Promise.all(READY_PATHS.map((p) => fetch(`${HOSTING_URL}${p}`).then((r) => r.status)))
        .then(resolve)
        .catch(reject);
    };
    run.child.stdout!.on('data', check);
    void run.exited.then(() => reject(new Error(`npm start ended early:\n${run.output()}`)));
  });
}

/** Ctrl-C as the terminal sends it: to every process of the foreground group. */
const pressCtrlC = (run: Run) => process.kill(-run.child.pid!, 'SIGINT');

async function expectNothingLeft(run: Run, processes: ProcessInfo[]): Promise<void> {
  await run.exited;
  expect(stillRunning(processes).map((p) => p.command)).toEqual([]);
  for (const { host, port } of PORTS) expect(await portFree(host, port), `port ${port}`).toBe(true);
}

describe('npm start', () => {
  test('prints its banner only once every codebase answers; two Ctrl-C leave nothing running', async () => {
    const run = startShop();
    const statuses = await atBanner(run);
    expect(statuses).toEqual(READY_PATHS.map(() => 200));
    // It said what it was doing while the shop was not ready yet.
    const beforeBanner = run.output().split(READY_BANNER)[0]!;
    for (const doing of ['Starting the emulators', 'Seeding the demo data', 'ssr codebase']) {
      expect(beforeBanner).toContain(doing);
    }
    // It named the Firestore emulator the plan took.
    expect(beforeBanner).toMatch(/Firestore emulator: (the Cloud SDK's jar|firebase-tools' own)/);
    const processes = processTree(run.child.pid!);
    expect(processes.some((p) => p.command.includes('java'))).toBe(true);
    // The demo seed's sold-out tool is still sold out, with the demo rider waiting for it.
    const soldOut = await fetch(`${HOSTING_URL}/api/tool/${SEED_STOCK_WAIT.toolId}`);
    expect(((await soldOut.json()) as Tool).availableQuantity).toBe(0);
    const waiter = await fetch(
      `${emulatorUrl('firestore')}/v1/projects/${PROJECT_ID}/databases/(default)/documents/` +
        stockWaiterPath(SEED_STOCK_WAIT.toolId, SEED_STOCK_WAIT.uid),
      { headers: { Authorization: 'Bearer owner' } },
    );
    expect(waiter.status).toBe(200);
    // And its sold-out size, with the demo rider waiting for that size.
    const sized = await fetch(`${HOSTING_URL}/api/tool/${SEED_VARIANT_WAIT.toolId}`);
    expect(variantOf((await sized.json()) as Tool, SEED_VARIANT_WAIT.variantId)?.stock).toBe(0);
    const sizeWaiter = await fetch(
      `${emulatorUrl('firestore')}/v1/projects/${PROJECT_ID}/databases/(default)/documents/` +
        stockWaiterPath(SEED_VARIANT_WAIT.toolId, SEED_VARIANT_WAIT.uid),
      { headers: { Authorization: 'Bearer owner' } },
    );
    const fields = ((await sizeWaiter.json()) as { fields?: Record<string, unknown> }).fields;
    expect(fields?.variantId).toEqual({ stringValue: SEED_VARIANT_WAIT.variantId });

    pressCtrlC(run);
    await new Promise((resolve) => setTimeout(resolve, 500));
    pressCtrlC(run);
    await expectNothingLeft(run, processes);
  });

  test('starts again after that, and one Ctrl-C saves the data and leaves nothing running', async () => {
    const run = startShop();
    expect(await atBanner(run)).toEqual(READY_PATHS.map(() => 200));
    const processes = processTree(run.child.pid!);
    pressCtrlC(run);
    await expectNothingLeft(run, processes);
    expect(existsSync(path.join(dataDir, 'firebase-export-metadata.json'))).toBe(true);
  });

  test("--plan with the jar path pointed at a missing file prints firebase-tools' download path, and starts nothing", async () => {
    const run = startShop(['--plan'], {
      FIRESTORE_EMULATOR_JAR: '/nonexistent',
      // No jar kept from an earlier download either.
      FIREBASE_EMULATORS_PATH: '/nonexistent',
    });
    expect(await run.exited).toBe(0);
    expect(run.output()).toMatch(
      /Firestore emulator: firebase-tools' own, which it downloads into/,
    );
    expect(run.output()).toMatch(/Browser tests: /);
    for (const { host, port } of PORTS)
      expect(await portFree(host, port), `port ${port}`).toBe(true);
  });
});
