import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { candidateFiles } from '../../src/server/static-path.ts';
import { acceptedEncodings } from '../../src/server/accept-encoding.ts';

const root = '/srv/dist/aurora/client';

describe('a URL path never leaves the tenant folder', () => {
  it.each([
    '/../server/entry.mjs',
    '/..%2fserver/entry.mjs',
    '/%2e%2e/server/entry.mjs',
    '/%2E%2E%2Fserver%2Fentry.mjs',
    '/assets/..%5c..%5cserver',
    '/a/%00/index.html',
    '/%c0%ae%c0%ae/etc/passwd',
    '/.env',
    '/a/.git/config',
    '/%',
    'relative/path',
  ])('%s is refused', (path) => {
    expect(candidateFiles(root, path)).toBeNull();
  });

  it.each([
    ['/', [`${root}/index.html`]],
    ['/terms', [`${root}/terms`, `${root}/terms/index.html`]],
    ['/terms/', [`${root}/terms/index.html`]],
    ['/_astro/app.C0ffee.css', [`${root}/_astro/app.C0ffee.css`, `${root}/_astro/app.C0ffee.css/index.html`]],
    ['/videos/night%20swim', [`${root}/videos/night swim`, `${root}/videos/night swim/index.html`]],
  ])('%s maps to files inside the root', (path, files) => {
    expect(candidateFiles(root, path)).toEqual(files.map((f) => resolve(f)));
  });
});

describe('Accept-Encoding picks the precompressed variant', () => {
  it.each([
    ['gzip, deflate, br', ['br', 'gzip']],
    ['gzip', ['gzip']],
    ['br;q=0, gzip', ['gzip']],
    ['*', ['br', 'gzip']],
    ['identity', []],
    ['', []],
    [undefined, []],
  ])('%j → %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});
