import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bufferBody } from '../../src/server/buffered-body.ts';
import { rawRequest } from '../support/http.ts';
import { listenOnLoopback } from '../support/loopback.ts';

/** A handler that writes as Astro's does: the head first, then many small chunks, then end. */
let server: Server;
let port = 0;
beforeAll(async () => {
  server = createServer((req, res) => {
    bufferBody(res);
    // As the site server does before the page runs: a cookie of its own (a cleared session, an arrival's sales tracking).
    if (req.url?.startsWith('/cookies')) res.appendHeader('Set-Cookie', 'server=1');
    res.writeHead(200, { 'content-type': 'text/html', ...(req.url === '/cookies/page' ? { 'set-cookie': ['page=1', 'page=2'] } : {}) });
    for (const part of ['<!doctype html>', '<p>', 'é'.repeat(3), '</p>']) res.write(part);
    res.write(Buffer.from('<!-- bytes -->'), () => undefined);
    res.end(req.url === '/with-end-chunk' ? '<footer></footer>' : undefined);
  });
  port = await listenOnLoopback(server);
});
afterAll(() => server.close());

describe('a rendered page, buffered', () => {
  it.each([
    ['/', '<!doctype html><p>ééé</p><!-- bytes -->'],
    ['/with-end-chunk', '<!doctype html><p>ééé</p><!-- bytes --><footer></footer>'],
  ])('%s leaves in one piece with its Content-Length, not chunked', async (path, body) => {
    const response = await rawRequest(port, { host: 'localhost', path });
    expect(response.text).toBe(body);
    expect(response.headers['content-length']).toBe(String(Buffer.byteLength(body)));
    expect(response.headers['transfer-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('text/html');
  });
});

describe("the server's cookies and the page's", () => {
  it.each([
    ['/cookies', ['server=1']],
    ['/cookies/page', ['server=1', 'page=1', 'page=2']],
  ])('%s sends %j: the page\'s own do not replace those set before it ran', async (path, cookies) => {
    const response = await rawRequest(port, { host: 'localhost', path });
    expect(response.headers['set-cookie']).toEqual(cookies);
  });
});
