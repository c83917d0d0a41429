import { describe, expect, it } from 'vitest';
import { formatBytes, phaseTotals, summaryTable, type TenantOutcome } from '../../scripts/lib/summary.ts';

const outcomes: TenantOutcome[] = [
  {
    tenant: 'jade',
    outcome: 'rebuilt',
    reason: 'catalogue changed',
    stats: { pages: 10475, otherFiles: 10, bytes: 180_000_000, compressedBytes: 38_000_000 },
    reused: 10_236,
    seconds: 21.43,
    phases: { snapshot: 2.1, astro: 14.2, precompress: 4.9, swap: 0.23 },
  },
  {
    tenant: 'aurora',
    outcome: 'skipped',
    reason: 'unchanged',
    stats: { pages: 1138, otherFiles: 10, bytes: 19_500_000, compressedBytes: 4_100_000 },
    seconds: 0.31,
    phases: { snapshot: 0.31 },
  },
  { tenant: 'blaze', outcome: 'failed', reason: 'Tenant "blaze": video "x" field "title": expected string', seconds: 0.2, phases: { snapshot: 0.2 } },
];

describe('the build summary', () => {
  it('shows per tenant what it serves, what a rebuild reused, how long it took and why, then totals and time per phase', () => {
    expect(summaryTable(outcomes, 22.5)).toBe(
      [
        'Build summary:',
        '  tenant  result    pages  other files  reused      bytes  compressed  seconds  why',
        '  jade    rebuilt  10,475           10  10,236  171.7 MiB    36.2 MiB     21.4  catalogue changed',
        '  aurora  skipped   1,138           10           18.6 MiB     3.9 MiB      0.3  unchanged',
        '  blaze   failed                                                           0.2  Tenant "blaze": video "x" field "title": expected string',
        '  total            11,613           20  10,236  190.3 MiB    40.1 MiB     22.5  wall clock',
        '  Time per phase, summed over tenants: catalogue snapshot 2.6 s · Astro build 14 s · precompression 4.9 s · swap 0.2 s',
      ].join('\n'),
    );
  });

  it('leaves out the phases no tenant went through (a run that skipped everything)', () => {
    expect(phaseTotals([outcomes[1]!])).toEqual([['snapshot', 0.31]]);
  });

  it.each([
    [812, '812 B'],
    [14_540, '14.2 KiB'],
    [180_000_000, '171.7 MiB'],
    [1.5 * 2 ** 30, '1.5 GiB'],
  ])('%i bytes read %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
