/**
 * Where the emulators listen and which project they run, read from firebase.json and
 * .firebaserc: the scripts, the test suites and playwright.config.ts take them from here only.
 */
import { readFileSync } from 'node:fs';
import { fromRoot } from './paths';

export interface EmulatorAddress {
  host: string;
  port: number;
}

interface FirebaseJson {
  emulators: Record<string, unknown>;
  hosting: { rewrites: { source: string; function?: { functionId: string; region: string } }[] };
}

const readJson = <T>(file: string) => JSON.parse(readFileSync(fromRoot(file), 'utf8')) as T;
const firebaseJson = readJson<FirebaseJson>('firebase.json');
const { projects } = readJson<{ projects: Record<string, string> }>('.firebaserc');

/**
 * The project the emulators run (.firebaserc's default, a `demo-` project that reaches nothing
 * real). The test run's alias `test` names the same project: it only makes the functions
 * emulator read functions/.env.test as well.
 */
export const PROJECT_ID = projects.default!;

/** Every emulator firebase.json gives a port, by name (auth, firestore, functions, hosting...). */
export const EMULATOR_ADDRESSES: Record<string, EmulatorAddress> = Object.fromEntries(
  Object.entries(firebaseJson.emulators).filter(
    (entry): entry is [string, EmulatorAddress] =>
      typeof entry[1] === 'object' && entry[1] !== null && 'port' in entry[1],
  ),
);

function emulatorAddress(name: string): EmulatorAddress {
  const address = EMULATOR_ADDRESSES[name];
  if (!address) throw new Error(`firebase.json gives the ${name} emulator no port`);
  return address;
}

/** `host:port`, as the SDKs' *_EMULATOR_HOST variables take it. */
export const emulatorHost = (name: string) => {
  const { host, port } = emulatorAddress(name);
  return `${host}:${port}`;
};

export const emulatorUrl = (name: string) => `http://${emulatorHost(name)}`;

/** The shop as the Hosting emulator serves it (the API under /api). */
export const HOSTING_URL = emulatorUrl('hosting');
export const AUTH_URL = emulatorUrl('auth');

/** The functions' region, as firebase.json's rewrite of /api to the `api` function names it. */
const REGION = firebaseJson.hosting.rewrites.find(
  (rewrite) => rewrite.function?.functionId === 'api',
)!.function!.region;

/** An HTTP function as the functions emulator serves it. */
export const functionUrl = (name: string) =>
  `${emulatorUrl('functions')}/${PROJECT_ID}/${REGION}/${name}`;

/**
 * The emulator runs no schedules: these emulator-only HTTP functions (functions/src/index.ts)
 * run the order expiry sweep and the mail retry sweep on demand. `npm start` calls them every
 * minute, the tests when they need them.
 */
export const ORDER_SWEEP_URL = functionUrl('expireOrdersNow');
export const MAIL_SWEEP_URL = functionUrl('mailSweep');

/** The environment that points the Admin SDK and the client SDKs at the emulators. */
export function emulatorClientEnv(): Record<string, string> {
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: emulatorHost('firestore'),
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost('auth'),
  };
}
