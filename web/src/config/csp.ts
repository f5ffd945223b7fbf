import { createHash } from 'node:crypto';
import { env } from './env';

/**
 * Each page's Content-Security-Policy, in its own head: its script-src allows exactly the inline
 * scripts React Router wrote into it, by their hashes, so no list of them is kept by hand.
 * firebase.json's header adds what only a header can say (frame-ancestors).
 */
const emulators = env.useEmulators
  ? [
      __AUTH_EMULATOR__,
      `http://${__FIRESTORE_EMULATOR__.host}:${__FIRESTORE_EMULATOR__.port}`,
      `http://${__STORAGE_EMULATOR__.host}:${__STORAGE_EMULATOR__.port}`,
    ]
  : [];
const STRIPE = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const RECAPTCHA = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

export const POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", ...STRIPE, 'https://apis.google.com', ...RECAPTCHA],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", 'https://*.googleapis.com', 'https://api.stripe.com', ...emulators],
  'frame-src': [
    "'self'",
    ...STRIPE,
    'https://hooks.stripe.com',
    'https://*.firebaseapp.com',
    'https://www.google.com/recaptcha/',
    'https://recaptcha.google.com/recaptcha/',
    ...(env.useEmulators ? [__AUTH_EMULATOR__] : []),
  ],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

const hashOf = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The page with its policy as the first tag of its head, before any script. */
export function withContentSecurityPolicy(html: string): string {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(([, script]) => hashOf(script ?? ''));
  const policy = Object.entries({
    ...POLICY,
    'script-src': [...POLICY['script-src']!, ...new Set(hashes)],
  })
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
  const head = /<head>/;
  if (!head.test(html)) throw new Error('The page has no <head> for its policy');
  return html.replace(head, () => `<head>${meta}`);
}
