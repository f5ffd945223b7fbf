import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fromRoot } from './paths';

/**
 * What `firebase deploy` uploads for the functions: the folder functions/build.mjs --deploy writes
 * (firebase.json's functions source), minus firebase.json's ignore list. Cloud Build then runs
 * `npm ci` on it; this does the same in a temporary folder and loads the result.
 */
describe('the functions deploy package', () => {
  const out = mkdtempSync(path.join(os.tmpdir(), 'pedalworks-deploy-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));
  const run = (command: string, args: string[], cwd = fromRoot()) =>
    spawnSync(command, args, { cwd, encoding: 'utf8' });

  it('builds with a lockfile of the tested versions, installs with npm ci and loads', () => {
    const built = run('node', ['functions/build.mjs', '--deploy', `--out=${out}`]);
    expect(built.status, built.stderr).toBe(0);
    const firebase = JSON.parse(readFileSync(fromRoot('firebase.json'), 'utf8')) as {
      functions: { source: string; ignore: string[] }[];
    };
    const [functions] = firebase.functions;
    expect(functions!.source).toBe('functions/lib');
    const ignored = new Set(functions!.ignore);
    const uploaded = readdirSync(out).filter((file) => !ignored.has(file));
    expect(uploaded.sort()).toEqual(
      ['.env', '.env.test', 'index.js', 'index.js.map', 'package-lock.json', 'package.json'].filter(
        (file) => !ignored.has(file),
      ),
    );
    const manifest = JSON.parse(readFileSync(path.join(out, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies)).not.toContain('@pedalworks/domain');

    const installed = run(
      'npm',
      ['ci', '--prefer-offline', '--ignore-scripts', '--no-audit', '--no-fund'],
      out,
    );
    expect(installed.status, installed.stderr).toBe(0);
    const loaded = run(
      'node',
      ['-e', 'console.log(Object.keys(require("./index.js")).join(","))'],
      out,
    );
    expect(loaded.status, loaded.stderr).toBe(0);
    expect(loaded.stdout.trim().split(',')).toEqual(
      expect.arrayContaining(['api', 'stripeWebhook']),
    );
  }, 180_000);
});
