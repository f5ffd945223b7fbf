import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { EMULATOR_ADDRESSES } from './emulator-config';
import { WORK_DIR, fromRoot } from './paths';
import { FIRESTORE_MAIN, emulatorPlan, readEmulatorFacts } from './plan';
import { run } from './run';
import { manifest, storedZip } from './zip';

export const EMULATORS = 'auth,firestore,functions,hosting';

/** Set-up problems end the script with a message saying what to do, not a stack trace. */
export class SetupError extends Error {}

/**
 * The Cloud SDK's Firestore jar has no Main-Class, so firebase-tools 14 runs it through a
 * manifest-only jar whose Class-Path points at it.
 */
function firestoreWrapperJar(sdkJar: string): string {
  mkdirSync(WORK_DIR, { recursive: true });
  const wrapper = path.join(WORK_DIR, 'firestore-emulator.jar');
  const jar = storedZip({
    'META-INF/MANIFEST.MF': manifest({
      'Manifest-Version': '1.0',
      'Main-Class': FIRESTORE_MAIN,
      'Class-Path': `file:${sdkJar}`,
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

/** Follows the plan for the Firestore emulator and returns the firebase CLI's environment. */
export async function prepareEmulators(): Promise<NodeJS.ProcessEnv> {
  const plan = emulatorPlan(await readEmulatorFacts());
  if (plan.blocker) throw new SetupError(plan.blocker);
  const { needs, found } = plan.java;
  console.log(`  Firestore emulator: ${plan.says}; Java ${found} (it needs ${needs} or newer)`);
  const jar = plan.jar ? firestoreWrapperJar(plan.jar) : undefined;
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
