import { buildFloor } from './bench/floor/build';
import { ensureBrowser } from './lib/chromium';
import { PROJECT_ID } from './lib/emulator-config';
import { SetupError, execInEmulators, prepareEmulators } from './lib/emulators';
import { maildevEnv } from './lib/maildev';
import { run } from './lib/run';

async function main(): Promise<number> {
  const browser = await ensureBrowser('lighthouse');
  console.log('== build');
  if ((await run('npm', ['run', 'build', '--silent'])) !== 0) return 1;
  await buildFloor();
  // As npm start: the mail trigger needs its SMTP address (no mail is sent), Stripe no key.
  const env = {
    ...(await prepareEmulators()),
    ...maildevEnv(),
    ...(browser ? { CHROMIUM_PATH: browser } : {}),
  };
  console.log('\n== bench (inside the emulator suite)');
  return execInEmulators('node --import tsx scripts/bench/run.ts', { project: PROJECT_ID, env });
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof SetupError ? error.message : error);
    process.exit(1);
  });
