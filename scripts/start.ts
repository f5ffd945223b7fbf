import { createWriteStream, existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { HOSTING_URL, MAIL_SWEEP_URL, ORDER_SWEEP_URL, PROJECT_ID } from './lib/emulator-config';
import { EMULATORS, SetupError, firebaseBin, prepareEmulators } from './lib/emulators';
import { maildevEnv, maildevInboxUrl, startMaildev } from './lib/maildev';
import { DATA_DIR, ROOT, WORK_DIR } from './lib/paths';
import { describePlan, planFor, readFacts } from './lib/plan';
import {
  endRecordedProcesses,
  killAll,
  processTree,
  recordProcesses,
  untilGone,
  type ProcessInfo,
} from './lib/process-tree';
import { run, waitForUrl } from './lib/run';
import { READY_BANNER, READY_PATHS } from './lib/start-ready';
import { migrateKeptOrders } from './migrate-orders';
import { migrateKeptReviews } from './migrate-reviews';
import { seed } from './seed';
import { SEED_PASSWORD, SEED_USERS } from './lib/seed-data';

/** The next `npm start` ends any process recorded here that outlived its run. */
const PROCESS_RECORD = path.join(WORK_DIR, 'start-processes.json');
const START_TIMEOUT_MS = 300_000;

const started = Date.now();
/** Every process of the run seen so far: all of them end with it, whatever way it ends. */
let known: ProcessInfo[] = [];
let doing = '';
/** Says what start-up is doing now, so a slow first start never looks stuck. */
function step(text: string): void {
  doing = text;
  console.log(`[${Math.round((Date.now() - started) / 1000)} s] ${text}...`);
}
const stillDoing = setInterval(() => {
  if (doing) console.log(`  still ${doing.charAt(0).toLowerCase()}${doing.slice(1)}...`);
}, 20_000);

/**
 * `--no-build` serves the build there is: the start script's test runs after npm test's build.
 * `--plan` prints how the commands set up the emulators and the browsers here, and starts nothing.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--plan')) {
    clearInterval(stillDoing);
    const facts = await readFacts();
    console.log(describePlan(facts, planFor(facts)));
    return;
  }
  if (args.includes('--reset')) rmSync(DATA_DIR, { recursive: true, force: true });
  const ended = await endRecordedProcesses(PROCESS_RECORD);
  if (ended > 0) console.log(`Ended ${ended} emulator process(es) left by an earlier npm start.`);
  // An export that a forced stop cut short leaves its temporary folder behind.
  for (const entry of readdirSync(ROOT)) {
    if (entry.startsWith('firebase-export-')) rmSync(path.join(ROOT, entry), { recursive: true });
  }
  step('Checking Java, the Firestore emulator and the ports');
  const env = { ...(await prepareEmulators()), ...maildevEnv() };
  if (!args.includes('--no-build')) {
    step('Building the shop (npm run build)');
    if ((await run('npm', ['run', 'build', '--silent'])) !== 0) {
      throw new SetupError('The build failed.');
    }
  }
  const maildev = await startMaildev();

  const hasData = existsSync(DATA_DIR);
  const firebaseArgs = ['emulators:start', '--only', EMULATORS, '--project', PROJECT_ID];
  if (hasData) firebaseArgs.push('--import', DATA_DIR);
  firebaseArgs.push('--export-on-exit', DATA_DIR);

  step('Starting the emulators (Auth, Firestore, Functions, Hosting) and maildev');
  // The emulators' own chatter goes to a log file; VERBOSE=1 shows it here as well.
  const log = createWriteStream(path.join(WORK_DIR, 'emulators.log'));
  // Detached: Ctrl-C reaches this script only, which decides what the CLI is told.
  const firebase = spawn(firebaseBin(), firebaseArgs, {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  for (const stream of [firebase.stdout, firebase.stderr]) {
    stream.pipe(log);
    if (process.env.VERBOSE) stream.pipe(process.stdout);
  }
  const remember = () => {
    const tree = processTree(firebase.pid!);
    known = [...known.filter((p) => !tree.some((q) => q.pid === p.pid)), ...tree];
    recordProcesses(PROCESS_RECORD, known);
  };
  remember();
  const exited = new Promise<number>((resolve) =>
    firebase.once('exit', (code) => resolve(code ?? 0)),
  ).finally(async () => {
    // Whatever the CLI left (it leaves its emulators when stopped at once) ends here.
    killAll(known);
    await untilGone(known);
    rmSync(PROCESS_RECORD, { force: true });
    await maildev.stop();
  });

  let stops = 0;
  let lastStop = 0;
  const stop = () => {
    // One key press can arrive twice (the terminal's group and a parent passing it on).
    if (Date.now() - lastStop < 200) return;
    lastStop = Date.now();
    stops += 1;
    clearInterval(stillDoing);
    remember();
    if (stops === 1) {
      console.log('\nStopping the emulators and saving data (Ctrl-C again: stop now, unsaved)...');
      firebase.kill('SIGINT');
    } else {
      console.log('\nStopping now, without saving the data...');
      killAll(known);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop);

  const ready = async (url: string) =>
    Promise.race([
      waitForUrl(url, START_TIMEOUT_MS),
      exited.then((code) => {
        throw new SetupError(
          stops > 0
            ? 'Stopped before the shop was ready.'
            : `The emulators stopped during start-up (exit ${code}); see .emulators/emulators.log.`,
        );
      }),
    ]);
  step('Waiting for the API (the functions of the default codebase)');
  await ready(`${HOSTING_URL}${READY_PATHS[0]}`);
  if (!hasData) {
    step('Seeding the demo data');
    await seed({ demoSales: true });
  } else {
    step('Bringing the kept data up to date');
    await migrateKeptReviews();
    await migrateKeptOrders();
  }
  step('Waiting for the catalogue and a tool page (the ssr codebase)');
  for (const readyPath of READY_PATHS.slice(1)) await ready(`${HOSTING_URL}${readyPath}`);
  remember();
  doing = '';
  clearInterval(stillDoing);

  // The emulator runs no schedules: end due order holds every minute, as Cloud Scheduler does.
  const sweeping = setInterval(() => {
    fetch(ORDER_SWEEP_URL, { method: 'POST' }).catch((error: unknown) =>
      console.error(`The order expiry sweep failed: ${String(error)}`),
    );
  }, 60_000);
  // ... and the mail retry sweep.
  const sweep = setInterval(() => {
    fetch(MAIL_SWEEP_URL, { method: 'POST' }).catch(() => undefined);
  }, 60_000);
  void exited.finally(() => {
    clearInterval(sweeping);
    clearInterval(sweep);
  });

  console.log(`
${READY_BANNER}: ${HOSTING_URL} (ready in ${Math.round((Date.now() - started) / 1000)} s)
Its e-mail arrives in maildev's inbox: ${maildevInboxUrl()}

Demo accounts (password "${SEED_PASSWORD}"):
${SEED_USERS.map((user) => `  ${user.email}  (${user.role ?? 'customer'})`).join('\n')}

Data is kept in .emulator-data between runs; npm start -- --reset goes back to the seed.
Press Ctrl-C to stop.`);
  process.exitCode = await exited;
}

main().catch(async (error: unknown) => {
  console.error(error instanceof SetupError ? error.message : error);
  killAll(known);
  await untilGone(known);
  process.exit(1);
});
