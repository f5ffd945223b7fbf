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
  /**
   * App Check's reCAPTCHA Enterprise site key: set, the app attests itself to Firestore and the
   * API; unset (and always against the emulators, which can not verify real tokens), it is off.
   */
  appCheckSiteKey: projectId.startsWith('demo-')
    ? ''
    : (import.meta.env.VITE_APPCHECK_SITE_KEY ?? ''),
} as const;

// The identity provider rejects these with a colon (spec section 5).
for (const key of ['apiKey', 'authDomain'] as const) {
  if (env.firebase[key].includes(':')) throw new Error(`Firebase ${key} must not contain a colon`);
}
