import { existsSync } from 'node:fs';
import { run } from './run';
import { SetupError } from './emulators';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a quiet, offline, reproducible run (no sandbox in containers), for every launch. */
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Browser tests drive Debian's Chromium; install it when it is missing and we may. */
export async function ensureChromium(): Promise<void> {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    throw new SetupError(
      `Chromium was not found at ${CHROMIUM}. Install it (sudo apt-get install -y chromium) ` +
        'or point CHROMIUM_PATH at a Chromium or Chrome binary, then run npm test again.',
    );
  }
  console.log('Installing Chromium for the browser tests (apt-get install chromium)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    (await run('apt-get', ['update', '-qq'], { env })) !== 0 ||
    (await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env })) !== 0 ||
    !existsSync(CHROMIUM)
  ) {
    throw new SetupError('Installing Chromium with apt-get failed: see the messages above.');
  }
}
