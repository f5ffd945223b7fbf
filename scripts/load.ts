import { PROJECT_ID } from './lib/emulator-config';
import { SetupError, execInEmulators, prepareEmulators } from './lib/emulators';

/** No functions emulator: it would start a worker per concurrent request and measure itself. */
async function main(): Promise<number> {
  const env = await prepareEmulators();
  const args = process.argv.slice(2).join(' ');
  return execInEmulators(`node --import tsx scripts/load/run.ts ${args}`, {
    project: PROJECT_ID,
    env,
    only: 'auth,firestore',
  });
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof SetupError ? error.message : error);
    process.exit(1);
  });
