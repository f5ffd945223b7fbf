import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, WORK_DIR, fromRoot } from './paths';

export const REPORTS_DIR = path.join(WORK_DIR, 'reports');
export const VITEST_REPORT = path.join(REPORTS_DIR, 'vitest.json');
export const PLAYWRIGHT_REPORT = path.join(REPORTS_DIR, 'playwright.json');
/** What run-suites.ts records of each runner: its exit code and wall time. */
export const RUNS_FILE = path.join(REPORTS_DIR, 'runs.json');
/** The fewest tests each suite may run in a full `npm test`; raise them as tests are added. */
const MINIMUMS_FILE = fromRoot('tests', 'minimum-counts.json');
/** Tests allowed to pass on retry until a date, each with its reason. */
const FLAKY_ALLOWLIST_FILE = fromRoot('tests', 'flaky-allowlist.json');

export type Runner = 'vitest' | 'playwright';
export interface RunRecord {
  code: number;
  seconds: number;
}
export interface FlakyAllowance {
  test: string;
  reason: string;
  until: string;
}

interface VitestReport {
  success: boolean;
  testResults: {
    name: string;
    status: string;
    message?: string;
    startTime?: number;
    endTime?: number;
    assertionResults: { status: string; fullName: string; failureMessages?: string[] }[];
  }[];
}

interface PlaywrightTest {
  status: 'expected' | 'unexpected' | 'flaky' | 'skipped';
  annotations?: { type: string; description?: string }[];
  results?: { duration?: number; error?: { message?: string } }[];
}
interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; file?: string; tests: PlaywrightTest[] }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  suites: PlaywrightSuite[];
  errors?: { message?: string }[];
  stats?: { duration?: number };
}

export interface SuiteCounts {
  passed: number;
  failed: number;
  skipped: number;
  flaky: number;
  seconds: number;
}

export interface Inputs {
  expected: Runner[];
  /** What each runner recorded when it ended (missing: it never finished). */
  runs: Partial<Record<Runner, RunRecord>>;
  /** The runners' JSON reports as text (missing: not written). */
  reports: Partial<Record<Runner, string>>;
  /** Per-suite minimum counts; checked only on a full run. */
  minimums?: Record<string, number>;
  flakyAllowlist: FlakyAllowance[];
  today: Date;
  /** A flaky test fails the run (in CI) unless it is allowlisted. */
  strictFlaky: boolean;
}

export interface Verdict {
  suites: Record<string, SuiteCounts>;
  total: Omit<SuiteCounts, 'seconds'>;
  /** One line per reason the run failed. */
  problems: string[];
  skips: string[];
  flaky: string[];
  ok: boolean;
}

/** The suite a vitest file belongs to, by where it lives (the projects of vitest.config.ts). */
function suiteOf(file: string): string {
  const relative = path.relative(ROOT, path.resolve(ROOT, file)).split(path.sep).join('/');
  if (relative.startsWith('packages/domain/')) return 'domain';
  if (relative.startsWith('web/')) return 'web';
  if (relative.startsWith('functions/')) return 'functions';
  if (relative.startsWith('tests/rules/')) return 'rules';
  if (relative.startsWith('scripts/') || relative.startsWith('tests/doubles/')) return 'tooling';
  return 'other';
}

/** A vitest skip names its reason in its title: "... (skipped when <reason>)". */
const SKIP_REASON = /\(skipped (?:when|because) ([^)]+)\)/;

function parse<T>(runner: Runner, text: string | undefined, problems: string[]): T | undefined {
  if (text === undefined) {
    problems.push(`${runner}: no report was written (the runner crashed or never ran)`);
    return undefined;
  }
  try {
    return JSON.parse(text) as T;
  } catch {
    problems.push(`${runner}: the report is not valid JSON`);
    return undefined;
  }
}

// eslint-disable-next-line no-control-regex -- the colour codes of a terminal
const ANSI = /\u001b\[[0-9;]*m/g;
/** The first line of an error message, without terminal colours. */
const firstLine = (message: string | undefined) =>
  (message ?? '').replace(ANSI, '').split('\n')[0] ?? '';

const blank = (): SuiteCounts => ({ passed: 0, failed: 0, skipped: 0, flaky: 0, seconds: 0 });

function addVitest(report: VitestReport, verdict: Verdict, shortName: (file: string) => string) {
  const problemsBefore = verdict.problems.length;
  if (!Array.isArray(report.testResults)) {
    verdict.problems.push('vitest: the report has no test results');
    return;
  }
  for (const file of report.testResults) {
    const name = shortName(file.name);
    const suite = (verdict.suites[suiteOf(file.name)] ??= blank());
    if (file.startTime && file.endTime) suite.seconds += (file.endTime - file.startTime) / 1000;
    // A file that cannot load or whose hook throws fails as a whole, its tests counted skipped.
    if (file.status === 'failed' && file.assertionResults.every((t) => t.status !== 'failed')) {
      // vitest's JSON keeps no message for a hook of a describe block; its log above has it.
      const message =
        firstLine(file.message) || 'a hook inside a describe block failed: its error is in the log';
      verdict.problems.push(`${name}: the file failed outside its tests (${message})`);
      suite.failed += 1;
    }
    for (const test of file.assertionResults) {
      const title = `${name} > ${test.fullName}`;
      if (test.status === 'passed') suite.passed += 1;
      else if (test.status === 'failed') {
        suite.failed += 1;
        verdict.problems.push(`failed: ${title}`);
      } else {
        suite.skipped += 1;
        if (file.status === 'failed') continue;
        const reason = SKIP_REASON.exec(test.fullName)?.[1];
        if (reason) verdict.skips.push(`${title}: ${reason}`);
        else verdict.problems.push(`skipped without a reason: ${title}`);
      }
    }
  }
  if (report.success === false && verdict.problems.length === problemsBefore) {
    verdict.problems.push('vitest: the run failed without a failed test (an unhandled error?)');
  }
}

function addPlaywright(report: PlaywrightReport, verdict: Verdict, inputs: Inputs) {
  for (const error of report.errors ?? []) {
    verdict.problems.push(`playwright: ${firstLine(error.message) || 'an error'}`);
  }
  const suite = (verdict.suites.browser ??= blank());
  suite.seconds += (report.stats?.duration ?? 0) / 1000;
  const allowed = new Map(
    inputs.flakyAllowlist
      .filter((entry) => new Date(`${entry.until}T23:59:59Z`) >= inputs.today)
      .map((entry) => [entry.test, entry.reason]),
  );
  const walk = (node: PlaywrightSuite, prefix: string) => {
    for (const spec of node.specs ?? []) {
      const title = `${prefix}${spec.title}`;
      for (const test of spec.tests) {
        if (test.status === 'expected') suite.passed += 1;
        else if (test.status === 'unexpected') {
          suite.failed += 1;
          const message = firstLine(test.results?.at(-1)?.error?.message);
          verdict.problems.push(`failed: ${title}${message ? ` (${message})` : ''}`);
        } else if (test.status === 'flaky') {
          suite.flaky += 1;
          const reason = allowed.get(title);
          verdict.flaky.push(`${title}${reason ? ` (allowlisted: ${reason})` : ''}`);
          if (!reason && inputs.strictFlaky) {
            verdict.problems.push(`flaky (passed only on retry): ${title}`);
          }
        } else {
          suite.skipped += 1;
          const reason = test.annotations?.find((a) =>
            ['skip', 'fixme'].includes(a.type),
          )?.description;
          if (reason) verdict.skips.push(`${title}: ${reason}`);
          else verdict.problems.push(`skipped without a reason: ${title}`);
        }
      }
    }
    for (const child of node.suites ?? []) walk(child, `${prefix}${child.title} > `);
  };
  for (const file of report.suites ?? []) walk(file, `${file.title} > `);
}

/** Reads the runners' reports and decides whether the run passed, and why not. */
export function judge(inputs: Inputs): Verdict {
  const verdict: Verdict = {
    suites: {},
    total: { passed: 0, failed: 0, skipped: 0, flaky: 0 },
    problems: [],
    skips: [],
    flaky: [],
    ok: false,
  };
  const shortName = (file: string) => path.relative(ROOT, path.resolve(ROOT, file));
  for (const runner of inputs.expected) {
    const before = verdict.problems.length;
    const run = inputs.runs[runner];
    if (!run) verdict.problems.push(`${runner}: did not finish`);
    if (runner === 'vitest') {
      const report = parse<VitestReport>(runner, inputs.reports.vitest, verdict.problems);
      if (report) addVitest(report, verdict, shortName);
    } else {
      const report = parse<PlaywrightReport>(runner, inputs.reports.playwright, verdict.problems);
      if (report) addPlaywright(report, verdict, inputs);
    }
    if (run && run.code !== 0 && verdict.problems.length === before) {
      verdict.problems.push(`${runner}: exited with code ${run.code}`);
    }
  }
  for (const [suite, minimum] of Object.entries(inputs.minimums ?? {})) {
    const counts = verdict.suites[suite] ?? blank();
    const ran = counts.passed + counts.failed + counts.flaky;
    if (ran < minimum) {
      verdict.problems.push(
        `${suite}: ${ran} tests ran, fewer than the ${minimum} of tests/minimum-counts.json`,
      );
    }
  }
  for (const counts of Object.values(verdict.suites)) {
    for (const key of ['passed', 'failed', 'skipped', 'flaky'] as const) {
      verdict.total[key] += counts[key];
    }
  }
  verdict.ok = verdict.problems.length === 0;
  return verdict;
}

export function describeVerdict(
  verdict: Verdict,
  runs: Partial<Record<Runner, RunRecord>>,
): string {
  const lines = ['', 'suite       passed  failed  skipped  flaky   time'];
  for (const [name, c] of Object.entries(verdict.suites).sort()) {
    lines.push(
      `${name.padEnd(10)}${String(c.passed).padStart(8)}${String(c.failed).padStart(8)}` +
        `${String(c.skipped).padStart(9)}${String(c.flaky).padStart(7)}${c.seconds.toFixed(0).padStart(6)} s`,
    );
  }
  for (const [runner, run] of Object.entries(runs)) {
    lines.push(`${runner} ran for ${run.seconds.toFixed(0)} s (exit ${run.code})`);
  }
  if (verdict.skips.length) lines.push('', 'Skipped:', ...verdict.skips.map((s) => `  ${s}`));
  if (verdict.flaky.length) lines.push('', 'Flaky:', ...verdict.flaky.map((s) => `  ${s}`));
  if (verdict.problems.length)
    lines.push('', 'Problems:', ...verdict.problems.map((s) => `  ${s}`));
  const { passed, failed, skipped, flaky } = verdict.total;
  lines.push('', `total: ${passed} passed, ${failed} failed, ${skipped} skipped, ${flaky} flaky`);
  return lines.join('\n');
}

const readIfThere = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);

/** One vitest report of several runs' reports; none if one of them wrote none. */
export function mergeVitestReports(files: string[], into: string): void {
  const texts = files.map(readIfThere);
  if (texts.some((text) => text === undefined)) return;
  const reports = texts.map((text) => JSON.parse(text!) as VitestReport);
  const merged: VitestReport = {
    success: reports.every((report) => report.success),
    testResults: reports.flatMap((report) => report.testResults),
  };
  writeFileSync(into, JSON.stringify(merged));
}

export function readInputs(options: { expected: Runner[]; full: boolean }): Inputs {
  const runs = JSON.parse(readIfThere(RUNS_FILE) ?? '{}') as Partial<Record<Runner, RunRecord>>;
  return {
    expected: options.expected,
    runs,
    reports: { vitest: readIfThere(VITEST_REPORT), playwright: readIfThere(PLAYWRIGHT_REPORT) },
    minimums: options.full
      ? (JSON.parse(readFileSync(MINIMUMS_FILE, 'utf8')) as Record<string, number>)
      : undefined,
    flakyAllowlist: JSON.parse(readFileSync(FLAKY_ALLOWLIST_FILE, 'utf8')) as FlakyAllowance[],
    today: new Date(),
    strictFlaky: Boolean(process.env.CI),
  };
}
