import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { emulatorClientEnv } from './lib/emulators';
import { PLAYWRIGHT_REPORT, REPORTS_DIR, VITEST_REPORT } from './lib/reports';
import { run } from './lib/run';
import { seed } from './seed';

/**
 * Runs inside `firebase emulators:exec`: seeds, then the vitest projects and the browser
 * tests, each writing a JSON report that scripts/test.ts adds up. Pass "vitest" or
 * "e2e" (and further arguments for that runner) to run one of them.
 */
async function main(): Promise<number> {
  const [only, ...extra] = process.argv.slice(2);
  const env = { ...process.env, ...emulatorClientEnv() };
  await seed();
  let code = 0;
  if (!only || only === 'vitest') {
    code |= await run(
      'npx',
      [
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${VITEST_REPORT}`,
        ...extra,
      ],
      { env },
    );
  }
  if (!only || only === 'e2e') {
    code |= await run('npx', ['playwright', 'test', ...extra], {
      env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_REPORT },
    });
  }
  writeFileSync(path.join(REPORTS_DIR, 'done'), String(code));
  return code;
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
