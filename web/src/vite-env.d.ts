/// <reference types="vite/client" />

declare const __AUTH_EMULATOR__: string;
declare const __FIRESTORE_EMULATOR__: { host: string; port: number };
declare const __STORAGE_EMULATOR__: { host: string; port: number };

interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
  readonly VITE_APPCHECK_SITE_KEY?: string;
}
