// The floor of a member's page, bench:ssr's baseline: a bare node:http server, in a process of its
// own, doing only the work a member's page of this design cannot avoid, and nothing else. For each
// request it reads the session cookie and finds the member's gateway token in the same Redis the
// site servers keep their sessions in (the member's profile kept 60 s, as the site keeps it); makes
// the page's one merged gateway call, the very operation the site sends for that page (recorded by
// the bench: floor-pages.ts); cuts the prerendered file at its marks once per file, as the site
// does; fills each hole with a string of the size the site's view had, made from the answer with
// plain template literals; and compresses the whole page in a stream, as the site compressed a
// member's page before it joined precompressed parts (brotli quality 2, or gzip 1), the session's
// holes sent before the gateway answers. A measuring instrument, not product code.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { createClient } from 'redis';
import { Agent, request } from 'undici';
import { parseShell } from '../../src/holes/markers.ts';
import { SESSION_HOLES } from '../../src/holes/kinds.ts';
import { acceptedEncodings } from '../../src/server/accept-encoding.ts';
import { escapeHtml } from '../../src/server/http.ts';
import { PROFILE_CACHE_TTL_MS } from '../../src/server/auth/profile-cache.ts';
import { readSessionId } from '../../src/session/cookie.ts';
import { SESSION_KEY_PREFIX } from '../../src/session/redis-store.ts';
import { FLOOR_BROTLI, FLOOR_GZIP_LEVEL, type FloorConfig, type FloorPage } from './floor-pages.ts';


const config = JSON.parse(readFileSync(process.env['FLOOR_CONFIG'] ?? '', 'utf8')) as FloorConfig;
const redis = createClient({ url: process.env['REDIS_URL'] ?? '' });
await redis.connect();
const gateway = new Agent();
const graphqlUrl = `${process.env['GATEWAY_URL'] ?? ''}/graphql`;

/** One GraphQL call with the member's token: its answer's data, parsed. */
async function ask(call: NonNullable<FloorPage['call']>, token: string): Promise<Record<string, unknown>> {
  const answer = await request(graphqlUrl, {
    dispatcher: gateway,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-correlation-id': randomUUID(), 'x-site': config.site },
    body: JSON.stringify(call),
  });
  const { data } = (await answer.body.json()) as { data?: Record<string, unknown> | null };
  return data ?? {};
}

const profiles = new Map<string, { profile: Record<string, unknown>; until: number }>();
const shells = new Map<string, ReturnType<typeof parseShell>>();

function shellOf(file: string): ReturnType<typeof parseShell> {
  let shell = shells.get(file);
  if (!shell) shells.set(file, (shell = parseShell(readFileSync(file, 'utf8'))));
  return shell;
}

/** A hole's string: its data as a template, the size the site's view of it had. */
function filled(kind: string, data: unknown, size: number): string {
  const text = `<div data-hole="${kind}">${escapeHtml(JSON.stringify(data))}</div>`;
  return text.length >= size ? text.slice(0, size) : text.repeat(Math.ceil(size / text.length)).slice(0, size);
}

createServer((req, res) => {
  void (async () => {
    const page = config.pages[req.url ?? ''];
    const sid = readSessionId(req.headers.cookie, config.host);
    const json = sid === null || !page ? null : await redis.get(SESSION_KEY_PREFIX + sid);
    const token = json === null ? undefined : (JSON.parse(json) as { tokens?: { accessToken: string } }).tokens?.accessToken;
    if (!page || sid === null || token === undefined) {
      res.writeHead(404).end();
      return;
    }
    let kept = profiles.get(sid);
    if (!kept || kept.until < Date.now()) profiles.set(sid, (kept = { profile: await ask(config.profileCall, token), until: Date.now() + PROFILE_CACHE_TTL_MS }));
    const { profile } = kept;
    const answer: Promise<Record<string, unknown>> = page.call ? ask(page.call, token) : Promise.resolve({});
    const { texts, holes } = shellOf(page.file);
    const encoding = acceptedEncodings(req.headers['accept-encoding'])[0];
    res.writeHead(200, { ...config.headers, ...(encoding ? { 'Content-Encoding': encoding } : {}) });
    const out =
      encoding === 'br'
        ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: FLOOR_BROTLI.quality, [constants.BROTLI_PARAM_LGWIN]: FLOOR_BROTLI.windowBits, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
        : createGzip({ level: FLOOR_GZIP_LEVEL });
    out.pipe(res);
    const firstData = holes.findIndex((hole) => !SESSION_HOLES.has(hole.kind as never));
    const early = firstData === -1 ? holes.length : firstData;
    let html = texts[0] ?? '';
    for (let i = 0; i < early; i++) html += filled(holes[i]?.kind ?? '', profile, page.holeSizes[i] ?? 0) + (texts[i + 1] ?? '');
    out.write(html);
    out.flush(encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH);
    const data = await answer;
    html = '';
    for (let i = early; i < holes.length; i++) {
      const hole = holes[i];
      const reads = page.reads[i] ?? [];
      const share = reads.length > 0 ? reads.map((field) => data[field]) : profile;
      html += filled(hole?.kind ?? '', share, page.holeSizes[i] ?? 0) + (texts[i + 1] ?? '');
    }
    out.end(html);
  })().catch(() => res.destroy());
}).listen(Number(process.env['PORT']), '127.0.0.1');
