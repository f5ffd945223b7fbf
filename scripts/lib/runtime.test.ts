import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromRoot } from './paths';
import { configuredRuntime, runtimeProblem, runtimeTable } from './runtime';

describe('the functions runtime', () => {
  const table = runtimeTable();

  it('is one firebase-tools supports, not deprecated and not decommissioned within 120 days', () => {
    expect(runtimeProblem(configuredRuntime(), table, new Date())).toBeUndefined();
  });

  it('is the Node major the project runs on (the root "node" package)', () => {
    const root = JSON.parse(readFileSync(fromRoot('package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    const major = root.devDependencies.node!.split('.')[0];
    expect(configuredRuntime()).toBe(`nodejs${major}`);
    expect(process.versions.node.split('.')[0]).toBe(major);
  });

  it('refuses Node 20 today, and says what to change', () => {
    const problem = runtimeProblem('nodejs20', table, new Date('2026-11-23T12:00:00Z'));
    expect(problem).toMatch(/Node\.js 20 was decommissioned on 2026-10-30/);
    expect(problem).toMatch(/engines\.node/);
  });

  it('warns 120 days before decommissioning, and not 121', () => {
    const info = table.nodejs24!;
    const decommission = new Date(`${info.decommissionDate}T00:00:00Z`).getTime();
    const daysBefore = (days: number) => new Date(decommission - days * 86_400_000);
    expect(runtimeProblem('nodejs24', table, daysBefore(120))).toMatch(/in 120 days/);
    expect(runtimeProblem('nodejs24', table, daysBefore(121))).toMatch(/deprecated/);
  });

  it('refuses an unknown runtime', () => {
    expect(runtimeProblem('nodejs19', table, new Date())).toMatch(/does not know/);
  });
});
