import { afterEach, describe, expect, it, vi } from 'vitest';

/** env.ts checks its values once, when it is first imported: import a fresh copy each time. */
async function loadEnv() {
  vi.resetModules();
  return (await import('./env')).env;
}

describe('the identity provider configuration (spec section 5)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('accepts an API key and an auth domain without a colon', async () => {
    vi.stubEnv('VITE_FIREBASE_API_KEY', 'AIzaSyA-key_without-colon');
    vi.stubEnv('VITE_FIREBASE_AUTH_DOMAIN', 'pedalworks.firebaseapp.com');
    const env = await loadEnv();
    expect(env.firebase.apiKey).toBe('AIzaSyA-key_without-colon');
    expect(env.firebase.authDomain).toBe('pedalworks.firebaseapp.com');
  });

  it('refuses an API key with a colon', async () => {
    vi.stubEnv('VITE_FIREBASE_API_KEY', 'AIzaSyA:key');
    vi.stubEnv('VITE_FIREBASE_AUTH_DOMAIN', 'pedalworks.firebaseapp.com');
    await expect(loadEnv()).rejects.toThrow('Firebase apiKey must not contain a colon');
  });

  it('refuses an auth domain with a colon (a scheme or a port)', async () => {
    vi.stubEnv('VITE_FIREBASE_API_KEY', 'AIzaSyA-key');
    for (const authDomain of ['https://pedalworks.firebaseapp.com', 'localhost:9099']) {
      vi.stubEnv('VITE_FIREBASE_AUTH_DOMAIN', authDomain);
      await expect(loadEnv()).rejects.toThrow('Firebase authDomain must not contain a colon');
    }
  });
});
