/**
 * The facts of a running build, and how they read on a terminal and in a log. Pure: the clock is
 * passed in; progress-display.ts decides when to show them.
 */

/** Where a tenant is in its build. The last four are final. */
export type Phase = 'queued' | 'snapshot' | 'astro' | 'render' | 'precompress' | 'swap' | 'rebuilt' | 'skipped' | 'would rebuild' | 'failed';

export interface TenantProgress {
  tenant: string;
  phase: Phase;
  /** When the current phase began (ms, performance.now()). */
  since: number;
  /** Units of the current phase done and expected: pages while rendering, files while compressing. */
  done: number;
  total: number;
  /** When the phase's first unit was done: the rate leaves Astro's start-up out. */
  firstAt?: number | undefined;
}

/** Below this the rate is mostly noise, so neither it nor the time left is shown. */
const MIN_RATE_WINDOW_MS = 500;
const BAR_WIDTH = 20;
const FINAL: ReadonlySet<Phase> = new Set(['rebuilt', 'skipped', 'would rebuild', 'failed']);

export const isFinal = (phase: Phase): boolean => FINAL.has(phase);

/** Units per second since the first one, once there is enough to measure. */
export function ratePerSecond(p: TenantProgress, now: number): number | undefined {
  if (p.firstAt === undefined || now - p.firstAt < MIN_RATE_WINDOW_MS || p.done === 0) return undefined;
  return (p.done / (now - p.firstAt)) * 1000;
}

export function secondsLeft(p: TenantProgress, now: number): number | undefined {
  const rate = ratePerSecond(p, now);
  return rate ? Math.max(0, p.total - p.done) / rate : undefined;
}

/** 0.4 s, 12 s, 2 min 05 s. */
export function formatSeconds(seconds: number): string {
  if (seconds < 10) return `${seconds.toFixed(1)} s`;
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

const UNIT: Partial<Record<Phase, string>> = { astro: 'pages', render: 'pages', precompress: 'files' };
const LABEL: Record<Phase, string> = {
  queued: 'queued',
  snapshot: 'fetching catalogue',
  astro: 'rendering',
  render: 'rendering with the server build',
  precompress: 'compressing',
  swap: 'swapping in',
  rebuilt: 'rebuilt',
  skipped: 'skipped',
  'would rebuild': 'would rebuild',
  failed: 'failed',
};

/** The facts of one tenant's line, each already worded: the terminal's line, the console's bar. */
export interface ProgressFacts {
  label: string;
  count?: string;
  rate?: string;
  left?: string;
  elapsed: string;
}

/** The facts of one tenant's line, each already worded. */
export function progressFacts(p: TenantProgress, now: number): ProgressFacts {
  const elapsed = formatSeconds((now - p.since) / 1000);
  const unit = UNIT[p.phase];
  // Astro takes a few seconds before its first page: say so rather than show 0 of N.
  if (p.phase === 'astro' && p.done === 0) return { label: 'starting Astro', elapsed };
  // Counted phases learn their total a moment after they begin (precompression counts files first).
  if (!unit || p.total === 0) return { label: LABEL[p.phase], elapsed };
  const rate = ratePerSecond(p, now);
  const left = secondsLeft(p, now);
  return {
    label: LABEL[p.phase],
    count: `${p.done}/${p.total} ${unit}`,
    ...(rate === undefined ? {} : { rate: `${Math.round(rate)} ${unit}/s` }),
    ...(left === undefined ? {} : { left: `${formatSeconds(left)} left` }),
    elapsed,
  };
}

/** One plain log line: `[jade] rendering 4517/10475 pages · 1180 pages/s · 5.3 s left`. */
export function progressLine(p: TenantProgress, now: number): string {
  const f = progressFacts(p, now);
  // A phase that has just begun is news enough without "0.0 s".
  const parts = f.count ? [`${f.label} ${f.count}`, f.rate, f.left] : now - p.since < 100 ? [f.label] : [`${f.label} · ${f.elapsed}`];
  return `[${p.tenant}] ${parts.filter(Boolean).join(' · ')}`;
}

function bar(p: TenantProgress): string {
  const filled = p.total > 0 ? Math.min(BAR_WIDTH, Math.round((p.done / p.total) * BAR_WIDTH)) : 0;
  return `${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}`;
}

/**
 * The live display: a line with a bar for each running tenant, then one line counting the rest.
 * Columns are aligned so that the numbers do not jump about as they change.
 */
export function progressFrame(all: readonly TenantProgress[], now: number): string {
  const running = all.filter((p) => p.phase !== 'queued' && !isFinal(p.phase));
  const width = Math.max(0, ...all.map((p) => p.tenant.length));
  const lines = running.map((p) => {
    const f = progressFacts(p, now);
    const counted = UNIT[p.phase] !== undefined && f.count !== undefined;
    return [
      p.tenant.padEnd(width),
      f.label.padEnd(18),
      counted ? bar(p) : ' '.repeat(BAR_WIDTH),
      (f.count ?? f.elapsed).padStart(17),
      (f.rate ?? '').padStart(13),
      f.left ?? '',
    ]
      .join('  ')
      .trimEnd();
  });
  const count = (phases: Phase[]) => all.filter((p) => phases.includes(p.phase)).length;
  const tally = [
    `${count(['rebuilt'])} rebuilt`,
    `${count(['skipped'])} skipped`,
    count(['would rebuild']) > 0 ? `${count(['would rebuild'])} would rebuild` : '',
    count(['failed']) > 0 ? `${count(['failed'])} failed` : '',
    `${count(['queued'])} queued`,
  ];
  return [...lines, tally.filter(Boolean).join(' · ')].join('\n');
}
