import { createWriteStream, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { HOSTING_URL, MAIL_SWEEP_URL, ORDER_SWEEP_URL, PROJECT_ID } from './lib/emulator-config';
import { EMULATORS, SetupError, firebaseBin, prepareEmulators } from './lib/emulators';
import { maildevEnv, maildevInboxUrl, startMaildev } from './lib/maildev';
import { DATA_DIR, WORK_DIR } from './lib/paths';
import { run, waitForUrl } from './lib/run';
import { migrateKeptOrders } from './migrate-orders';
import { migrateKeptReviews } from './migrate-reviews';
import { seed } from './seed';
import { SEED_PASSWORD, SEED_USERS } from './seed/data';

/**
 * npm start [-- --reset]: builds, starts the emulator suite with the last session's data
 * (or the seed on a first run or after --reset) and serves the shop until Ctrl-C, which
 * exports the data for next time.
 */
async function main(): Promise<void> {
  if (process.argv.includes('--reset')) rmSync(DATA_DIR, { recursive: true, force: true });
  const env = { ...(await prepareEmulators()), ...maildevEnv() };
  if ((await run('npm', ['run', 'build'])) !== 0) throw new SetupError('The build failed.');
  // The local SMTP server and inbox; the functions emulator sends the shop's mail to it.
  const maildev = await startMaildev();

  const hasData = existsSync(DATA_DIR);
  const args = ['emulators:start', '--only', EMULATORS, '--project', PROJECT_ID];
  if (hasData) args.push('--import', DATA_DIR);
  args.push('--export-on-exit', DATA_DIR);

  // The emulators' own chatter goes to a log file; VERBOSE=1 shows it here as well.
  const log = createWriteStream(path.join(WORK_DIR, 'emulators.log'));
  const firebase = spawn(firebaseBin(), args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [firebase.stdout, firebase.stderr]) {
    stream.pipe(log);
    if (process.env.VERBOSE) stream.pipe(process.stdout);
  }
  const exited = new Promise<number>((resolve) =>
    firebase.once('exit', (code) => resolve(code ?? 0)),
  ).finally(() => maildev.stop());
  // Ctrl-C reaches the firebase CLI too; it exports the data, then we exit with it.
  process.once('SIGINT', () => console.log('\nStopping the emulators and saving data...'));
  process.on('SIGTERM', () => firebase.kill('SIGINT'));

  await Promise.race([
    waitForUrl(`${HOSTING_URL}/api/tool`, 180_000),
    exited.then((code) => {
      throw new SetupError(
        `The emulators stopped during start-up (exit ${code}); see .emulators/emulators.log.`,
      );
    }),
  ]);
  if (!hasData) await seed({ demoSales: true });
  else {
    await migrateKeptReviews();
    await migrateKeptOrders();
  }
  // The emulator runs no schedules: end due order holds every minute, as Cloud Scheduler does.
  const sweeping = setInterval(() => {
    fetch(ORDER_SWEEP_URL, { method: 'POST' }).catch((error: unknown) =>
      console.error(`The order expiry sweep failed: ${String(error)}`),
    );
  }, 60_000);
  void exited.then(() => clearInterval(sweeping));
  // Schedules do not run in the emulator: the mail retry sweep runs from here every minute.
  const sweep = setInterval(() => {
    fetch(MAIL_SWEEP_URL, { method: 'POST' }).catch(() => undefined);
  }, 60_000);
  void exited.finally(() => clearInterval(sweep));

  console.log(`
Pedalworks is running: ${HOSTING_URL}
Its e-mail arrives in maildev's inbox: ${maildevInboxUrl()}

Demo accounts (password "${SEED_PASSWORD}"):
${SEED_USERS.map((user) => `  ${user.email}${user.admin ? '  (admin)' : '  (customer)'}`).join('\n')}

Data is kept in .emulator-data between runs; npm start -- --reset goes back to the seed.
Press Ctrl-C to stop.`);
  process.exitCode = await exited;
}

main().catch((error: unknown) => {
  console.error(error instanceof SetupError ? error.message : error);
  process.exit(1);
});
