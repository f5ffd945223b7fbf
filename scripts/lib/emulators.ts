import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { EMULATOR_ADDRESSES } from './emulator-config';
import { WORK_DIR, fromRoot } from './paths';
import { run } from './run';
import { manifest, storedZip } from './zip';

export const EMULATORS = 'auth,firestore,functions,hosting';
const FIRESTORE_JAR =
  process.env.FIRESTORE_EMULATOR_JAR ??
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const FIRESTORE_MAIN = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/** Set-up problems end the script with a message saying what to do, not a stack trace. */
export class SetupError extends Error {}

function checkJava(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new SetupError(
      'Java was not found. The Firestore and Auth emulators need Java 17 or newer: ' +
        'install it (apt-get install -y openjdk-17-jre-headless) and try again.',
    );
  }
}

/**
 * The preinstalled Firestore jar has no Main-Class, so firebase-tools 14 runs it through a
 * manifest-only jar whose Class-Path points at it.
 */
function firestoreWrapperJar(): string | undefined {
  if (process.env.PEDALWORKS_STOCK_EMULATORS === '1') return undefined;
  if (!existsSync(FIRESTORE_JAR)) {
    throw new SetupError(
      `The Firestore emulator jar is missing at ${FIRESTORE_JAR}. Install the Cloud SDK's ` +
        'Firestore emulator there, point FIRESTORE_EMULATOR_JAR at it, or set ' +
        'PEDALWORKS_STOCK_EMULATORS=1 to let firebase-tools download one (needs internet and Java 21).',
    );
  }
  mkdirSync(WORK_DIR, { recursive: true });
  const wrapper = path.join(WORK_DIR, 'firestore-emulator.jar');
  const jar = storedZip({
    'META-INF/MANIFEST.MF': manifest({
      'Manifest-Version': '1.0',
      'Main-Class': FIRESTORE_MAIN,
      'Class-Path': `file:${FIRESTORE_JAR}`,
    }),
  });
  writeFileSync(wrapper, jar);
  return wrapper;
}

export function portFree(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

async function checkPorts(): Promise<void> {
  for (const [name, { host, port }] of Object.entries(EMULATOR_ADDRESSES)) {
    if (!(await portFree(host, port))) {
      throw new SetupError(
        `Port ${port} on ${host} (the ${name} emulator) is already taken. Stop whatever ` +
          `listens there (see: lsof -i :${port}) or an earlier 'npm start', then try again.`,
      );
    }
  }
}

/** Checks the machine and returns the environment the firebase CLI needs to run offline. */
export async function prepareEmulators(): Promise<NodeJS.ProcessEnv> {
  checkJava();
  const jar = firestoreWrapperJar();
  await checkPorts();
  const tmp = path.join(WORK_DIR, 'tmp');
  mkdirSync(tmp, { recursive: true });
  return {
    ...process.env,
    ...(jar ? { FIRESTORE_EMULATOR_BINARY_PATH: jar } : {}),
    TMPDIR: tmp,
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
    FIREBASE_CLI_EXPERIMENTS: process.env.FIREBASE_CLI_EXPERIMENTS ?? '',
    // A worker beyond the idle ones costs about a second of CPU: six at once on 2 cores.
    FUNCTIONS_EMULATOR_PARALLEL: process.env.FUNCTIONS_EMULATOR_PARALLEL ?? '6',
  };
}

export const firebaseBin = () => fromRoot('node_modules', '.bin', 'firebase');

export function execInEmulators(
  command: string,
  options: { project: string; env: NodeJS.ProcessEnv; only?: string },
): Promise<number> {
  return run(
    firebaseBin(),
    [
      'emulators:exec',
      '--only',
      options.only ?? EMULATORS,
      '--project',
      options.project,
      '--log-verbosity',
      'QUIET',
      command,
    ],
    { env: options.env },
  );
}
