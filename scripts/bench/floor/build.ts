import { build } from 'vite';
import { PAGE_SIZE } from '@pedalworks/domain/constants';
import { CLIENT_BUILD } from '../../../web/src/config/build';
import { EMULATOR_ADDRESSES, PROJECT_ID, emulatorHost } from '../../lib/emulator-config';
import { fromRoot } from '../../lib/paths';

/** Served beside the app, at FLOOR_PAGE, by the bench only: `npm run build` leaves it out. */
export const FLOOR_PAGE = '/floor/';

export async function buildFloor(): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    root: import.meta.dirname,
    base: FLOOR_PAGE,
    // As the app's build does (web/vite.config.ts): Firestore imports re2js for pipelines only.
    plugins: [
      {
        name: 'floor:no-re2js',
        enforce: 'pre',
        resolveId: (id) => (id === 're2js' ? '\0re2js' : undefined),
        load: (id) => (id === '\0re2js' ? 'export const RE2JS = {};' : undefined),
      },
    ],
    define: {
      __FLOOR__: JSON.stringify({
        projectId: PROJECT_ID,
        authEmulator: `http://${emulatorHost('auth')}`,
        firestore: EMULATOR_ADDRESSES.firestore,
        pageSize: PAGE_SIZE,
      }),
    },
    build: {
      outDir: fromRoot('web', CLIENT_BUILD, FLOOR_PAGE),
      emptyOutDir: true,
      target: 'es2022',
      chunkSizeWarningLimit: 1000,
    },
  });
}
