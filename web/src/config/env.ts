/** Build-time configuration, checked once. Demo projects (demo-*) run against the emulators. */
const projectId = import.meta.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-pedalworks';

export const env = {
  firebase: {
    apiKey: import.meta.env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
    authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
    projectId,
    storageBucket: import.meta.env.VITE_FIREBASE_STORAGE_BUCKET ?? `${projectId}.appspot.com`,
    appId: import.meta.env.VITE_FIREBASE_APP_ID,
  },
  useEmulators: projectId.startsWith('demo-'),
  stripePublishableKey: import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY ?? '',
  /** App Check's site key: always off for demo projects, as the emulators can not verify tokens. */
  appCheckSiteKey: projectId.startsWith('demo-')
    ? ''
    : (import.meta.env.VITE_APPCHECK_SITE_KEY ?? ''),
  /** The shop's public address, for canonical URLs, link previews, JSON-LD and the sitemap. */
  siteUrl: (import.meta.env.VITE_SITE_URL ?? `https://${projectId}.web.app`).replace(/\/$/, ''),
} as const;

// The identity provider rejects these with a colon (spec section 5).
for (const key of ['apiKey', 'authDomain'] as const) {
  if (env.firebase[key].includes(':')) throw new Error(`Firebase ${key} must not contain a colon`);
}
