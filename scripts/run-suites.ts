import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { LAST_RUNS } from '../vitest.config';
import { emulatorClientEnv, HOSTING_URL } from './lib/emulator-config';
import {
  PLAYWRIGHT_REPORT,
  REPORTS_DIR,
  RUNS_FILE,
  VITEST_REPORT,
  mergeVitestReports,
  type RunRecord,
  type Runner,
} from './lib/reports';
import { run, waitForUrl } from './lib/run';
import { seed } from './seed';

const WARM_UP_TIMEOUT_MS = 180_000;

/** Two API calls at once start a worker per browser worker; /allTool starts ssr's. */
async function warmFunctions(): Promise<void> {
  const paths = ['/api/tool?limit=1', '/api/review?limit=1', '/allTool'];
  await Promise.all(paths.map((path) => waitForUrl(`${HOSTING_URL}${path}`, WARM_UP_TIMEOUT_MS)));
}

const vitest = (report: string, args: string[], env: NodeJS.ProcessEnv) =>
  run(
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...args,
    ],
    { env },
  );

const projects = (names: string[], prefix = '') =>
  names.flatMap((name) => ['--project', `${prefix}${name}`]);

/**
 * Files or options given: one vitest run. Else every project but LAST_RUNS (so a new project runs
 * too), then the runs of LAST_RUNS at once; their reports make one.
 */
async function runVitest(extra: string[], env: NodeJS.ProcessEnv): Promise<number> {
  if (extra.length > 0) return vitest(VITEST_REPORT, extra, env);
  const report = (run: number) => path.join(REPORTS_DIR, `vitest-${run}.json`);
  const first = await vitest(report(0), projects(LAST_RUNS.flat(), '!'), env);
  const last = await Promise.all(
    LAST_RUNS.map((names, i) => vitest(report(i + 1), projects(names), env)),
  );
  mergeVitestReports(
    [first, ...last].map((_, run) => report(run)),
    VITEST_REPORT,
  );
  return last.reduce((all, one) => all | one, first);
}

/** RUNS_FILE records each runner as it ends, so scripts/test.ts knows one that never finished. */
async function main(): Promise<number> {
  const [only, ...extra] = process.argv.slice(2);
  const env = { ...process.env, ...emulatorClientEnv() };
  await seed();
  const runs: Partial<Record<Runner, RunRecord>> = {};
  const timed = async (runner: Runner, running: () => Promise<number>) => {
    const started = Date.now();
    const code = await running();
    runs[runner] = { code, seconds: (Date.now() - started) / 1000 };
    writeFileSync(RUNS_FILE, JSON.stringify(runs));
    return code;
  };
  let code = 0;
  if (!only || only === 'vitest') {
    code |= await timed('vitest', () => runVitest(extra, env));
  }
  if (!only || only === 'e2e') {
    await warmFunctions();
    code |= await timed('playwright', () =>
      run('npx', ['playwright', 'test', ...extra], {
        env: {
          ...env,
          PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_REPORT,
          // Node 22.15+'s synchronous module hooks fail to link jose 6, which firebase-admin 14
          // requires from CommonJS ("module is not linked").
          PLAYWRIGHT_FORCE_ASYNC_LOADER: '1',
        },
      }),
    );
  }
  return code;
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
