import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { HOLE_BOUNDARY, HOLES_START } from '../../src/holes/render-output.ts';
import { HOLE_CLOSING, holeOpening } from '../../src/holes/markers.ts';
import { sendMemberShell } from '../../src/server/member-shell.ts';
import type { PageLocals } from '../../src/server/page-locals.ts';
import type { StaticFile } from '../../src/server/static-files.ts';
import { memoryLogger } from '../support/memory-logger.ts';
import { listenOnLoopback } from '../support/loopback.ts';

/*
 * The sending of a page with its holes, with the holes' render stood in for (the real one is
 * tests/member-pages/shell-and-holes.test.ts): what reaches the render, and what a failed render leaves.
 */
const PAGE = `<html><head><title>T</title>${holeOpening('head', null)}${HOLE_CLOSING}</head>${holeOpening('body', null)}<body>${HOLE_CLOSING}${holeOpening('header', null)}<a>Log in</a>${HOLE_CLOSING}<main>${holeOpening('joinPrompt', {})}<aside data-join-prompt>Join</aside>${HOLE_CLOSING}</main></body></html>`;
const file = { path: '/dist/aurora/client/index.html' } as StaticFile;
const statics = { read: () => Promise.resolve(Buffer.from(PAGE)) };

type RenderHoles = (url: URL, headers: Headers, locals: PageLocals) => Promise<Response>;

/** The holes' render as the holes page answers: the early ones handed over first, the others in its body. */
const answering =
  (early: string[], later: string[]): RenderHoles =>
  (_url, _headers, locals) => {
    locals.sendEarlyHoles?.(early.map((html) => html + HOLE_BOUNDARY).join(''));
    return Promise.resolve(new Response(`<link rel="stylesheet">${HOLES_START}${later.map((html) => html + HOLE_BOUNDARY).join('')}`));
  };

let close: () => void = () => undefined;
afterEach(() => close());

async function serve(renderHoles: RenderHoles, log = memoryLogger()) {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const locals = { context: { url: new URL('http://aurora.localhost/'), log: log.logger } } as unknown as PageLocals;
    void sendMemberShell({ req, res, file, statics, build: { renderHoles }, locals });
  });
  const port = await listenOnLoopback(server);
  close = () => void server.close();
  const get = (headers: Record<string, string> = {}) =>
    new Promise<string>((resolve, reject) => {
      request({ port, host: '127.0.0.1', path: '/', headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve(body));
      })
        .on('error', reject)
        .end();
    });
  return { get, log };
}

describe('a page sent with its holes filled', () => {
  it('puts each hole in its place, and nothing of the visitor view', async () => {
    const { get } = await serve(answering(['<meta name="m">', '<body data-member="signed-in">', '<header>Member</header>'], ['']));
    expect(await get()).toBe('<html><head><title>T</title><meta name="m"></head><body data-member="signed-in"><header>Member</header><main></main></body></html>');
  });

  it("hands the holes' render the request's headers: its cookies, as the page's own render would read them", async () => {
    let seen: Headers | null = null;
    const render = answering(['', '<body>', ''], ['']);
    const { get } = await serve((url, headers, locals) => {
      seen = headers;
      return render(url, headers, locals);
    });
    await get({ cookie: 'gems_intro_last_shown=1' });
    expect((seen as Headers | null)?.get('cookie')).toBe('gems_intro_last_shown=1');
  });

  it("leaves a hole empty when its render failed, never the visitor view (but the body's tag), and says so in the log", async () => {
    const log = memoryLogger();
    const { get } = await serve(() => Promise.resolve(new Response('the error screen', { status: 500 })), log);
    const page = await get();
    expect(page).toBe('<html><head><title>T</title></head><body><main></main></body></html>');
    expect(page).not.toContain('data-join-prompt');
    expect(log.lines.map((line) => line['msg'])).toContain('holes not filled');
  });
});
