import { describe, expect, it } from 'vitest';
import { decide, summary } from './fixtures.ts';

// Paths as browsers and crawlers send them: what is the same page, and what is no page at all.
describe('path forms', () => {
  it.each([
    ['trailing slash is the same route', '/videos/', 'serve videos'],
    ['trailing slash on a slug route', '/videos/night-drive/', 'serve video'],
    ['trailing slash on home', '/', 'serve home'],
    ['two trailing slashes', '/videos//', 'not-found'],
    ['an empty segment', '//videos', 'not-found'],
    ['two slashes alone are no home page', '//', 'not-found'],
    ['an empty segment before a gated page', '//account', 'not-found'],
    ['a protocol-relative looking path', '//evil.example/videos', 'not-found'],
    ['case matters', '/Videos', 'not-found'],
    ['case matters in a slug', '/videos/Night-Drive', 'not-found'],
    ['percent-encoded letters decode', '/vid%65os', 'serve videos'],
    ['percent-encoded slug decodes', '/videos/night%2Ddrive', 'serve video'],
    ['encoded slash is not a separator', '/videos%2Fnight-drive', 'not-found'],
    ['encoded backslash', '/videos/%5Cnight', 'not-found'],
    ['backslash', '/videos\\night', 'not-found'],
    ['malformed encoding', '/videos/%E0%A4%A', 'not-found'],
    ['lone percent', '/videos/%', 'not-found'],
    ['dot-dot segment', '/videos/../account', 'not-found'],
    ['dot segment', '/./videos', 'not-found'],
    ['encoded dot-dot', '/videos/%2e%2e/account', 'not-found'],
    ['encoded dot-dot in an asset path', '/_astro/%2E%2E/%2E%2E/etc/passwd', 'not-found'],
    ['encoded NUL', '/videos/a%00', 'not-found'],
    ['no leading slash', 'videos', 'not-found'],
    ['empty path', '', 'not-found'],
    ['unknown route', '/nowhere', 'not-found'],
    // Pages the site server renders under internal paths, and a content rebuild's renders: no route.
    ["the holes of a tour page, filled for a request", '/holes', 'not-found'],
    ["a content rebuild's render of a static file", '/static-render/videos/night-drive', 'not-found'],
    ["a content rebuild's list of static files", '/static-render-list', 'not-found'],
    ['the health-warning cover', '/health-warning-cover', 'not-found'],
    ['extra segment', '/videos/night-drive/extra', 'not-found'],
    ['a root file of public/', '/robots.txt', 'serve publicFile'],
    ["the tenant's theme stylesheet", '/theme/0123456789.css', 'serve themeStylesheet'],
    ['a theme name without extension is not a file', '/theme/0123456789', 'not-found'],
    ['a root name without extension is not a file', '/robots', 'not-found'],
    ['an overly long path', `/videos/${'a'.repeat(5000)}`, 'not-found'],
  ])('%s: %j → %s', (_case, path, outcome) => {
    expect(summary(decide('aurora', path))).toBe(outcome);
  });

  it('serves the canonical decoded path, safe to join to a folder', () => {
    expect(decide('aurora', '/vid%65os/night-drive/')).toMatchObject({ kind: 'serve', path: '/videos/night-drive' });
  });
});
