/** The Stripe keys of a test run (docs/testing.md). */
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

/** Keys in functions/.secret.local win: the emulator would use them, so the tests must too. */
export function stripeTestEnv(secretLocal: string): Record<string, string> {
  const local = readDotenv(secretLocal);
  return {
    STRIPE_SECRET_KEY: local.STRIPE_SECRET_KEY || STRIPE_DOUBLE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: local.STRIPE_WEBHOOK_SECRET || STRIPE_DOUBLE_WEBHOOK_SECRET,
    VITE_STRIPE_PUBLISHABLE_KEY: STRIPE_DOUBLE_PUBLISHABLE_KEY,
  };
}
