import { describe, expect, it } from 'vitest';
import { TENANT_IDS } from '../../src/tenants/schema.ts';
import { anonymous, decide, member } from './fixtures.ts';

/** Mulberry32: a seeded generator, so a failing case is the same on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  'videos', 'performers', 'models', 'channels', 'all-videos', 'sites', 'jade', 'aurora', 'joinnow', 'favorites',
  'offers', 'xsite', 'awards', 'trailer', 'api', 'oidc', '_astro', 'comment', 'packs', 'a-b', 'A', '1', '',
  '.', '..', '%2e', '%2F', '%5C', '%00', '%', '%E0%A4', '%ZZ', '\\', ' ', 'é', '😀', '?', '#', ':', '@', 'x.js',
];
const QUERY_NAMES = ['page', 'search', 'filter', 'q', 'size', 'order', 'gender', 'sex', 'sites', 'selector', 'next', 'deeplink', 'id_token', 'x'];
const QUERY_VALUES = ['0', '1', '-1', '2.5', 'abc', '', '715827883', '//evil.example', '/videos', '%2F%2Fx', 'Ä', '1e9', 'javascript:x'];

describe('decideRoute on random input', () => {
  it('never throws, and every decision is well formed', () => {
    const next = random(20240611);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
    const who = [anonymous, member(), member(['Channels', 'InternalChannels', 'ChannelTrailers', 'RECOMMENDED_VIDEOS'])];
    for (let run = 0; run < 600; run += 1) {
      const segments = Array.from({ length: Math.floor(next() * 5) }, () => pick(PIECES));
      const path = (next() < 0.95 ? '/' : '') + segments.join('/') + (next() < 0.2 ? '/' : '');
      const query = new URLSearchParams();
      for (let count = Math.floor(next() * 4); count > 0; count -= 1) query.append(pick(QUERY_NAMES), pick(QUERY_VALUES));
      const url = `${path}?${query.toString()}`;
      const decision = decide(pick(TENANT_IDS), url, pick(who));
      expect(['serve', 'redirect', 'not-found', 'login'], url).toContain(decision.kind);
      if (decision.kind === 'redirect') {
        expect(decision.location, url).toMatch(/^(\/(?![/\\])|https:\/\/members\.)/);
      }
      if (decision.kind === 'serve') {
        expect(decision.path.split('/'), url).not.toContain('..');
        // eslint-disable-next-line no-control-regex -- control characters are what a served path must not hold
        expect(decision.path, url).not.toMatch(/\\|\/\/|[\u0000-\u001f]/);
      }
    }
  });
});

describe('decideRoute on random characters', () => {
  it('never throws on any code units, lone surrogates included', () => {
    const next = random(77);
    const char = () => String.fromCharCode(next() < 0.7 ? 32 + Math.floor(next() * 95) : Math.floor(next() * 0x10000));
    const text = (length: number) => Array.from({ length }, char).join('');
    const who = [anonymous, member(['Channels', 'InternalChannels', 'ChannelTrailers', 'RECOMMENDED_VIDEOS'])];
    for (let run = 0; run < 400; run += 1) {
      const prefix = ['/', '/videos/', '/channels/', '/sites/aurora/', '/offers', '/xsite/', ''][run % 7] ?? '';
      const url = `${prefix}${text(Math.floor(next() * 20))}`;
      const tenant = TENANT_IDS[run % TENANT_IDS.length] ?? 'aurora';
      expect(() => decide(tenant, url, who[run % 2])).not.toThrow();
    }
  });
});
