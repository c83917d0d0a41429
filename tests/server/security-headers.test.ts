import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import astroIsland from 'astro/runtime/server/astro-island.prebuilt.js';
import { contentSecurityPolicy, headersForHost, STRICT_TRANSPORT_SECURITY } from '../../src/server/security-headers.ts';

const policy = contentSecurityPolicy({ media: ['https://cdn.example'], formActions: ['https://members.example'] });
const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('the Content-Security-Policy header of every response', () => {
  it('allows inline script only by hash, and Astro\'s island runtime among them', () => {
    const island = `'sha256-${createHash('sha256').update(astroIsland).digest('base64')}'`;
    expect(directive('script-src')?.split(' ')).toEqual(expect.arrayContaining(["'self'", island]));
    expect(directive('script-src')).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(directive('style-src')).not.toMatch(/unsafe-inline/);
  });

  it.each([
    ['frame-ancestors', "frame-ancestors 'none'"],
    ['object-src', "object-src 'none'"],
    ['img-src', "img-src 'self' data: https://cdn.example"],
    // The hidden download frame (membership spec section 7).
    ['frame-src', "frame-src 'self' https://cdn.example"],
    ['form-action', "form-action 'self' https://members.example"],
    // The player: streams from the media origins, HLS through hls.js's Media Source (blob:) and fetches.
    ['media-src', "media-src 'self' data: https://cdn.example blob:"],
    ['connect-src', "connect-src 'self' https://cdn.example"],
  ])('carries %s', (name, expected) => {
    expect(directive(name)).toBe(expected);
  });
});

describe('HSTS', () => {
  const base = { 'X-Frame-Options': 'DENY' };
  it.each([
    ['auroranights.example', true],
    ['www.auroranights.example:443', true],
    ['aurora.localhost:4321', false],
    ['localhost', false],
    ['127.0.0.1:4321', false],
  ])('on %s: %s', (host, sent) => {
    const headers = headersForHost(base)(host);
    expect(headers['Strict-Transport-Security']).toBe(sent ? STRICT_TRANSPORT_SECURITY : undefined);
    expect(headers['X-Frame-Options']).toBe('DENY');
  });
});
