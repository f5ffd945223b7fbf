import { FULL_CHROMIUM, ensureChromium } from './lib/chromium';
import { PROJECT_ID } from './lib/emulator-config';
import { SetupError, execInEmulators, prepareEmulators } from './lib/emulators';
import { run } from './lib/run';

/**
 * npm run bench: builds the app, starts the emulator suite and, inside it, seeds and measures
 * Lighthouse scores, first-view JavaScript and CSS, and Firestore reads per page view
 * (scripts/bench/run.ts), printing one table with the budgets beside the figures.
 */
async function main(): Promise<number> {
  await ensureChromium(FULL_CHROMIUM);
  console.log('== build');
  if ((await run('npm', ['run', 'build', '--silent'])) !== 0) return 1;
  const env = { ...(await prepareEmulators()), CHROMIUM_PATH: FULL_CHROMIUM.path };
  console.log('\n== bench (inside the emulator suite)');
  return execInEmulators('node --import tsx scripts/bench/run.ts', { project: PROJECT_ID, env });
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof SetupError ? error.message : error);
    process.exit(1);
  });
