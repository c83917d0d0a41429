import { describe, expect, it } from 'vitest';
import { emptyHole } from '../../src/holes/kinds.ts';
import { decodeArgs, HOLE_CLOSING, holeOpening, parseShell, ShellMarkError } from '../../src/holes/markers.ts';
import { parsedShell } from '../../src/server/member-shell.ts';

describe("a hole's marks", () => {
  it.each([
    ['a plain name', { name: 'Night Drive' }],
    ['a name that would close the comment', { name: 'a --> b -- c --!> d' }],
    ['markup', { name: '<script>alert(1)</script>' }],
    ['non-Latin text', { name: 'Ночь — 夜' }],
  ])('carry %s in a comment that stays a comment, and give it back', (_name, args) => {
    const opening = holeOpening('favorite', args);
    expect(opening.slice('<!--'.length, -'-->'.length)).not.toMatch(/--|>/);
    expect(decodeArgs(opening.slice(opening.indexOf(':', '<!--hole:'.length) + 1, -'-->'.length))).toEqual(args);
  });
});

describe('cutting a page at its holes', () => {
  it('gives one more text than holes, each hole with its kind, arguments and visitor view', () => {
    const html = `<head>${holeOpening('head', null)}${HOLE_CLOSING}</head><body>${holeOpening('header', null)}<a>Log in</a>${HOLE_CLOSING}<main>x</main></body>`;
    const shell = parseShell(html);
    expect(shell.texts).toEqual(['<head>', '</head><body>', '<main>x</main></body>']);
    expect(shell.holes.map(({ kind, visitorHtml }) => [kind, visitorHtml])).toEqual([
      ['head', ''],
      ['header', '<a>Log in</a>'],
    ]);
  });

  it('a hole inside another is part of the outer one, which is filled whole', () => {
    const inner = emptyHole('favorite', { subject: 'video', slug: 'a', id: 1, name: 'A', compact: true });
    const shell = parseShell(`x${holeOpening('pageShelves', { page: 'home' })}<ul>${inner}</ul>${HOLE_CLOSING}y`);
    expect(shell.texts).toEqual(['x', 'y']);
    expect(shell.holes).toHaveLength(1);
    expect(shell.holes[0]?.visitorHtml).toBe(`<ul>${inner}</ul>`);
  });

  it.each([
    ['a hole never closed', `a${holeOpening('header', null)}b`],
    ['a mark cut short', 'a<!--hole:header'],
  ])('refuses %s', (_name, html) => {
    expect(() => parseShell(html)).toThrow(ShellMarkError);
  });

  it.each([
    ['an unknown kind', `${holeOpening('nope', null)}${HOLE_CLOSING}`, 'a hole of unknown kind "nope"'],
    ['arguments its kind does not take', `${holeOpening('player', { videoId: 'x' })}${HOLE_CLOSING}`, "the player hole's arguments are wrong"],
  ])('names the file and the fault for %s', (_name, html, message) => {
    expect(() => parsedShell(html, 'dist/aurora/client/videos/a/index.html')).toThrow(`dist/aurora/client/videos/a/index.html: ${message}`);
  });
});
