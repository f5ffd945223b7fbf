import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { WORK_DIR } from './paths';

export const REPORTS_DIR = path.join(WORK_DIR, 'reports');
export const VITEST_REPORT = path.join(REPORTS_DIR, 'vitest.json');
export const PLAYWRIGHT_REPORT = path.join(REPORTS_DIR, 'playwright.json');

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { assertionResults: { status: string; fullName: string }[]; name: string }[];
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
}
interface PlaywrightSuite {
  title: string;
  specs?: { title: string; ok: boolean }[];
  suites?: PlaywrightSuite[];
}

const read = <T>(file: string): T | undefined =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;

function playwrightFailures(suites: PlaywrightSuite[], prefix = ''): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).filter((spec) => !spec.ok).map((spec) => `${prefix}${suite.title} > ${spec.title}`),
    ...playwrightFailures(suite.suites ?? [], `${prefix}${suite.title} > `),
  ]);
}

/** Adds up the JSON reports of vitest and Playwright and lists the failed tests. */
export function countResults(): Counts {
  const counts: Counts = { passed: 0, failed: 0, skipped: 0 };
  const failures: string[] = [];
  const vitest = read<VitestReport>(VITEST_REPORT);
  if (vitest) {
    counts.passed += vitest.numPassedTests;
    counts.failed += vitest.numFailedTests;
    counts.skipped += vitest.numPendingTests + vitest.numTodoTests;
    for (const file of vitest.testResults) {
      for (const test of file.assertionResults) {
        if (test.status === 'failed') failures.push(`${path.relative(process.cwd(), file.name)} > ${test.fullName}`);
      }
    }
  }
  const playwright = read<PlaywrightReport>(PLAYWRIGHT_REPORT);
  if (playwright) {
    counts.passed += playwright.stats.expected + playwright.stats.flaky;
    counts.failed += playwright.stats.unexpected;
    counts.skipped += playwright.stats.skipped;
    failures.push(...playwrightFailures(playwright.suites));
  }
  if (failures.length > 0) writeFileSync(path.join(REPORTS_DIR, 'failures.txt'), failures.join('\n'));
  return counts;
}
