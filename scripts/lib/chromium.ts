import { existsSync } from 'node:fs';
import { run } from './run';
import { SetupError } from './emulators';

export interface ChromiumBuild {
  package: string;
  path: string;
}

/** The browser tests': the suite takes about half the CPU of the full browser's headless mode. */
export const HEADLESS_SHELL: ChromiumBuild = {
  package: 'chromium-headless-shell',
  path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
};

/** Lighthouse's: the full browser, in the headless mode Lighthouse is made for. */
export const FULL_CHROMIUM: ChromiumBuild = {
  package: 'chromium',
  path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
};

/** Quiet, offline and reproducible, for every launch; no sandbox, as in containers. */
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function ensureChromium(build: ChromiumBuild): Promise<void> {
  if (existsSync(build.path)) return;
  if (process.getuid?.() !== 0) {
    throw new SetupError(
      `Chromium was not found at ${build.path}. Install it (sudo apt-get install -y ` +
        `${build.package}) or point CHROMIUM_PATH at a Chromium or Chrome binary, then try again.`,
    );
  }
  console.log(`Installing ${build.package} (apt-get install ${build.package})...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    (await run('apt-get', ['update', '-qq'], { env })) !== 0 ||
    (await run('apt-get', ['install', '-y', '-qq', build.package], { env })) !== 0 ||
    !existsSync(build.path)
  ) {
    throw new SetupError(
      `Installing ${build.package} with apt-get failed: see the messages above.`,
    );
  }
}
