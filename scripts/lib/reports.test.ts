import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judge, mergeVitestReports, type Inputs } from './reports';
import { fromRoot } from './paths';

/**
 * The runner's judgement, fed the real reports of vitest and Playwright on crafted files
 * (runner-fixtures/): every way a run can go wrong must fail it with a line that says which.
 */
const fixtures = fromRoot('scripts', 'lib', 'runner-fixtures');
const out = mkdtempSync(path.join(os.tmpdir(), 'pedalworks-reports-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

interface Run {
  code: number;
  report: string;
}

/** Runs a command to its end; resolves with its exit code and the report it wrote. */
function runTo(report: string, command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<Run>((resolve, reject) => {
    const child = spawn(command, args, { cwd: fixtures, env: { ...process.env, ...env } });
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('exit', (code) => {
      if (existsSync(report)) resolve({ code: code ?? 1, report: readFileSync(report, 'utf8') });
      else
        reject(
          new Error(`${command} ${args.join(' ')} wrote no report (exit ${code}):\n${output}`),
        );
    });
  });
}

function runVitest(files: string[]): Promise<Run> {
  const file = path.join(out, `vitest-${files.join('-')}.json`);
  return runTo(
    file,
    'npx',
    [
      'vitest',
      'run',
      '--config',
      path.join(fixtures, 'vitest.config.ts'),
      '--reporter=json',
    ].concat([`--outputFile.json=${file}`, ...files]),
    { CI: '' },
  );
}

function runPlaywright(files: string[]): Promise<Run> {
  const file = path.join(out, `playwright-${files.join('-')}.json`);
  return runTo(
    file,
    'npx',
    ['playwright', 'test', '--config', path.join(fixtures, 'playwright.config.ts')],
    {
      FIXTURES: files.join(','),
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
      FIXTURE_OUTPUT: path.join(out, `results-${files.join('-')}`),
    },
  );
}

const base = (overrides: Partial<Inputs>): Inputs => ({
  expected: ['vitest', 'playwright'],
  runs: { vitest: { code: 0, seconds: 1 }, playwright: { code: 0, seconds: 1 } },
  reports: {},
  flakyAllowlist: [],
  today: new Date('2026-11-23T12:00:00Z'),
  strictFlaky: true,
  ...overrides,
});

describe("the test runner's judgement", () => {
  const reports: Record<string, Run> = {};
  beforeAll(async () => {
    const runs = {
      vitestClean: runVitest(['passing.fixture.ts']),
      vitestBroken: runVitest([
        'passing.fixture.ts',
        'before-all-throws.fixture.ts',
        'import-fails.fixture.ts',
        'after-all-throws.fixture.ts',
        'describe-hook-fails.fixture.ts',
      ]),
      vitestUnhandled: runVitest(['unhandled.fixture.ts']),
      vitestNoReason: runVitest(['skip-without-reason.fixture.ts']),
      playwrightClean: runPlaywright(['passing.pw.ts']),
      playwrightFlaky: runPlaywright(['passing.pw.ts', 'flaky.pw.ts']),
      playwrightCrash: runPlaywright(['worker-crash.pw.ts']),
      playwrightLoad: runPlaywright(['passing.pw.ts', 'load-error.pw.ts']),
    };
    for (const [name, run] of Object.entries(runs)) reports[name] = await run;
  }, 240_000);

  const verdictOf = (vitest: string, playwright: string, overrides: Partial<Inputs> = {}) =>
    judge(
      base({
        runs: {
          vitest: { code: reports[vitest]!.code, seconds: 1 },
          playwright: { code: reports[playwright]!.code, seconds: 1 },
        },
        reports: { vitest: reports[vitest]!.report, playwright: reports[playwright]!.report },
        ...overrides,
      }),
    );

  it('passes a clean run, listing each skip with its reason', () => {
    const verdict = verdictOf('vitestClean', 'playwrightClean');
    expect(verdict.problems).toEqual([]);
    expect(verdict.ok).toBe(true);
    expect(verdict.total).toEqual({ passed: 2, failed: 0, skipped: 2, flaky: 0 });
    expect(verdict.skips).toEqual([
      expect.stringMatching(/passing\.fixture\.ts > .*: the fixture says so$/),
      expect.stringMatching(/passing\.pw\.ts > is skipped with its reason: the fixture says so$/),
    ]);
  });

  it('fails a beforeAll that throws, an import error and an afterAll error, each by file', () => {
    const verdict = verdictOf('vitestBroken', 'playwrightClean');
    expect(reports.vitestBroken!.code).not.toBe(0);
    expect(verdict.ok).toBe(false);
    expect(verdict.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /before-all-throws\.fixture\.ts: the file failed outside its tests \(.*the Auth emulator did not answer/,
        ),
        expect.stringMatching(/import-fails\.fixture\.ts: the file failed outside its tests/),
        expect.stringMatching(
          /after-all-throws\.fixture\.ts: the file failed outside its tests \(.*cleanup failed/,
        ),
        expect.stringMatching(
          /describe-hook-fails\.fixture\.ts: the file failed outside its tests \(a hook inside a describe block failed/,
        ),
      ]),
    );
    expect(verdict.total.failed).toBe(4);
  });

  it('fails an unhandled error that no test owns', () => {
    const verdict = verdictOf('vitestUnhandled', 'playwrightClean');
    expect(verdict.ok).toBe(false);
    expect(verdict.problems.join('\n')).toMatch(
      /vitest: (the run failed without a failed test|exited with code)/,
    );
  });

  it('fails a skip that gives no reason', () => {
    const verdict = verdictOf('vitestNoReason', 'playwrightClean');
    expect(verdict.problems).toEqual([
      expect.stringMatching(/^skipped without a reason: .*is skipped for no stated reason$/),
    ]);
  });

  it('names a flaky test, counts it apart and fails on it unless allowlisted until a later date', () => {
    const verdict = verdictOf('vitestClean', 'playwrightFlaky');
    expect(verdict.total).toMatchObject({ passed: 2, flaky: 1 });
    expect(verdict.flaky).toEqual(['flaky.pw.ts > passes only on its retry']);
    expect(verdict.problems).toEqual([
      'flaky (passed only on retry): flaky.pw.ts > passes only on its retry',
    ]);
    const allow = (until: string) => [
      { test: 'flaky.pw.ts > passes only on its retry', reason: 'known race', until },
    ];
    expect(
      verdictOf('vitestClean', 'playwrightFlaky', { flakyAllowlist: allow('2026-12-01') }).ok,
    ).toBe(true);
    expect(
      verdictOf('vitestClean', 'playwrightFlaky', { flakyAllowlist: allow('2026-11-01') }).ok,
    ).toBe(false);
  });

  it('fails a worker that crashed and a file that cannot load', () => {
    const crash = verdictOf('vitestClean', 'playwrightCrash');
    expect(crash.ok).toBe(false);
    expect(crash.problems.join('\n')).toMatch(/worker-crash\.pw\.ts > takes its worker down/);
    const load = verdictOf('vitestClean', 'playwrightLoad');
    expect(load.ok).toBe(false);
    expect(load.problems.join('\n')).toMatch(/playwright: .*this file cannot load/);
  });

  it('fails a missing report, a malformed one and a runner that never finished', () => {
    const clean = reports.vitestClean!.report;
    expect(judge(base({ reports: { vitest: clean } })).problems).toEqual([
      'playwright: no report was written (the runner crashed or never ran)',
    ]);
    expect(
      judge(base({ reports: { vitest: clean, playwright: '{"suites": [' } })).problems,
    ).toEqual(['playwright: the report is not valid JSON']);
    const unfinished = judge(
      base({
        runs: { vitest: { code: 0, seconds: 1 } },
        reports: { vitest: clean, playwright: reports.playwrightClean!.report },
      }),
    );
    expect(unfinished.problems).toEqual(['playwright: did not finish']);
  });

  it('fails a suite that ran fewer tests than its minimum', () => {
    const verdict = verdictOf('vitestClean', 'playwrightClean', {
      minimums: { tooling: 2, browser: 1 },
    });
    expect(verdict.problems).toEqual([
      'tooling: 1 tests ran, fewer than the 2 of tests/minimum-counts.json',
    ]);
  });

  it('fails a runner that exited non-zero with reports that look clean', () => {
    const verdict = judge(
      base({
        runs: { vitest: { code: 1, seconds: 1 }, playwright: { code: 0, seconds: 1 } },
        reports: {
          vitest: reports.vitestClean!.report,
          playwright: reports.playwrightClean!.report,
        },
      }),
    );
    expect(verdict.problems).toEqual(['vitest: exited with code 1']);
  });

  it("judges several vitest runs' merged reports as one, and none when one is missing", () => {
    const [clean, broken, merged] = ['clean', 'broken', 'merged'].map((name) =>
      path.join(out, `step-${name}.json`),
    );
    writeFileSync(clean!, reports.vitestClean!.report);
    writeFileSync(broken!, reports.vitestBroken!.report);
    mergeVitestReports([clean!, broken!], merged!);
    const verdict = verdictOf('vitestBroken', 'playwrightClean', {
      reports: {
        vitest: readFileSync(merged!, 'utf8'),
        playwright: reports.playwrightClean!.report,
      },
    });
    expect(verdict.problems).toEqual(verdictOf('vitestBroken', 'playwrightClean').problems);
    expect(verdict.suites.tooling!.passed).toBe(
      judge(base({ reports: { vitest: reports.vitestClean!.report } })).suites.tooling!.passed +
        verdictOf('vitestBroken', 'playwrightClean').suites.tooling!.passed,
    );
    rmSync(merged!);
    mergeVitestReports([clean!, path.join(out, 'step-missing.json')], merged!);
    expect(existsSync(merged!)).toBe(false);
  });
});
