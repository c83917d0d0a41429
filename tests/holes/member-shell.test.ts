import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { constants, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createHoleCache, type HoleCache } from '../../src/holes/hole-cache.ts';
import { SESSION_HOLES, type RequestedHole } from '../../src/holes/kinds.ts';
import { HOLE_CLOSING, holeOpening } from '../../src/holes/markers.ts';
import { HOLE_BOUNDARY, HOLES_START } from '../../src/holes/render-output.ts';
import { correlationMeta } from '../../src/http/correlation.ts';
import { ISLAND_RUNTIME_SCRIPTS } from '../../src/server/island-runtime.ts';
import { sendMemberShell } from '../../src/server/member-shell.ts';
import type { PageLocals } from '../../src/server/page-locals.ts';
import type { StaticFile } from '../../src/server/static-files.ts';
import type { LoadHoles, TenantBuild } from '../../src/server/tenant-builds.ts';
import { memoryLogger } from '../support/memory-logger.ts';
import { listenOnLoopback } from '../support/loopback.ts';

/*
 * The sending of a page with its holes, with the server build's loaders and views stood in for (the
 * real ones: tests/member-pages/shell-and-holes.test.ts): which views are kept and which rendered,
 * what a failed load or render leaves, and a page assembled from views of different renders.
 */
const PAGE = `<html><head><title>T</title>${holeOpening('head', null)}${HOLE_CLOSING}</head>${holeOpening('body', null)}<body>${HOLE_CLOSING}${holeOpening('header', null)}<a>Log in</a>${HOLE_CLOSING}<main>${holeOpening('joinPrompt', {})}<aside data-join-prompt>Join</aside>${HOLE_CLOSING}${holeOpening('comments', { videoId: 1 })}<p>Join to read</p>${HOLE_CLOSING}</main></body></html>`;
const file = { path: '/dist/aurora/client/index.html' } as StaticFile;
const statics = { read: () => Promise.resolve(Buffer.from(PAGE)) };
const CORRELATION_ID = 'correlation-1';
const RUNTIME = `<script>${ISLAND_RUNTIME_SCRIPTS[0] ?? ''}</script>`;
const VISIBLE = `<script>${ISLAND_RUNTIME_SCRIPTS[5] ?? ''}</script>`;

type Views = Record<string, (props: { member: string }) => string>;

/** Each kind's view as the holes page renders it, and its props: the member's name. */
const VIEWS: Views = {
  head: () => '<meta name="m">',
  body: ({ member }) => `<body data-member="${member}">`,
  header: ({ member }) => `<header>${member}</header>`,
  joinPrompt: () => '',
  comments: ({ member }) => `<section>comments for ${member}</section>`,
};

/** A server build whose loaders give each hole the member's name, and whose render records what it rendered. */
function fakeBuild(member: () => string, views: Views = VIEWS) {
  const rendered: string[][] = [];
  const build: Pick<TenantBuild, 'id' | 'loadHoles' | 'renderHoles'> = {
    id: 'aurora@1',
    loadHoles: (holes: readonly RequestedHole[]) => holes.map(() => ({ member: member() })),
    renderHoles(_url, locals) {
      const holes = (locals.loadedHoles ?? []) as { kind: string; props: { member: string } }[];
      rendered.push(holes.map((hole) => hole.kind));
      const html = holes.map((hole) => (views[hole.kind]?.(hole.props) ?? '') + HOLE_BOUNDARY).join('');
      return Promise.resolve(new Response(`<link rel="stylesheet">${HOLES_START}${html}`));
    },
  };
  return { build, rendered };
}

const servers: { close(): void }[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

interface ServeOptions {
  cache?: HoleCache;
  log?: ReturnType<typeof memoryLogger>;
  /** The prerendered file; a file of its own, so its cut is its own. */
  page?: string;
}

async function serve(build: Pick<TenantBuild, 'id' | 'loadHoles' | 'renderHoles'>, { cache = createHoleCache(1 << 20), log = memoryLogger(), page }: ServeOptions = {}) {
  const [shellFile, shellStatics] = page === undefined ? [file, statics] : [{ path: file.path } as StaticFile, { read: () => Promise.resolve(Buffer.from(page)) }];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const locals = { context: { url: new URL('http://aurora.localhost/'), log: log.logger, correlationId: CORRELATION_ID } } as unknown as PageLocals;
    void sendMemberShell({ req, res, file: shellFile, statics: shellStatics, build, locals, cache });
  });
  const port = await listenOnLoopback(server);
  servers.push(server);
  /** The answer's headers and its body's chunks as they arrived, asked with `acceptEncoding`. */
  const fetch = (acceptEncoding?: string) =>
    new Promise<{ encoding: string | undefined; chunks: Buffer[] }>((resolve, reject) => {
      request({ port, host: '127.0.0.1', path: '/', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], chunks }));
      })
        .on('error', reject)
        .end();
    });
  const get = async () => Buffer.concat((await fetch()).chunks).toString('utf8');
  return { get, fetch, log, port };
}

const memberPage = (member: string) =>
  `<html><head><title>T</title>${correlationMeta(CORRELATION_ID)}<meta name="m"></head><body data-member="${member}"><header>${member}</header><main><section>comments for ${member}</section></main></body></html>`;

describe('a page sent with its holes filled', () => {
  it("puts each hole's view in its place, and the request's correlation id beside the head's", async () => {
    const { build } = fakeBuild(() => 'ann');
    const { get } = await serve(build);
    expect(await get()).toBe(memberPage('ann'));
  });

  it('renders each view once per distinct props: a second view of the same page renders nothing', async () => {
    const { build, rendered } = fakeBuild(() => 'ann');
    const { get } = await serve(build);
    const first = await get();
    expect(rendered).toEqual([['head', 'body', 'header'], ['joinPrompt', 'comments']]);
    expect(await get()).toBe(first);
    expect(rendered).toHaveLength(2);
  });

  it('renders only the views whose props are new, and keeps the others', async () => {
    let member = 'ann';
    const views: Views = { ...VIEWS, head: () => '<meta name="m">', joinPrompt: () => '' };
    const { build, rendered } = fakeBuild(() => member, views);
    const { get } = await serve(build);
    await get();
    member = 'bob';
    expect(await get()).toBe(memberPage('bob'));
    // Every props object holds the member here, so every view is new for bob; ann's come back kept.
    member = 'ann';
    expect(await get()).toBe(memberPage('ann'));
    expect(rendered).toHaveLength(4);
  });

  it("keeps a view whose recommId is new on every answer, and writes each page's own recommId into it", async () => {
    let recommId = 'first-answer';
    const views: Views = { ...VIEWS, comments: (props) => `<a href="/videos/v?recommId=${(props as unknown as { recommId: string }).recommId}">v</a>` };
    const { build, rendered } = fakeBuild(() => 'ann', views);
    const withRecommId: typeof build = { ...build, loadHoles: (holes, locals, cookies) => build.loadHoles(holes, locals, cookies).map((props, i) => (holes[i]?.kind === 'comments' ? { ...(props as object), recommId } : props)) };
    const { get } = await serve(withRecommId);
    expect(await get()).toContain('recommId=first-answer"');
    recommId = 'second-answer';
    const second = await get();
    expect(second).toContain('recommId=second-answer"');
    expect(second).not.toContain('first-answer');
    expect(rendered).toHaveLength(2);
  });

  it('renders every view for every request with the cache off, the same bytes', async () => {
    const { build, rendered } = fakeBuild(() => 'ann');
    const { get } = await serve(build, { cache: createHoleCache(0) });
    expect(await get()).toBe(memberPage('ann'));
    expect(await get()).toBe(memberPage('ann'));
    expect(rendered).toHaveLength(4);
  });

  it("leaves a hole empty when its render failed, never the visitor view (but the body's tag), and says so in the log", async () => {
    const log = memoryLogger();
    const { build } = fakeBuild(() => 'ann');
    const { get } = await serve({ ...build, renderHoles: () => Promise.resolve(new Response('the error screen', { status: 500 })) }, { log });
    const page = await get();
    expect(page).toBe(`<html><head><title>T</title>${correlationMeta(CORRELATION_ID)}</head><body><main></main></body></html>`);
    expect(page).not.toContain('data-join-prompt');
    expect(log.lines.map((line) => line['msg'])).toContain('holes render failed');
  });

  it("leaves a hole empty when its loader failed, renders the others, and says so in the log", async () => {
    const log = memoryLogger();
    const { build } = fakeBuild(() => 'ann');
    const failing: LoadHoles = (holes, locals, cookies) => build.loadHoles(holes, locals, cookies).map((props, i) => (holes[i]?.kind === 'comments' ? Promise.reject(new Error('down')) : props));
    const { get } = await serve({ ...build, loadHoles: failing }, { log });
    expect(await get()).toBe(memberPage('ann').replace('<section>comments for ann</section>', ''));
    expect(log.lines.map((line) => line['msg'])).toContain('hole not loaded');
  });
});

describe('a page assembled from views of different renders', () => {
  // Two renders of islands, each counting React's id prefixes from r0, as Astro does per render.
  const island = (prefix: string, label: string) =>
    `${RUNTIME}${VISIBLE}<astro-island uid="Z1" prefix="${prefix}" client="visible"><label for="_${prefix}R_1_">${label}</label><input id="_${prefix}R_1_"></astro-island>`;
  const views = (member: () => string): Views => ({
    ...VIEWS,
    header: ({ member: name }) => `<header>${island('r0', name)}</header>`,
    comments: () => `<section>${island('r0', member())}</section>`,
  });

  it("carries Astro's island runtime once, and no island id twice, whether its views were kept or rendered with it", async () => {
    let member = 'ann';
    const { build, rendered } = fakeBuild(() => member, views(() => member));
    const { get, fetch } = await serve(build);
    await get();
    member = 'bob';
    const page = await get();
    // Compressed, its views' bytes kept by which pieces the page still lacked: the same page, each time.
    for (let time = 0; time < 3; time++) expect(gunzipSync(Buffer.concat((await fetch('gzip')).chunks)).toString('utf8')).toBe(page);
    // Bob's header and comments are new views, rendered in two renders; the page holds both.
    expect(rendered).toHaveLength(4);
    expect(page.split(RUNTIME)).toHaveLength(2);
    expect(page.split(VISIBLE)).toHaveLength(2);
    expect(page.indexOf(RUNTIME)).toBeLessThan(page.indexOf('<astro-island'));
    const prefixes = [...page.matchAll(/prefix="([^"]+)"/g)].map(([, prefix]) => prefix);
    const ids = [...page.matchAll(/ id="([^"]+)"/g)].map(([, id]) => id);
    expect(prefixes).toHaveLength(2);
    expect(new Set(prefixes).size).toBe(2);
    expect(new Set(ids).size).toBe(2);
    // Each label still names its own input.
    for (const id of ids) expect(page).toContain(`for="${id}"`);
  });

  it("writes a view kept compressed from one page rightly on a page that carries the island runtime already", async () => {
    const { build } = fakeBuild(() => 'ann', views(() => 'ann'));
    const cache = createHoleCache(1 << 20);
    const withoutRuntime = await serve(build, { cache });
    const withRuntime = await serve(build, { cache, page: PAGE.replace('</title>', `</title>${RUNTIME}${VISIBLE}`) });
    for (const server of [withoutRuntime, withRuntime, withoutRuntime, withRuntime]) {
      const plain = await server.get();
      expect(gunzipSync(Buffer.concat((await server.fetch('gzip')).chunks)).toString('utf8')).toBe(plain);
    }
    expect((await withRuntime.get()).split(RUNTIME)).toHaveLength(2);
  });
});

describe('compressed: one gzip stream of the texts compressed once and the holes compressed per request', () => {
  const hole = (kind: string, args: unknown, visitor = '') => `${holeOpening(kind, args)}${visitor}${HOLE_CLOSING}`;
  const unicodeViews: Views = { ...VIEWS, header: ({ member }) => `<header>Zoë ✓ ${member} 🎬</header>`, comments: () => '<section>日本語のコメント — «ok»</section>' };

  it.each([
    ['a page without holes', '<html><body><p>The same for everyone ✓</p></body></html>', VIEWS],
    ['a hole first', `${hole('header', null, '<a>Log in</a>')}<main>text</main>`, VIEWS],
    ['a hole last, nothing after it', `<main>text</main>${hole('comments', { videoId: 1 }, '<p>Join to read</p>')}`, VIEWS],
    ['an empty hole between texts', `<main>${hole('joinPrompt', {}, '<aside data-join-prompt>Join</aside>')}</main>`, VIEWS],
    ['holes side by side, one empty', `<main>${hole('header', null)}${hole('joinPrompt', {})}${hole('comments', { videoId: 1 })}</main>`, VIEWS],
    ['unicode in the texts and the holes', `<title>Café — ünïcode</title>${hole('header', null)}<main>ß</main>${hole('comments', { videoId: 1 })}✓`, unicodeViews],
    ['the whole page, the head first', PAGE, VIEWS],
  ])('%s inflates to exactly the page sent uncompressed', async (_name, page, views) => {
    const { build } = fakeBuild(() => 'ann', views);
    const { get, fetch } = await serve(build, { page });
    const plain = await get();
    for (const acceptEncoding of ['gzip', 'br, gzip', 'gzip, deflate, br, zstd']) {
      const { encoding, chunks } = await fetch(acceptEncoding);
      expect(encoding).toBe('gzip');
      expect(gunzipSync(Buffer.concat(chunks)).toString('utf8')).toBe(plain);
    }
    // A client that takes brotli only gets the page as it is: brotli parts cannot be joined.
    const brotliOnly = await fetch('br');
    expect(brotliOnly.encoding).toBeUndefined();
    expect(Buffer.concat(brotliOnly.chunks).toString('utf8')).toBe(plain);
  });

  it("sends the head and the session's holes, decodable, before the gateway answers", async () => {
    const { build } = fakeBuild(() => 'ann');
    let answer: () => void = () => undefined;
    const gatewayAnswered = new Promise<void>((resolve) => (answer = resolve));
    const held: typeof build = { ...build, loadHoles: (holes, locals, cookies) => build.loadHoles(holes, locals, cookies).map((props, i) => (SESSION_HOLES.has(holes[i]?.kind as never) ? props : gatewayAnswered.then(() => props))) };
    const server = await serve(held);
    const untilHeader = memberPage('ann').slice(0, memberPage('ann').indexOf('<main>') + '<main>'.length);
    /** What the client could decode once the first hole that waits for the gateway was reached. */
    let beforeTheGateway = '';
    const whole = new Promise<string>((resolve, reject) => {
      request({ port: server.port, host: '127.0.0.1', path: '/', headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          if (beforeTheGateway !== '') return;
          const sofar = gunzipSync(Buffer.concat(chunks), { finishFlush: constants.Z_SYNC_FLUSH }).toString('utf8');
          if (sofar.length < untilHeader.length) return;
          beforeTheGateway = sofar;
          answer();
        });
        res.on('end', () => resolve(gunzipSync(Buffer.concat(chunks)).toString('utf8')));
      })
        .on('error', reject)
        .end();
    });
    expect(await whole).toBe(memberPage('ann'));
    // Everything up to the first hole that waits for the gateway, and nothing of it.
    expect(beforeTheGateway).toBe(untilHeader);
  });
});
