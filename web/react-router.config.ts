import { readdirSync, renameSync, rmdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '@react-router/dev/config';
import { BUILD_DIRECTORY, CLIENT_BUILD } from './src/config/build';
import { CRAWLER_FILES, PRERENDERED, prerenderedFile } from './src/config/routes';

/** React Router's framework mode renders the shop (docs/architecture.md, 'Rendering'). */
export default {
  appDirectory: 'src',
  buildDirectory: BUILD_DIRECTORY,
  // The catalogue and tool pages render per request in the `ssr` function; the rest at build.
  ssr: true,
  prerender: [...PRERENDERED, ...Object.values(CRAWLER_FILES)],
  // Hosting serves no manifest endpoint: every page carries the whole (small) route manifest.
  routeDiscovery: { mode: 'initial' },
  // Hosting's clean URLs serve `/blog` from blog.html, not from blog/index.html.
  buildEnd() {
    const client = fileURLToPath(new URL(CLIENT_BUILD, import.meta.url));
    for (const page of PRERENDERED.filter((address) => address !== '/')) {
      const folder = path.join(client, page);
      renameSync(path.join(folder, 'index.html'), path.join(client, prerenderedFile(page)));
      if (readdirSync(folder).length === 0) rmdirSync(folder);
    }
  },
} satisfies Config;
