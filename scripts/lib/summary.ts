import type { OutputStats } from './build-record.ts';
import { formatSeconds } from './progress.ts';

/** The steps of one tenant's build, in order, as the summary names them. */
export const BUILD_PHASES = {
  snapshot: 'catalogue snapshot',
  astro: 'Astro build',
  render: 'render with the server build',
  precompress: 'precompression',
  swap: 'swap',
} as const;
export type BuildPhase = keyof typeof BUILD_PHASES;

export interface TenantOutcome {
  tenant: string;
  outcome: 'rebuilt' | 'skipped' | 'would rebuild' | 'failed';
  /** Why it was rebuilt or skipped; for a failure, the error's first line. */
  reason: string;
  /** What the tenant now serves (skipped: the earlier build's figures); absent when nothing is known. */
  stats?: OutputStats | undefined;
  /** Of a rebuilt tenant's files, those linked from its previous build instead of rendered (a content rebuild's keyed pages). */
  reused?: number | undefined;
  /** Seconds spent on this tenant in this run. */
  seconds: number;
  /** Seconds per phase it went through. */
  phases: Partial<Record<BuildPhase, number>>;
}

const thousands = (n: number) => n.toLocaleString('en-US');

/** 812 B, 14.2 KiB, 172.4 MiB, 1.2 GiB. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${units[unit]}`;
}

/** Seconds per phase summed over tenants, in build order, leaving out the phases nobody went through. */
export function phaseTotals(outcomes: readonly TenantOutcome[]): [BuildPhase, number][] {
  return (Object.keys(BUILD_PHASES) as BuildPhase[])
    .map((phase): [BuildPhase, number] => [phase, outcomes.reduce((sum, o) => sum + (o.phases[phase] ?? 0), 0)])
    .filter(([phase]) => outcomes.some((o) => o.phases[phase] !== undefined));
}

/**
 * The table printed at the end of a build: per tenant, what it serves (pages, other files, bytes
 * before and after compression), how many files a rebuild copied from the previous build instead of
 * rendering them, how long it took and why it was rebuilt or skipped; then the totals and the time
 * spent in each phase.
 */
export function summaryTable(outcomes: readonly TenantOutcome[], wallSeconds?: number): string {
  const header = ['tenant', 'result', 'pages', 'other files', 'reused', 'bytes', 'compressed', 'seconds', 'why'];
  const row = (o: TenantOutcome) => [
    o.tenant,
    o.outcome,
    o.stats ? thousands(o.stats.pages) : '',
    o.stats ? thousands(o.stats.otherFiles) : '',
    o.reused === undefined ? '' : thousands(o.reused),
    o.stats ? formatBytes(o.stats.bytes) : '',
    o.stats ? formatBytes(o.stats.compressedBytes) : '',
    o.seconds.toFixed(1),
    o.reason,
  ];
  const sum = (pick: (s: OutputStats) => number) => outcomes.reduce((total, o) => total + (o.stats ? pick(o.stats) : 0), 0);
  const total = [
    'total',
    '',
    thousands(sum((s) => s.pages)),
    thousands(sum((s) => s.otherFiles)),
    thousands(outcomes.reduce((total, o) => total + (o.reused ?? 0), 0)),
    formatBytes(sum((s) => s.bytes)),
    formatBytes(sum((s) => s.compressedBytes)),
    wallSeconds === undefined ? '' : wallSeconds.toFixed(1),
    wallSeconds === undefined ? '' : 'wall clock',
  ];
  const rows = [header, ...outcomes.map(row), total];
  // Text columns are left-aligned, numbers right-aligned; the last column is free text.
  const numeric = [false, false, true, true, true, true, true, true, false];
  const widths = header.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  const format = (r: string[]) =>
    `  ${r.map((cell, i) => (i === r.length - 1 ? cell : numeric[i] ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join('  ')}`.trimEnd();
  const phases = phaseTotals(outcomes)
    .map(([phase, seconds]) => `${BUILD_PHASES[phase]} ${formatSeconds(seconds)}`)
    .join(' · ');
  return ['Build summary:', ...rows.map(format), ...(phases ? [`  Time per phase, summed over tenants: ${phases}`] : [])].join('\n');
}
