/**
 * The Stripe keys of a test run: scripts/test.ts gives the secret key and the webhook signing
 * secret to the functions emulator and the publishable key to the web build, and the tests sign
 * webhooks with the same secret. The SDK talks to the Stripe API test double throughout
 * (functions/.env.test), which the suites that reach Stripe start (tests/doubles/setup.ts).
 */
import { existsSync, readFileSync } from 'node:fs';

export const STRIPE_DOUBLE_SECRET_KEY = 'sk_test_pedalworks_double';
export const STRIPE_DOUBLE_WEBHOOK_SECRET = 'whsec_pedalworks_double';
export const STRIPE_DOUBLE_PUBLISHABLE_KEY = 'pk_test_pedalworks_double';

/** KEY=value lines of a dotenv file (functions/.secret.local), quotes removed. */
function readDotenv(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  const entries = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => /^\s*([A-Z_][A-Z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line))
    .filter((match) => match !== null)
    .map((match) => [match[1]!, match[2]!.replace(/^(['"])(.*)\1$/, '$2')]);
  return Object.fromEntries(entries);
}

/**
 * The environment of a test run: the Stripe secrets for the functions emulator (which passes its
 * own environment through when functions/.secret.local does not set them; when it does, the
 * emulator uses those and so do the tests) and the publishable key for the web build.
 */
export function stripeTestEnv(secretLocal: string): Record<string, string> {
  const local = readDotenv(secretLocal);
  return {
    STRIPE_SECRET_KEY: local.STRIPE_SECRET_KEY || STRIPE_DOUBLE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: local.STRIPE_WEBHOOK_SECRET || STRIPE_DOUBLE_WEBHOOK_SECRET,
    VITE_STRIPE_PUBLISHABLE_KEY: STRIPE_DOUBLE_PUBLISHABLE_KEY,
  };
}
