import { ensureBrowser } from './lib/chromium';
import { PROJECT_ID } from './lib/emulator-config';
import { SetupError, execInEmulators, prepareEmulators } from './lib/emulators';
import { run } from './lib/run';

async function main(): Promise<number> {
  await ensureBrowser('lighthouse');
  if (!process.argv.includes('--no-build')) {
    console.log('== build');
    if ((await run('npm', ['run', 'build', '--silent'])) !== 0) return 1;
  }
  const env = await prepareEmulators();
  console.log('\n== screenshots (inside the emulator suite)');
  return execInEmulators('node --import tsx scripts/screenshots/take.ts', {
    project: PROJECT_ID,
    env,
  });
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof SetupError ? error.message : error);
    process.exit(1);
  });
