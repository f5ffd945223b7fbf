import { PROJECT_ID } from './lib/emulator-config';
import { SetupError, execInEmulators, prepareEmulators } from './lib/emulators';

/**
 * npm run load [-- --shoppers 50 --seconds 60]: starts the Auth and Firestore emulators and,
 * inside them, serves the API's Express app in this one Node process (as one Cloud Functions v2
 * instance with concurrency would) while simulated shoppers browse, open tools and place and
 * delete orders (scripts/load/run.ts). Prints figures; judges only correctness (errors, stock).
 */
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
