import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';

/**
 * The alert rules of the chart (charts/homepact/files/alerts.yaml): `promtool check rules` and
 * `promtool test rules` (one test file per alert in files/tests/), a runbook page per alert, and
 * only metrics the kit exports. Without promtool (Debian: `apt-get install -y prometheus`) the
 * promtool tests are skipped with one warning line; the others still run.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const files = join(root, 'charts/homepact/files');
const promtool = !spawnSync('promtool', ['--version'], { encoding: 'utf8' }).error;
if (!promtool) console.warn('skipped: promtool is not installed (apt-get install -y prometheus), so the alert rules are not checked by it');

interface Rule {
  alert?: string;
  record?: string;
  expr: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}
const groups = (parseYaml(readFileSync(join(files, 'alerts.yaml'), 'utf8')) as { groups: Array<{ rules: Rule[] }> }).groups;
const alerts = groups.flatMap((g) => g.rules).filter((r) => r.alert);

describe('alert rules (charts/homepact/files/alerts.yaml)', () => {
  it.skipIf(!promtool)('promtool check rules', () => {
    const run = spawnSync('promtool', ['check', 'rules', 'alerts.yaml'], { cwd: files, encoding: 'utf8' });
    expect(run.status, run.stdout + run.stderr).toBe(0);
  });

  it.skipIf(!promtool)('promtool test rules: every alert fires when it should and stays quiet when it should not', () => {
    const tests = readdirSync(join(files, 'tests')).filter((f) => f.endsWith('.test.yaml'));
    const run = spawnSync('promtool', ['test', 'rules', ...tests], { cwd: join(files, 'tests'), encoding: 'utf8' });
    expect(run.status, run.stdout + run.stderr).toBe(0);
  });

  it('each alert has a severity, a summary, a runbook page and a unit test file', () => {
    expect(alerts.map((a) => a.alert).sort()).toEqual([
      'HomePactConsumerLag',
      'HomePactDeadLetters',
      'HomePactEmailFailures',
      'HomePactErrorBudgetFastBurn',
      'HomePactErrorBudgetSlowBurn',
      'HomePactLatencyObjectiveMissed',
      'HomePactOutboxStuck',
      'HomePactPdfFailures',
      'HomePactTargetDown',
    ]);
    for (const a of alerts) {
      expect(['page', 'ticket', 'warning']).toContain(a.labels?.severity);
      expect(a.annotations?.summary).toBeTruthy();
      expect(a.annotations?.runbook_url).toBe(`docs/runbooks/${a.alert}.md`);
      const runbook = readFileSync(join(root, a.annotations!.runbook_url!), 'utf8');
      for (const heading of ['## What it means', '## How to look', '## What to do']) expect(runbook, a.alert).toContain(heading);
      expect(existsSync(join(files, 'tests', `${a.alert}.test.yaml`)), a.alert).toBe(true);
    }
  });

  it('the rules and the dashboard query only metrics the kit exports (services/kit/src/metrics.ts)', () => {
    const kit = readFileSync(join(root, 'services/kit/src/metrics.ts'), 'utf8');
    const exported = new Set(
      [...kit.matchAll(/create(Histogram|Counter|ObservableGauge|UpDownCounter)\('([\w.]+)'/g)].map(([, kind, name]) => {
        const base = name!.replace(/\./g, '_');
        return kind === 'Counter' ? `${base}_total` : base;
      }),
    );
    const known = (metric: string) => metric === 'up' || exported.has(metric) || exported.has(metric.replace(/_(bucket|count|sum)$/, ''));
    const dashboard = readFileSync(join(files, 'dashboard.json'), 'utf8');
    const queries = [...alerts.map((a) => a.expr), ...[...dashboard.matchAll(/"expr": "((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!)];
    const used = new Set(queries.flatMap((q) => [...q.matchAll(/\b((?:http|homepact|messaging|gen_ai)_[a-z_]+|up)\{/g)].map((m) => m[1]!)));
    expect(used.size).toBeGreaterThan(8);
    for (const metric of used) expect(known(metric), metric).toBe(true);
  });
});
