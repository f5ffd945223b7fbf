import { mkdirSync, rmSync } from 'node:fs';
import { ensureBrowser } from './lib/chromium';
import { SetupError, execInEmulators, prepareEmulators } from './lib/emulators';
import { maildevEnv, startMaildev } from './lib/maildev';
import { fromRoot } from './lib/paths';
import { run, runQuietly } from './lib/run';
import { REPORTS_DIR, describeVerdict, judge, readInputs, type Runner } from './lib/reports';
import { stripeTestEnv } from './lib/stripe-test-env';

/** What npm test runs and how it judges a run: docs/testing.md. */
async function main(): Promise<number> {
  const only = process.argv.slice(2);
  // Before the build, which takes the Stripe double's publishable key.
  Object.assign(process.env, stripeTestEnv(fromRoot('functions', '.secret.local')));
  await ensureBrowser('tests');
  const failedSteps: string[] = [];
  const step = async (name: string, command: string, args: string[]) => {
    console.log(`\n== ${name}`);
    if ((await run(command, args)) !== 0) failedSteps.push(name);
  };

  const build: Step = ['build', 'npm', ['run', 'build', '--silent']];
  if (only.length === 0) {
    await stepsAtOnce(failedSteps, [
      ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
      ['format', 'npx', ['prettier', '--check', '.', '--log-level=warn']],
      ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
      build,
    ]);
  } else {
    await step(...build);
  }
  if (failedSteps.includes('build')) return report(failedSteps, [], only);
  if (only[0] === 'start') {
    await startScriptStep(step);
    console.log(failedSteps.length > 0 ? 'start script: FAILED' : 'start script: passed');
    return failedSteps.length > 0 ? 1 : 0;
  }

  rmSync(REPORTS_DIR, { recursive: true, force: true });
  mkdirSync(REPORTS_DIR, { recursive: true });
  const env = await prepareEmulators();
  // Before the emulators: the functions emulator sends the run's mail to it (SMTP_URL).
  const maildev = await startMaildev({ control: true, empty: true });
  Object.assign(env, maildevEnv());
  console.log('\n== suites (inside the emulator suite)');
  const suites = ['node', '--import', 'tsx', 'scripts/run-suites.ts', ...only].join(' ');
  // The alias "test" makes the functions emulator read functions/.env.test (Stripe's double).
  const code = await execInEmulators(suites, { project: 'test', env });
  await maildev.stop();
  if (code !== 0) failedSteps.push(`suites (exit ${code})`);
  if (only.length === 0) await startScriptStep(step);
  const runners: Runner[] =
    only[0] === 'vitest'
      ? ['vitest']
      : only[0] === 'e2e'
        ? ['playwright']
        : ['vitest', 'playwright'];
  return report(failedSteps, runners, only);
}

type Step = [name: string, command: string, args: string[]];

/** Each is mostly one process, so on 2 cores together they take about the longest one's time. */
async function stepsAtOnce(failedSteps: string[], steps: Step[]): Promise<void> {
  await Promise.all(
    steps.map(async ([name, command, args]) => {
      const started = Date.now();
      const { code, output } = await runQuietly(command, args);
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`\n== ${name} (${seconds} s${code === 0 ? '' : `, exit ${code}`})\n${output}`);
      if (code !== 0) failedSteps.push(name);
    }),
  );
}

/** `npm start` needs the emulators' ports, free once the suites' emulators have stopped. */
async function startScriptStep(
  step: (name: string, command: string, args: string[]) => Promise<void>,
): Promise<void> {
  process.env.PEDALWORKS_START_TEST = '1';
  await step('start script', 'npx', ['vitest', 'run', '--project', 'start']);
}

function report(failedSteps: string[], expected: Runner[], only: string[]): number {
  // Minimum counts hold for a whole run only, not for `npm test -- vitest <file>`.
  const inputs = readInputs({ expected, full: only.length === 0 && expected.length > 0 });
  const verdict = judge(inputs);
  console.log(describeVerdict(verdict, inputs.runs));
  if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
  return failedSteps.length > 0 || !verdict.ok ? 1 : 0;
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof SetupError ? error.message : error);
    process.exit(1);
  });
