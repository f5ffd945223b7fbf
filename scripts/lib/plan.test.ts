import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL, describePlan, planFor, type Facts } from './plan';
import { storedZip, zipEntry } from './zip';

const SDK_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/** A Debian box with the Cloud SDK's emulator, both Debian Chromiums, Java 17, no internet. */
const THIS_MACHINE: Facts = {
  platform: 'linux',
  root: true,
  apt: true,
  debian: true,
  java: 17,
  sdkJar: { path: SDK_JAR, java: 11 },
  found: [DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM],
  playwrightChromium: '/root/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome',
};

const LAPTOP_CHROMIUM = '/home/ana/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';
/** Ubuntu, not root, Java 21, internet, no Cloud SDK and no browser. */
const LAPTOP: Facts = {
  platform: 'linux',
  root: false,
  apt: true,
  debian: false,
  java: 21,
  found: [],
  playwrightChromium: LAPTOP_CHROMIUM,
  emulatorDownloads: true,
  browserDownloads: true,
};

const MAC_CHROME = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
const MAC: Facts = {
  platform: 'darwin',
  root: false,
  apt: false,
  debian: false,
  java: 21,
  found: [],
  playwrightChromium: '/Users/ana/Library/Caches/ms-playwright/chromium-1255/chrome-mac/Chromium',
  systemChrome: MAC_CHROME,
  emulatorDownloads: true,
};

/** Debian without Java, internet, the Cloud SDK or a browser; not root. */
const BARE: Facts = {
  platform: 'linux',
  root: false,
  apt: true,
  debian: true,
  found: [],
  playwrightChromium: '/home/ana/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome',
  emulatorDownloads: false,
  browserDownloads: false,
};

describe('the set-up plan', () => {
  it('runs the Cloud SDK jar offline and the Debian browsers on this machine', () => {
    const plan = planFor(THIS_MACHINE);
    expect(plan.emulators).toMatchObject({ source: 'cloud-sdk', jar: SDK_JAR });
    expect(plan.emulators.java).toEqual({ needs: 11, found: 17 });
    expect(plan.browsers.tests).toMatchObject({ path: DEBIAN_HEADLESS_SHELL });
    expect(plan.browsers.lighthouse).toMatchObject({ path: DEBIAN_CHROMIUM });
    for (const part of [plan.emulators, plan.browsers.tests, plan.browsers.lighthouse]) {
      expect(part).not.toHaveProperty('blocker');
      expect(part).not.toHaveProperty('install');
    }
    // Nothing was missing, so no download site was asked.
    expect(describePlan(THIS_MACHINE, plan)).toMatch(
      /firebase-tools' not asked, Playwright's not asked/,
    );
  });

  it("installs Debian's package as root on Debian offline, as before", () => {
    const lighthouse = planFor({ ...THIS_MACHINE, found: [DEBIAN_HEADLESS_SHELL] }).browsers
      .lighthouse;
    expect(lighthouse.path).toBe(DEBIAN_CHROMIUM);
    expect(lighthouse.install).toEqual([
      ['apt-get', 'update', '-qq'],
      ['apt-get', 'install', '-y', '-qq', 'chromium'],
    ]);
  });

  it("lets firebase-tools download its emulator and installs Playwright's Chromium on a laptop", () => {
    const plan = planFor(LAPTOP);
    expect(plan.emulators).toMatchObject({ source: 'firebase-tools', java: { needs: 11 } });
    expect(plan.emulators.jar).toBeUndefined();
    expect(plan.emulators.says).toMatch(/downloads/);
    const install = [['npx', 'playwright', 'install', 'chromium']];
    // The browser tests then take Playwright's own headless shell; Lighthouse its Chromium.
    expect(plan.browsers.tests).toMatchObject({ path: undefined, install });
    expect(plan.browsers.lighthouse).toMatchObject({ path: LAPTOP_CHROMIUM, install });
    expect(describePlan(LAPTOP, plan)).not.toMatch(/cannot/);
  });

  it("uses the Mac's Chrome, found by Lighthouse's launcher, and installs nothing", () => {
    const plan = planFor(MAC);
    expect(plan.emulators.source).toBe('firebase-tools');
    expect(plan.browsers.tests).toEqual({ path: MAC_CHROME, says: expect.any(String) });
    expect(plan.browsers.lighthouse).toEqual({ path: MAC_CHROME, says: expect.any(String) });
    // Playwright's own browser comes before a system Chrome once it is there.
    const withPlaywright = planFor({ ...MAC, found: [MAC.playwrightChromium] });
    expect(withPlaywright.browsers.lighthouse.path).toBe(MAC.playwrightChromium);
  });

  it('names the version each path needs, and the command to run, with neither Java nor internet', () => {
    const plan = planFor(BARE);
    expect(plan.emulators.blocker).toMatch(/^Java was not found\./);
    expect(plan.emulators.blocker).toMatch(/firebase-tools' own emulator needs Java 11 or newer/);
    expect(plan.emulators.blocker).toMatch(/sudo apt-get install -y default-jre-headless/);
    expect(plan.emulators.blocker).toMatch(/storage\.googleapis\.com does not answer/);
    expect(plan.browsers.tests.blocker).toMatch(
      /Run sudo apt-get install -y chromium-headless-shell/,
    );
    expect(plan.browsers.lighthouse.blocker).toMatch(/Run sudo apt-get install -y chromium,/);
    // Ubuntu has no headless shell package: Playwright's install, once online.
    const ubuntu = planFor({ ...BARE, debian: false }).browsers.tests;
    expect(ubuntu.blocker).toMatch(/Run npx playwright install chromium, once online/);
    const mac = planFor({
      ...MAC,
      java: undefined,
      systemChrome: undefined,
      emulatorDownloads: false,
    });
    expect(mac.emulators.blocker).toMatch(/brew install --cask temurin@21/);
    expect(mac.browsers.tests.blocker).toMatch(/Run npx playwright install chromium, once online/);
  });

  it('takes the Java a Cloud SDK jar is built for, and says when Java is older', () => {
    const plan = planFor({ ...THIS_MACHINE, sdkJar: { path: SDK_JAR, java: 21 } });
    expect(plan.emulators.blocker).toMatch(/^Java 17 is too old\./);
    expect(plan.emulators.blocker).toMatch(/the Cloud SDK's jar used here needs Java 21 or newer/);
  });

  it('offline with the jar path pointed at a missing file, plans the download and says why not', () => {
    const facts = { ...THIS_MACHINE, sdkJar: undefined, emulatorDownloads: false };
    const printed = describePlan(facts, planFor(facts));
    expect(printed).toMatch(/Firestore emulator: firebase-tools' own, which it downloads into/);
    expect(printed).toMatch(/cannot: firebase-tools cannot download its Firestore emulator/);
    // A jar kept from an earlier download starts offline.
    const kept = { ...facts, toolsJar: { path: '/root/.cache/x.jar', java: 11 } };
    expect(planFor(kept).emulators.blocker).toBeUndefined();
  });

  it('stops at a CHROMIUM_PATH that points nowhere', () => {
    const plan = planFor({ ...THIS_MACHINE, chromiumPath: '/opt/none/chrome' });
    expect(plan.browsers.tests.blocker).toMatch(/CHROMIUM_PATH points at \/opt\/none\/chrome/);
    const there = planFor({ ...THIS_MACHINE, chromiumPath: '/opt/chrome', found: ['/opt/chrome'] });
    expect(there.browsers.tests.path).toBe('/opt/chrome');
  });
});

describe('zipEntry', () => {
  it('reads an entry through the central directory, and nothing for a missing one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pedalworks-zip-'));
    try {
      const file = path.join(dir, 'a.jar');
      writeFileSync(file, storedZip({ 'a.txt': 'first', 'b/c.class': 'second' }));
      expect(zipEntry(file, 'b/c.class')?.toString()).toBe('second');
      expect(zipEntry(file, 'a.txt')?.toString()).toBe('first');
      expect(zipEntry(file, 'd.txt')).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
