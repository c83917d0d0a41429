import { describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE, NO_STORE } from '../../src/http/cache-control.ts';
import { planStaticAnswer } from '../../src/server/static-answer.ts';
import type { FoundFile, Variant } from '../../src/server/static-file-lookup.ts';

function variant(encoding: Variant['encoding'], etag: string): Variant {
  return { encoding, path: `/page.html${encoding ? `.${encoding}` : ''}`, size: 10, etag, body: null, reading: null };
}

const file: FoundFile = {
  path: '/page.html',
  contentType: 'text/html; charset=utf-8',
  cacheControl: IMMUTABLE_CACHE,
  lastModified: 'Sun, 29 Nov 2026 05:00:00 GMT',
  identity: variant(null, '"v"'),
  encoded: [variant('br', '"v-br"'), variant('gzip', '"v-gzip"')],
};

describe('the answer to a request for a static file, before its body is read', () => {
  it.each([
    { case: 'the best encoding the client accepts', accept: 'gzip, br', status: 200, inm: undefined, want: { status: 200, etag: '"v-br"', encoding: 'br' } },
    { case: 'gzip when brotli is not accepted', accept: 'gzip', status: 200, inm: undefined, want: { status: 200, etag: '"v-gzip"', encoding: 'gzip' } },
    { case: 'the file itself when no encoding is accepted', accept: undefined, status: 200, inm: undefined, want: { status: 200, etag: '"v"', encoding: undefined } },
    { case: "a 304 for the variant's own validator", accept: 'br', status: 200, inm: 'W/"v-br"', want: { status: 304, etag: '"v-br"', encoding: undefined } },
    { case: "a 200 for another variant's validator", accept: 'br', status: 200, inm: '"v-gzip"', want: { status: 200, etag: '"v-br"', encoding: 'br' } },
    { case: 'a themed 404 never stored nor validated', accept: 'br', status: 404, inm: '*', want: { status: 404, etag: undefined, encoding: 'br' } },
  ])('$case', ({ accept, status, inm, want }) => {
    const answer = planStaticAnswer(file, { 'accept-encoding': accept, 'if-none-match': inm }, status, {});
    expect(answer.status).toBe(want.status);
    expect(answer.headers['ETag']).toBe(want.etag);
    expect(answer.headers['Content-Encoding']).toBe(want.encoding);
    expect(answer.headers['Cache-Control']).toBe(status === 200 ? IMMUTABLE_CACHE : NO_STORE);
  });

  it("lets the caller's Vary and Cache-Control win on a 200", () => {
    const answer = planStaticAnswer(file, {}, 200, { Vary: 'Accept-Encoding, X-Region', 'Cache-Control': 'private, no-cache' });
    expect(answer.headers).toMatchObject({ Vary: 'Accept-Encoding, X-Region', 'Cache-Control': 'private, no-cache', 'Content-Type': file.contentType });
  });
});
