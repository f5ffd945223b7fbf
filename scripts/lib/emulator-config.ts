/** From firebase.json and .firebaserc: nothing else writes an emulator's address or the project. */
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

/** A `demo-` project reaches nothing real; the test run's alias `test` names it too. */
export const PROJECT_ID = projects.default!;

/** Only entries with a port: firebase.json's emulators hold settings too. */
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

export const HOSTING_URL = emulatorUrl('hosting');
export const AUTH_URL = emulatorUrl('auth');

/** The functions' region, as firebase.json's rewrite of /api to the `api` function names it. */
const REGION = firebaseJson.hosting.rewrites.find(
  (rewrite) => rewrite.function?.functionId === 'api',
)!.function!.region;

export const functionUrl = (name: string) =>
  `${emulatorUrl('functions')}/${PROJECT_ID}/${REGION}/${name}`;

/** The emulator runs no schedules: these emulator-only functions run the sweeps on demand. */
export const ORDER_SWEEP_URL = functionUrl('expireOrdersNow');
export const MAIL_SWEEP_URL = functionUrl('mailSweep');

export function emulatorClientEnv(): Record<string, string> {
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: emulatorHost('firestore'),
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost('auth'),
  };
}
