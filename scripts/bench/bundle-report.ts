import { readFileSync } from 'node:fs';
import { CLIENT_BUILD, MODULE_REPORT } from '../../web/src/config/build';
import { fromRoot } from '../lib/paths';
import type { Row } from './table';

/** A module of the web build: its size as bundled, raw and gzipped on its own. */
export interface ModuleSize {
  module: string;
  bytes: number;
  gzip: number;
}

/** The build's modules by chunk file (web/vite.config.ts writes them). */
function modulesByChunk(): Record<string, ModuleSize[]> {
  return JSON.parse(readFileSync(fromRoot('web', CLIENT_BUILD, MODULE_REPORT), 'utf8')) as Record<
    string,
    ModuleSize[]
  >;
}

const modulesOf = (scripts: string[], chunks: Record<string, ModuleSize[]>) =>
  scripts.flatMap((script) => chunks[script.replace(/^\//, '')] ?? []);

export function largestModules(scripts: string[], count = 10): ModuleSize[] {
  return modulesOf(scripts, modulesByChunk())
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, count);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function printLargestModules(page: string, modules: ModuleSize[]): void {
  console.log(`\nLargest modules of the first view of ${page} (gzipped on their own, raw):`);
  for (const { module, bytes, gzip } of modules) {
    console.log(`  ${kb(gzip).padStart(9)}  ${kb(bytes).padStart(9)}  ${module}`);
  }
}

/** Issue #34: only a page that takes a payment may carry Stripe's code, shown but not judged. */
export function stripeCodeRow(
  page: string,
  scripts: string[],
  takesPayment: boolean,
  chunks = modulesByChunk(),
): Row {
  const packages = new Set(
    modulesOf(scripts, chunks)
      .filter(({ module }) => module.startsWith('@stripe/'))
      .map(({ module }) => module.split('/').slice(0, 2).join('/')),
  );
  const row = {
    measure: 'Stripe code in first-view JS',
    page,
    figure: packages.size === 0 ? 'none' : [...packages].join(', '),
  };
  return takesPayment ? row : { ...row, budget: 'none', pass: packages.size === 0 };
}
