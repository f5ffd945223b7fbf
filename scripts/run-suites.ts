import { writeFileSync } from 'node:fs';
import { emulatorClientEnv, HOSTING_URL } from './lib/emulator-config';
import {
  PLAYWRIGHT_REPORT,
  RUNS_FILE,
  VITEST_REPORT,
  type RunRecord,
  type Runner,
} from './lib/reports';
import { run, waitForUrl } from './lib/run';
import { seed } from './seed';

/** How long the functions may take to answer their first calls. */
const WARM_UP_TIMEOUT_MS = 180_000;

/**
 * The functions emulator starts a function's worker at its first call, and one more for each
 * call that comes while the others are busy: tens of seconds on 2 cores when the browser tests'
 * first pages start several at once. Run alone (`npm test -- e2e <file>`), the first tests spent
 * their own time on that; the browser tests start once `api` (twice at a time, as two browser
 * workers call it) and `ssr` have answered.
 */
async function warmFunctions(): Promise<void> {
  const paths = ['/api/tool?limit=1', '/api/review?limit=1', '/allTool'];
  await Promise.all(paths.map((path) => waitForUrl(`${HOSTING_URL}${path}`, WARM_UP_TIMEOUT_MS)));
}

/**
 * Runs inside `firebase emulators:exec`: seeds, then the vitest projects and the browser
 * tests, each writing a JSON report, and records each runner's exit code and time in
 * RUNS_FILE; scripts/test.ts judges them. Pass "vitest" or "e2e" (and further arguments for
 * that runner) to run one of them.
 */
async function main(): Promise<number> {
  const [only, ...extra] = process.argv.slice(2);
  const env = { ...process.env, ...emulatorClientEnv() };
  await seed();
  const runs: Partial<Record<Runner, RunRecord>> = {};
  const timed = async (runner: Runner, command: string[], runEnv: NodeJS.ProcessEnv) => {
    const started = Date.now();
    const code = await run('npx', command, { env: runEnv });
    runs[runner] = { code, seconds: (Date.now() - started) / 1000 };
    writeFileSync(RUNS_FILE, JSON.stringify(runs));
    return code;
  };
  let code = 0;
  if (!only || only === 'vitest') {
    code |= await timed(
      'vitest',
      [
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${VITEST_REPORT}`,
        ...extra,
      ],
      env,
    );
  }
  if (!only || only === 'e2e') {
    await warmFunctions();
    code |= await timed('playwright', ['playwright', 'test', ...extra], {
      ...env,
      PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_REPORT,
      // Playwright's synchronous module hooks (Node 22.15+) fail to link an ES-only package
      // required from CommonJS ("module is not linked"): firebase-admin 14 requires jose 6 so.
      PLAYWRIGHT_FORCE_ASYNC_LOADER: '1',
    });
  }
  return code;
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
