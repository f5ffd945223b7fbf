import { SetupError } from './emulators';
import { browserPlan, localBrowserFacts, readBrowserFacts, type BrowserUse } from './plan';
import { run } from './run';

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

/**
 * The browser a launch uses, of those on the machine, as the plan picks it (undefined:
 * Playwright's own); the command that runs the launch has installed it first.
 */
export const browserPath = (use: BrowserUse): string | undefined =>
  browserPlan(use, localBrowserFacts()).path;

/** Follows the plan: installs the browser where it says so, or stops with its message. */
export async function ensureBrowser(use: BrowserUse): Promise<string | undefined> {
  const plan = browserPlan(use, await readBrowserFacts());
  if (plan.blocker) throw new SetupError(plan.blocker);
  console.log(`Browser (${use === 'tests' ? 'browser tests' : 'Lighthouse'}): ${plan.says}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const [command, ...args] of plan.install ?? []) {
    if ((await run(command!, args, { env })) !== 0) {
      throw new SetupError(`${[command, ...args].join(' ')} failed: see the messages above.`);
    }
  }
  return plan.path;
}
