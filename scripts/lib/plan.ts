import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import path from 'node:path';
import { zipEntry } from './zip';

/**
 * How `npm start`, `npm test`, `npm run bench` and `npm run screenshots` set up the emulators and
 * the browsers on this machine: the machine's facts go in, one plan comes out
 * (`npm start -- --plan` prints it).
 */
export interface MachineFacts {
  platform: NodeJS.Platform;
  root: boolean;
  /** apt-get installs packages (Debian, Ubuntu...). */
  apt: boolean;
  /** Debian itself, whose packages include Chromium's headless shell. */
  debian: boolean;
}

export interface EmulatorFacts extends MachineFacts {
  /** The major version of `java` on PATH; undefined when there is none. */
  java?: number;
  /** The Cloud SDK's Firestore emulator jar where present, with the Java its classes need. */
  sdkJar?: { path: string; java: number };
  /** firebase-tools' own Firestore emulator jar, kept from an earlier download. */
  toolsJar?: { path: string; java: number };
  /** Whether firebase-tools' download site answers; asked only where there is no jar. */
  emulatorDownloads?: boolean;
}

export interface BrowserFacts extends MachineFacts {
  chromiumPath?: string;
  /** Which of the known browser paths exist: CHROMIUM_PATH, Debian's, Playwright's. */
  found: string[];
  playwrightChromium: string;
  /** The Chrome that Lighthouse's launcher (chrome-launcher) finds. */
  systemChrome?: string;
  /** Whether Playwright's download site answers; asked only where no browser serves. */
  browserDownloads?: boolean;
}

export type Facts = EmulatorFacts & BrowserFacts;

export interface EmulatorPlan {
  source: 'cloud-sdk' | 'firebase-tools';
  /** The Cloud SDK's jar, run offline through a wrapper jar. */
  jar?: string;
  java: { needs: number; found?: number };
  says: string;
  /** Why it cannot start, and what to do; undefined when nothing stands in the way. */
  blocker?: string;
}

/** The browser tests take the headless shell where there is one; Lighthouse the full browser. */
export type BrowserUse = 'tests' | 'lighthouse';

export interface BrowserPlan {
  /** undefined: Playwright's own browser for that use. */
  path?: string;
  install?: string[][];
  says: string;
  blocker?: string;
}

export interface Plan {
  emulators: EmulatorPlan;
  browsers: Record<BrowserUse, BrowserPlan>;
}

export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const SDK_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
export const FIRESTORE_MAIN = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
/** firebase-tools 14 runs its emulators on Java 11 and up; it warns below 21, which 15 requires. */
const TOOLS_JAVA = 11;
const TOOLS_CACHE =
  process.env.FIREBASE_EMULATORS_PATH ?? path.join(homedir(), '.cache', 'firebase', 'emulators');
const PLAYWRIGHT_INSTALL = ['npx', 'playwright', 'install', 'chromium'];

export function emulatorPlan(facts: EmulatorFacts): EmulatorPlan {
  const { sdkJar, toolsJar } = facts;
  const plan: EmulatorPlan = sdkJar
    ? {
        source: 'cloud-sdk',
        jar: sdkJar.path,
        java: { needs: sdkJar.java, found: facts.java },
        says: `the Cloud SDK's jar (${sdkJar.path}), offline`,
      }
    : {
        source: 'firebase-tools',
        java: { needs: toolsJar?.java ?? TOOLS_JAVA, found: facts.java },
        says: toolsJar
          ? `firebase-tools' own, downloaded earlier (${toolsJar.path})`
          : `firebase-tools' own, which it downloads into ${TOOLS_CACHE} on the first start`,
      };
  const problems = [javaProblem(facts, plan.java.needs)];
  if (!sdkJar && !toolsJar && !facts.emulatorDownloads) {
    problems.push(
      "firebase-tools cannot download its Firestore emulator: storage.googleapis.com does not answer. Connect to the internet for the first start, or install the Cloud SDK's emulator (gcloud components install cloud-firestore-emulator) and point FIRESTORE_EMULATOR_JAR at its jar.",
    );
  }
  const blocker = problems.filter(Boolean).join(' ');
  return blocker ? { ...plan, blocker } : plan;
}

function javaProblem({ java, platform, apt, sdkJar }: EmulatorFacts, needs: number): string {
  if (java !== undefined && java >= needs) return '';
  const install =
    platform === 'darwin'
      ? 'brew install --cask temurin@21'
      : apt
        ? 'sudo apt-get install -y default-jre-headless'
        : 'a JDK from https://adoptium.net';
  const tools = `firebase-tools' own emulator needs Java ${sdkJar ? TOOLS_JAVA : needs} or newer (21 recommended: firebase-tools warns below it)`;
  const paths = sdkJar
    ? `the Cloud SDK's jar used here needs Java ${needs} or newer (its classes are built for it); ${tools}`
    : `${tools}; the Cloud SDK's jar needs the Java its classes are built for`;
  return (
    `${java === undefined ? 'Java was not found' : `Java ${java} is too old`}. The Firestore ` +
    `emulator runs on Java: ${paths}. Install Java (${install}) and try again.`
  );
}

export function browserPlan(use: BrowserUse, facts: BrowserFacts): BrowserPlan {
  const has = (file: string) => facts.found.includes(file);
  const debian =
    use === 'tests'
      ? { path: DEBIAN_HEADLESS_SHELL, package: 'chromium-headless-shell' }
      : { path: DEBIAN_CHROMIUM, package: 'chromium' };
  const playwright = {
    path: use === 'tests' ? undefined : facts.playwrightChromium,
    says: `Playwright's Chromium${use === 'tests' ? ' (its headless shell)' : ''}`,
  };
  if (facts.chromiumPath) {
    return has(facts.chromiumPath)
      ? { path: facts.chromiumPath, says: `CHROMIUM_PATH (${facts.chromiumPath})` }
      : {
          path: facts.chromiumPath,
          says: 'CHROMIUM_PATH',
          blocker: `CHROMIUM_PATH points at ${facts.chromiumPath}, which does not exist: point it at a Chromium or Chrome binary, or unset it.`,
        };
  }
  if (has(debian.path)) return { path: debian.path, says: `Debian's ${debian.package}` };
  if (use === 'tests' && has(DEBIAN_CHROMIUM)) {
    return { path: DEBIAN_CHROMIUM, says: "Debian's chromium" };
  }
  if (has(facts.playwrightChromium)) return playwright;
  if (facts.systemChrome) {
    return { path: facts.systemChrome, says: `a system Chrome (${facts.systemChrome})` };
  }
  if (facts.browserDownloads) {
    return {
      ...playwright,
      install: [PLAYWRIGHT_INSTALL],
      says: `${playwright.says}, installed first (${PLAYWRIGHT_INSTALL.join(' ')})`,
    };
  }
  const aptInstall = ['apt-get', 'install', '-y', '-qq', debian.package];
  if (facts.root && facts.debian) {
    return {
      path: debian.path,
      install: [['apt-get', 'update', '-qq'], aptInstall],
      says: `Debian's ${debian.package}, installed first (apt-get install ${debian.package})`,
    };
  }
  const command = facts.debian
    ? `sudo apt-get install -y ${debian.package}`
    : `${PLAYWRIGHT_INSTALL.join(' ')}, once online`;
  return {
    says: 'none found',
    blocker: `No Chromium or Chrome was found and Playwright's download site (cdn.playwright.dev) does not answer. Run ${command}, or point CHROMIUM_PATH at a Chromium or Chrome binary, then try again.`,
  };
}

export const planFor = (facts: Facts): Plan => ({
  emulators: emulatorPlan(facts),
  browsers: { tests: browserPlan('tests', facts), lighthouse: browserPlan('lighthouse', facts) },
});

export function describePlan(facts: Facts, plan: Plan): string {
  const answer = (asked?: boolean) => (asked === undefined ? 'not asked' : asked ? 'yes' : 'no');
  const line = (label: string, part: { says: string; blocker?: string }, more = '') =>
    `  ${label}: ${part.says}${more}${part.blocker ? `\n    cannot: ${part.blocker}` : ''}`;
  const { java } = plan.emulators;
  return [
    `Machine: ${facts.platform}${facts.debian ? ' (Debian)' : ''}${facts.root ? ', root' : ''}` +
      `${facts.apt ? ', apt-get' : ''}, ` +
      `${facts.java === undefined ? 'no Java' : `Java ${facts.java}`}; download sites answer: ` +
      `firebase-tools' ${answer(facts.emulatorDownloads)}, Playwright's ${answer(facts.browserDownloads)}`,
    line(
      'Firestore emulator',
      plan.emulators,
      `\n    Java: needs ${java.needs} or newer, found ${java.found ?? 'none'}`,
    ),
    line('Browser tests', plan.browsers.tests),
    line('Lighthouse (bench, screenshots)', plan.browsers.lighthouse),
  ].join('\n');
}

/** The Java major version a jar's Firestore main class is built for (class file major - 44). */
function jarJava(jar: string): number | undefined {
  const main = zipEntry(jar, `${FIRESTORE_MAIN.replaceAll('.', '/')}.class`);
  return main && main.length >= 8 ? main.readUInt16BE(6) - 44 : undefined;
}

function javaVersion(): number | undefined {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (result.error || result.status !== 0 || !match) return undefined;
  // Java 8 and older say "1.8.0".
  return match[1] === '1' ? Number(match[2]) : Number(match[1]);
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(4000) });
    return true;
  } catch {
    return false;
  }
}

const machineFacts = (): MachineFacts => ({
  platform: process.platform,
  root: process.getuid?.() === 0,
  apt: existsSync('/usr/bin/apt-get'),
  debian:
    existsSync('/etc/os-release') && /^ID=debian$/m.test(readFileSync('/etc/os-release', 'utf8')),
});

/** Required where needed: Playwright alone takes over a second to load, and npm start needs none. */
const load = createRequire(import.meta.url);

function systemChrome(): string | undefined {
  const { Launcher } = load('chrome-launcher') as typeof import('chrome-launcher');
  try {
    return Launcher.getFirstInstallation();
  } catch {
    // chrome-launcher throws on Linux when it finds none.
    return undefined;
  }
}

/** The browsers already on the machine, without the network: what a test run's workers use. */
export function localBrowserFacts(): BrowserFacts {
  const { chromium } = load('@playwright/test') as typeof import('@playwright/test');
  const chromiumPath = process.env.CHROMIUM_PATH || undefined;
  const playwrightChromium = chromium.executablePath();
  const candidates = [chromiumPath, DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM, playwrightChromium];
  const found = candidates.filter((file): file is string => !!file && existsSync(file));
  return {
    ...machineFacts(),
    chromiumPath,
    found,
    playwrightChromium,
    // Asked last, as the plan does: it takes most of a second.
    systemChrome: found.some((file) => file !== DEBIAN_HEADLESS_SHELL) ? undefined : systemChrome(),
  };
}

/** Playwright's download site is asked only where no browser on the machine serves a use. */
export async function readBrowserFacts(): Promise<BrowserFacts> {
  const facts = localBrowserFacts();
  const missing = (['tests', 'lighthouse'] as const).some((use) => {
    const plan = browserPlan(use, facts);
    return plan.install ?? plan.blocker;
  });
  const host = process.env.PLAYWRIGHT_DOWNLOAD_HOST ?? 'https://cdn.playwright.dev';
  return missing ? { ...facts, browserDownloads: await answers(`${host}/`) } : facts;
}

/** firebase-tools' download site is asked only where there is no jar on the machine. */
export async function readEmulatorFacts(): Promise<EmulatorFacts> {
  const sdkPath = process.env.FIRESTORE_EMULATOR_JAR ?? SDK_JAR;
  const toolsPath = existsSync(TOOLS_CACHE)
    ? readdirSync(TOOLS_CACHE)
        .filter((name) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(name))
        .map((name) => path.join(TOOLS_CACHE, name))[0]
    : undefined;
  const withJava = (jar: string | undefined) =>
    jar && existsSync(jar) ? { path: jar, java: jarJava(jar) ?? TOOLS_JAVA } : undefined;
  const sdkJar = withJava(sdkPath);
  const toolsJar = sdkJar ? undefined : withJava(toolsPath);
  return {
    ...machineFacts(),
    java: javaVersion(),
    sdkJar,
    toolsJar,
    emulatorDownloads:
      sdkJar || toolsJar
        ? undefined
        : await answers('https://storage.googleapis.com/firebase-preview-drop/'),
  };
}

export async function readFacts(): Promise<Facts> {
  const [emulators, browsers] = await Promise.all([readEmulatorFacts(), readBrowserFacts()]);
  return { ...emulators, ...browsers };
}
