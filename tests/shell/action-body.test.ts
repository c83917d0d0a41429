import { describe, expect, it } from 'vitest';
import { boundedBody, isActionName, isClientAbort, UNREADABLE_FORM_MESSAGE, UNREADABLE_JSON_MESSAGE, unreadableActionBody } from '../../src/shell/action-body.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const MULTIPART = 'multipart/form-data; boundary=edge';
const aPart = '--edge\r\nContent-Disposition: form-data; name="list"\r\n\r\nwatch-later\r\n--edge--\r\n';

describe('an Action body Astro could not read is told apart from one it can', () => {
  it.each<[string, string | null, string, string | null]>([
    ['JSON that parses', 'application/json', '{"videoId":12}', null],
    ['JSON with a charset', 'application/json; charset=utf-8', '[1,2]', null],
    ['JSON after a byte order mark, as the Fetch API reads it', 'application/json', '\uFEFF{"a":1}', null],
    ['an empty JSON body (no input, for Astro)', 'application/json', '', null],
    ['JSON cut short', 'application/json', '{', UNREADABLE_JSON_MESSAGE],
    ['JSON of only spaces', 'Application/JSON', '   ', UNREADABLE_JSON_MESSAGE],
    ['a form, URL-encoded', 'application/x-www-form-urlencoded', 'list=watch-later&slug=a', null],
    ['a URL-encoded form with a stray percent (decoded leniently)', 'application/x-www-form-urlencoded', '%%%', null],
    ['a multipart form', MULTIPART, aPart, null],
    ['a multipart form without its boundary', 'multipart/form-data', aPart, UNREADABLE_FORM_MESSAGE],
    ['a multipart body that is no multipart', MULTIPART, 'garbage', UNREADABLE_FORM_MESSAGE],
    ['another type, Astro refuses it itself (415)', 'text/plain', '{', null],
    ['no type, Astro reads no input', null, '{', null],
  ])('%s', async (_case, contentType, body, problem) => {
    expect(await unreadableActionBody(contentType, bytes(body))).toBe(problem);
  });
});

describe('the body is read within the Action body limit', () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) => new Request('http://aurora.localhost/_actions/favorites.change', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

  it('reads the whole body from a clone, leaving the request readable for Astro', async () => {
    const request = post('{"videoId":12}');
    expect(new TextDecoder().decode((await boundedBody(request, 1024)) ?? new Uint8Array())).toBe('{"videoId":12}');
    expect(await request.text()).toBe('{"videoId":12}');
  });

  it('gives up on a declared length over the limit without reading', async () => {
    expect(await boundedBody(post('x'.repeat(10), { 'content-length': '2048' }), 1024)).toBeNull();
  });

  it('gives up on a streamed body once it passes the limit', async () => {
    const chunks = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(512));
      },
    });
    expect(await boundedBody(post(chunks), 1024)).toBeNull();
  });

  it('reads no body as an empty one', async () => {
    expect(await boundedBody(new Request('http://aurora.localhost/_actions/gems.news', { method: 'POST' }), 1024)).toEqual(new Uint8Array());
  });
});

describe('an Action name leads to one Action, never to a group of them or to nothing', () => {
  const actions = { gems: { balance: () => null, nested: { deep: () => null } }, plain: () => null };
  it.each<[string, boolean]>([
    ['gems.balance', true],
    ['gems.nested.deep', true],
    ['plain', true],
    ['gems.balance/', true],
    ['gems', false],
    ['gems.nested', false],
    ['gems.nope', false],
    ['nope', false],
    ['__proto__', false],
    ['constructor', false],
    ['gems.toString', false],
    ['gems.%E0%A4%A', false],
    ['', false],
  ])('%s: %s', (name, found) => {
    expect(isActionName(actions, name)).toBe(found);
  });
});

describe('a body the sender broke off is told apart from a crash', () => {
  it('is the error Node gives a request whose connection closed mid-body', () => {
    expect(isClientAbort(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }))).toBe(true);
  });
  it.each([[new Error('aborted')], [Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })], [null], ['aborted']])('not %s', (error) => {
    expect(isClientAbort(error)).toBe(false);
  });
});
