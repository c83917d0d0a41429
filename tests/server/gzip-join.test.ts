import fc from 'fast-check';
import { constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflatedPart, GzipJoin } from '../../src/server/gzip-join.ts';

/*
 * A gzip stream joined from parts compressed apart (the texts of a file once, the holes per request)
 * is one valid gzip stream whose content is the parts' content in order: gunzip checks the CRC-32 and
 * the length in the trailer, so a wrong sum or a part that refers into another fails here.
 */

type Segment = { kind: 'kept' | 'now' | 'stored'; text: string };

/** The segments joined: `kept` compressed beforehand at the texts' level, `now` at the holes', `stored` as they are. */
function joined(segments: readonly Segment[]): Buffer {
  const join = new GzipJoin();
  const parts = segments.map(({ kind, text }) => (kind === 'kept' ? join.part(deflatedPart(text, 9)) : kind === 'stored' ? join.stored(text) : join.text(text, 1)));
  return Buffer.concat([join.start(), ...parts, join.end()]);
}

const page = (segments: readonly Segment[]) => segments.map((segment) => segment.text).join('');
const kept = (text: string): Segment => ({ kind: 'kept', text });
const now = (text: string): Segment => ({ kind: 'now', text });
const stored = (text: string): Segment => ({ kind: 'stored', text });
const CARD = '<li class="card"><a href="/videos/a-night-out">A night out</a></li>';
const LONG = CARD.repeat(2000);

describe('a gzip stream joined from parts compressed apart', () => {
  it.each([
    ['nothing at all', []],
    ['one text, no holes', [kept('<html><body>page</body></html>')]],
    ['a hole first', [now('<meta name="m">'), kept('<title>T</title></head>')]],
    ['a hole last', [kept('<html><body>'), now('<footer>ann</footer>')]],
    ['empty holes and empty texts', [kept(''), now(''), kept('<main>'), now(''), kept('')]],
    ['holes side by side', [kept('<a>'), now('1'), now('2'), now('3'), kept('</a>')]],
    ['unicode across the joins (multi-byte characters, emoji)', [kept('Ünïcödé ✓ '), now('日本語 🎬 '), kept('é'), now('—€')]],
    ['a text repeated in the next hole (no reference may reach across a join)', [kept(LONG), now(LONG), kept(LONG)]],
    ['parts over 64 KB', [kept(LONG.repeat(3)), now(LONG.repeat(2)), kept('end')]],
    ['stored parts, empty, short and over one stored block', [kept('<head>'), stored('<meta name="correlation-id" content="a">'), stored(''), now('x'), stored(LONG), kept('</head>')]],
  ])('%s', (_name, segments) => {
    expect(gunzipSync(joined(segments)).toString('utf8')).toBe(page(segments));
  });

  // A hundred joins at zlib's best take half a second alone, and ten times that beside the whole suite on two busy cores.
  it('inflates to the parts in order, for any segments', () => {
    const segment = fc.record({ kind: fc.constantFrom<Segment['kind']>('kept', 'now', 'stored'), text: fc.oneof(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.string({ unit: 'binary', maxLength: 3000 }), fc.constantFrom('', CARD.repeat(100))) });
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 12 }), (segments) => {
        expect(gunzipSync(joined(segments)).toString('utf8')).toBe(page(segments));
      }),
      { numRuns: 100 },
    );
  }, 60_000);

  it('decodes each prefix of parts as far as it goes, before the end: a page can be sent part by part', () => {
    const join = new GzipJoin();
    const sent = Buffer.concat([join.start(), join.part(deflatedPart('<head><title>T</title>', 9)), join.text('<header>ann</header>', 1)]);
    expect(gunzipSync(sent, { finishFlush: constants.Z_SYNC_FLUSH }).toString('utf8')).toBe('<head><title>T</title><header>ann</header>');
  });

  it('holds a length past 4 GiB as its remainder, as gzip does (the trailer is 32 bits)', () => {
    // Not compressed for real: a part that says it holds 2^32 + 5 bytes moves only the length.
    const join = new GzipJoin();
    const empty = deflatedPart('', 9);
    join.part({ ...empty, length: 2 ** 32 + 5 });
    expect(join.end().readUInt32LE(6)).toBe(5);
  });
});
