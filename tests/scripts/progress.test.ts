import { describe, expect, it } from 'vitest';
import { formatSeconds, progressFrame, progressLine, type TenantProgress } from '../../scripts/lib/progress.ts';

/** A clock in milliseconds: every case reads the facts at NOW. */
const NOW = 100_000;
const at = (p: Partial<TenantProgress>): TenantProgress => ({ tenant: 'jade', phase: 'astro', since: NOW - 8000, done: 0, total: 0, ...p });

describe('a progress line says what a tenant is doing, how fast and how long is left', () => {
  it.each<[string, TenantProgress, string]>([
    ['fetching its catalogue', at({ phase: 'snapshot', since: NOW - 1200 }), '[jade] fetching catalogue · 1.2 s'],
    ['a phase that has just begun', at({ phase: 'snapshot', since: NOW - 20 }), '[jade] fetching catalogue'],
    ['Astro before its first page', at({ total: 10475 }), '[jade] starting Astro · 8.0 s'],
    ['the first pages (too soon for a rate)', at({ done: 16, total: 10475, firstAt: NOW - 200 }), '[jade] rendering 16/10475 pages'],
    ['rendering', at({ done: 4000, total: 10475, firstAt: NOW - 4000 }), '[jade] rendering 4000/10475 pages · 1000 pages/s · 6.5 s left'],
    ['rendering a long way to go', at({ done: 100, total: 10000, firstAt: NOW - 1000 }), '[jade] rendering 100/10000 pages · 100 pages/s · 1 min 39 s left'],
    ['compressing, before the files are counted', at({ phase: 'precompress', since: NOW - 50 }), '[jade] compressing'],
    ['compressing', at({ phase: 'precompress', done: 500, total: 1000, firstAt: NOW - 1000 }), '[jade] compressing 500/1000 files · 500 files/s · 1.0 s left'],
    ['swapping in', at({ phase: 'swap', since: NOW - 300 }), '[jade] swapping in · 0.3 s'],
  ])('%s', (_case, progress, line) => {
    expect(progressLine(progress, NOW)).toBe(line);
  });
});

describe('seconds read as people say them', () => {
  it.each([
    [0.04, '0.0 s'],
    [9.94, '9.9 s'],
    [12.4, '12 s'],
    [59.4, '59 s'],
    [125, '2 min 05 s'],
  ])('%f → %s', (seconds, text) => {
    expect(formatSeconds(seconds)).toBe(text);
  });
});

describe('the live display', () => {
  it('has an aligned line with a bar per running tenant and a tally of the rest', () => {
    const frame = progressFrame(
      [
        at({ done: 5000, total: 10000, firstAt: NOW - 5000 }),
        at({ tenant: 'aurora', phase: 'precompress', done: 250, total: 1000, firstAt: NOW - 1000 }),
        at({ tenant: 'blaze', phase: 'snapshot', since: NOW - 400 }),
        at({ tenant: 'cinder', phase: 'rebuilt' }),
        at({ tenant: 'dahlia', phase: 'skipped' }),
        at({ tenant: 'ember', phase: 'queued' }),
      ],
      NOW,
    );
    expect(frame).toBe(
      [
        'jade    rendering           ██████████░░░░░░░░░░   5000/10000 pages   1000 pages/s  5.0 s left',
        'aurora  compressing         █████░░░░░░░░░░░░░░░     250/1000 files    250 files/s  3.0 s left',
        'blaze   fetching catalogue                                    0.4 s',
        '1 rebuilt · 1 skipped · 1 queued',
      ].join('\n'),
    );
  });
});
