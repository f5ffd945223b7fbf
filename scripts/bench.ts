import { buildFloor } from './bench/floor/build';
import { FULL_CHROMIUM, ensureChromium } from './lib/chromium';
import { PROJECT_ID } from './lib/emulator-config';
import { SetupError, execInEmulators, prepareEmulators } from './lib/emulators';
import { maildevEnv } from './lib/maildev';
import { run } from './lib/run';

async function main(): Promise<number> {
  await ensureChromium(FULL_CHROMIUM);
  console.log('== build');
  if ((await run('npm', ['run', 'build', '--silent'])) !== 0) return 1;
  await buildFloor();
  // As npm start: the mail trigger needs its SMTP address (no mail is sent), Stripe no key.
  const env = {
    ...(await prepareEmulators()),
    ...maildevEnv(),
    CHROMIUM_PATH: FULL_CHROMIUM.path,
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
