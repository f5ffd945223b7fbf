import { readFileSync } from 'node:fs';
import { MODULE_REPORT } from '../../web/src/config/prerender';
import { fromRoot } from '../lib/paths';

/** A module of the web build: its size as bundled, raw and gzipped on its own. */
export interface ModuleSize {
  module: string;
  bytes: number;
  gzip: number;
}

/** The build's modules by chunk file (web/vite.config.ts writes them). */
function modulesByChunk(): Record<string, ModuleSize[]> {
  return JSON.parse(readFileSync(fromRoot('web', 'dist', MODULE_REPORT), 'utf8')) as Record<
    string,
    ModuleSize[]
  >;
}

/** The `count` largest modules (gzipped) of the scripts a first view loaded (their paths). */
export function largestModules(scripts: string[], count = 10): ModuleSize[] {
  const chunks = modulesByChunk();
  return scripts
    .flatMap((script) => chunks[script.replace(/^\//, '')] ?? [])
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, count);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints the largest modules of a first view as an aligned list. */
export function printLargestModules(page: string, modules: ModuleSize[]): void {
  console.log(`\nLargest modules of the first view of ${page} (gzipped on their own, raw):`);
  for (const { module, bytes, gzip } of modules) {
    console.log(`  ${kb(gzip).padStart(9)}  ${kb(bytes).padStart(9)}  ${module}`);
  }
}
