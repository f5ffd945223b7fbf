import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fromRoot } from './paths';

/** How long before a runtime's decommissioning the project must have moved off it. */
const RUNTIME_NOTICE_DAYS = 120;

export interface RuntimeInfo {
  friendly: string;
  status: string;
  deprecationDate: string;
  decommissionDate: string;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** firebase.json's `runtime`, else functions/package.json's engines.node, where we declare it. */
export function configuredRuntime(): string {
  const firebase = readJson<{ functions: { runtime?: string }[] }>(fromRoot('firebase.json'));
  const declared = firebase.functions.map((codebase) => codebase.runtime).find(Boolean);
  if (declared) return declared;
  const { engines } = readJson<{ engines?: { node?: string } }>(
    fromRoot('functions', 'package.json'),
  );
  if (!engines?.node) throw new Error('functions/package.json declares no engines.node');
  return `nodejs${engines.node}`;
}

/** firebase-tools' own table of functions runtimes and their support dates. */
export function runtimeTable(): Record<string, RuntimeInfo> {
  const require = createRequire(fromRoot('package.json'));
  const types = require('firebase-tools/lib/deploy/functions/runtimes/supported/types.js') as {
    RUNTIMES: Record<string, RuntimeInfo>;
  };
  return types.RUNTIMES;
}

/** Why a runtime cannot ship on `today`, or undefined when it can. */
export function runtimeProblem(
  runtime: string,
  table: Record<string, RuntimeInfo>,
  today: Date,
): string | undefined {
  const info = table[runtime];
  const current = Object.entries(table)
    .filter(([name, entry]) => name.startsWith('nodejs') && entry.status === 'GA')
    .map(([name]) => name)
    .at(-1);
  const advice = `Move functions/package.json "engines.node" (and the root's "node" devDependency) to the newest GA runtime${current ? ` (${current})` : ''}.`;
  if (!info) return `firebase-tools does not know the runtime "${runtime}". ${advice}`;
  if (info.status !== 'GA')
    return `${info.friendly} is ${info.status} in firebase-tools. ${advice}`;
  const decommission = new Date(`${info.decommissionDate}T00:00:00Z`);
  const days = Math.floor((decommission.getTime() - today.getTime()) / 86_400_000);
  if (days < 0) return `${info.friendly} was decommissioned on ${info.decommissionDate}. ${advice}`;
  if (days <= RUNTIME_NOTICE_DAYS) {
    return `${info.friendly} is decommissioned on ${info.decommissionDate}, in ${days} days. ${advice}`;
  }
  if (new Date(`${info.deprecationDate}T00:00:00Z`) <= today) {
    return `${info.friendly} is deprecated since ${info.deprecationDate}. ${advice}`;
  }
  return undefined;
}
