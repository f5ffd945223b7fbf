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

const WARM_UP_TIMEOUT_MS = 180_000;

/** Two API calls at once start a worker per browser worker; /allTool starts ssr's. */
async function warmFunctions(): Promise<void> {
  const paths = ['/api/tool?limit=1', '/api/review?limit=1', '/allTool'];
  await Promise.all(paths.map((path) => waitForUrl(`${HOSTING_URL}${path}`, WARM_UP_TIMEOUT_MS)));
}

/** RUNS_FILE records each runner as it ends, so scripts/test.ts knows one that never finished. */
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
      // Node 22.15+'s synchronous module hooks fail to link jose 6, which firebase-admin 14
      // requires from CommonJS ("module is not linked").
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
