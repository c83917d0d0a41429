import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Histogram } from 'prom-client';
import { parse } from 'yaml';
import { metrics } from '../../src/observability/metrics.ts';
import { PROJECT_ROOT } from '../../scripts/lib/project-root.ts';

/*
 * docs/ops/ is where an operator starts: a Grafana dashboard and Prometheus alert rules. A metric or
 * label they name that the site does not export shows an empty panel, or an alert that can never
 * fire: every name is checked against the site's registry.
 */

interface Dashboard {
  panels: { title: string; type: string; targets?: { expr: string }[] }[];
  templating: { list: { definition?: string }[] };
}
interface RuleFile {
  groups: { name: string; rules: { alert: string; expr: string }[] }[];
}

const dashboard = JSON.parse(readFileSync(`${PROJECT_ROOT}docs/ops/grafana-dashboard.json`, 'utf8')) as Dashboard;
const rules = parse(readFileSync(`${PROJECT_ROOT}docs/ops/alert-rules.yml`, 'utf8')) as RuleFile;

const expressions: [string, string][] = [
  ...dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target): [string, string] => [`dashboard panel "${panel.title}"`, target.expr])),
  ...dashboard.templating.list.flatMap((variable) => (variable.definition ? [[`dashboard variable`, variable.definition] as [string, string]] : [])),
  ...rules.groups.flatMap((group) => group.rules.map((rule): [string, string] => [`alert ${rule.alert}`, rule.expr])),
];

/** PromQL's words that are no metric: operators and modifiers. */
const KEYWORDS = new Set(['and', 'or', 'unless', 'bool', 'offset', 'by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'inf', 'nan']);

/** The metrics an expression selects, each with the label names its matchers use. */
function selectors(expr: string): { metric: string; labels: string[] }[] {
  // label_values(metric, label): a dashboard variable's query.
  const variable = /^label_values\(\s*([a-zA-Z_:][\w:]*)\s*,\s*(\w+)\s*\)$/.exec(expr.trim());
  if (variable) return [{ metric: variable[1] ?? '', labels: [variable[2] ?? ''] }];
  const plain = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, '');
  const found: { metric: string; labels: string[] }[] = [];
  // A name followed by its matchers, or alone; never a function (a name followed by "(") or a number.
  for (const match of plain.matchAll(/(?<![\w:$])([a-zA-Z_:][\w:]*)\s*(\{[^}]*\})?(?!\s*[\w(])/g)) {
    const [, name = '', matchers] = match;
    if (KEYWORDS.has(name)) continue;
    const labels = matchers ? [...matchers.matchAll(/([a-zA-Z_]\w*)\s*(?:=~|!~|!=|=)/g)].map((m) => m[1] ?? '') : [];
    found.push({ metric: name, labels });
  }
  return found;
}

/** Every series name the site exports (a histogram's _bucket, _count and _sum), with its label names. */
async function exported(): Promise<Map<string, Set<string>>> {
  const names = new Map<string, Set<string>>();
  for (const metric of await metrics().registry.getMetricsAsJSON()) {
    const labels = new Set((metrics().registry.getSingleMetric(metric.name) as unknown as { labelNames: string[] }).labelNames);
    if (metrics().registry.getSingleMetric(metric.name) instanceof Histogram) {
      names.set(`${metric.name}_bucket`, new Set([...labels, 'le']));
      names.set(`${metric.name}_count`, labels);
      names.set(`${metric.name}_sum`, labels);
    } else names.set(metric.name, labels);
  }
  return names;
}

/** Labels Prometheus adds to every series it scrapes. */
const TARGET_LABELS = ['instance', 'job'];

describe('docs/ops names only metrics the site exports', () => {
  it('has a panel and a rule for each thing the operator asked about', () => {
    expect(dashboard.panels.filter((panel) => panel.type !== 'row').length).toBeGreaterThanOrEqual(10);
    expect(rules.groups.flatMap((group) => group.rules.map((rule) => rule.alert)).sort()).toEqual(['MembersServerErrors', 'TenantBuildFailed', 'UpstreamCircuitOpen']);
  });

  it.each(expressions)('%s: %s', async (_where, expr) => {
    const names = await exported();
    const used = selectors(expr);
    expect(used.length).toBeGreaterThan(0);
    for (const { metric, labels } of used) {
      expect(names.has(metric), `${metric} is not exported`).toBe(true);
      for (const label of labels) expect([...(names.get(metric) ?? []), ...TARGET_LABELS], `${metric} has no label ${label}`).toContain(label);
    }
  });
});

describe('the metric names read from an expression', () => {
  it.each<[string, { metric: string; labels: string[] }[]]>([
    ['paysite_build_last_run_failed == 1', [{ metric: 'paysite_build_last_run_failed', labels: [] }]],
    ['sum by (tenant) (rate(a_total{x="1", y=~"a|b"}[5m])) / sum(rate(b_total[1d]))', [{ metric: 'a_total', labels: ['x', 'y'] }, { metric: 'b_total', labels: [] }]],
    ['histogram_quantile(0.95, sum by (le, op) (rate(h_bucket{k="v"}[$__rate_interval])))', [{ metric: 'h_bucket', labels: ['k'] }]],
    ['max by (tenant) (time() - served_seconds{tenant=~"$tenant"})', [{ metric: 'served_seconds', labels: ['tenant'] }]],
    ['a == bool 0 unless on (x) b', [{ metric: 'a', labels: [] }, { metric: 'b', labels: [] }]],
    ['label_values(m_count, tenant)', [{ metric: 'm_count', labels: ['tenant'] }]],
  ])('%s', (expr, expected) => {
    expect(selectors(expr)).toEqual(expected);
  });
});
