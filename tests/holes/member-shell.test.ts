import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createHoleCache, type HoleCache } from '../../src/holes/hole-cache.ts';
import type { RequestedHole } from '../../src/holes/kinds.ts';
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

let close: () => void = () => undefined;
afterEach(() => close());

async function serve(build: Pick<TenantBuild, 'id' | 'loadHoles' | 'renderHoles'>, cache: HoleCache = createHoleCache(1 << 20), log = memoryLogger()) {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const locals = { context: { url: new URL('http://aurora.localhost/'), log: log.logger, correlationId: CORRELATION_ID } } as unknown as PageLocals;
    void sendMemberShell({ req, res, file, statics, build, locals, cache });
  });
  const port = await listenOnLoopback(server);
  close = () => void server.close();
  const get = () =>
    new Promise<string>((resolve, reject) => {
      request({ port, host: '127.0.0.1', path: '/' }, (res) => {
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
    const { get } = await serve(build, createHoleCache(0));
    expect(await get()).toBe(memberPage('ann'));
    expect(await get()).toBe(memberPage('ann'));
    expect(rendered).toHaveLength(4);
  });

  it("leaves a hole empty when its render failed, never the visitor view (but the body's tag), and says so in the log", async () => {
    const log = memoryLogger();
    const { build } = fakeBuild(() => 'ann');
    const { get } = await serve({ ...build, renderHoles: () => Promise.resolve(new Response('the error screen', { status: 500 })) }, createHoleCache(1 << 20), log);
    const page = await get();
    expect(page).toBe(`<html><head><title>T</title>${correlationMeta(CORRELATION_ID)}</head><body><main></main></body></html>`);
    expect(page).not.toContain('data-join-prompt');
    expect(log.lines.map((line) => line['msg'])).toContain('holes render failed');
  });

  it("leaves a hole empty when its loader failed, renders the others, and says so in the log", async () => {
    const log = memoryLogger();
    const { build } = fakeBuild(() => 'ann');
    const failing: LoadHoles = (holes, locals, cookies) => build.loadHoles(holes, locals, cookies).map((props, i) => (holes[i]?.kind === 'comments' ? Promise.reject(new Error('down')) : props));
    const { get } = await serve({ ...build, loadHoles: failing }, createHoleCache(1 << 20), log);
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
    const { get } = await serve(build);
    await get();
    member = 'bob';
    const page = await get();
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
});
