import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Emulator addresses come from firebase.json, the one place they are written. */
const { emulators } = JSON.parse(
  readFileSync(new URL('../firebase.json', import.meta.url), 'utf8'),
) as { emulators: Record<string, { host: string; port: number }> };
const address = (name: string) => `${emulators[name]!.host}:${emulators[name]!.port}`;

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: {
    __AUTH_EMULATOR__: JSON.stringify(`http://${address('auth')}`),
    __FIRESTORE_EMULATOR__: JSON.stringify(emulators.firestore),
    __STORAGE_EMULATOR__: JSON.stringify(emulators.storage),
  },
  server: {
    proxy: { '/api': `http://${address('hosting')}` },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
});
