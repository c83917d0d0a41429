import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { fragmentHtml, fragmentOf, piecesIn, type Fragment } from '../holes/fragments.ts';
import { idTokenOf, type HoleCache } from '../holes/hole-cache.ts';
import { filledSlots, slotted } from '../holes/late-bound.ts';
import { HOLE_ARGS, isHoleKind, SESSION_HOLES, VISITOR_VIEW_ON_FAILURE, type RequestedHole, type ShellHoleOf } from '../holes/kinds.ts';
import { decodeArgs, parseShell, ShellMarkError } from '../holes/markers.ts';
import { afterStart, splitHoles } from '../holes/render-output.ts';
import { PRIVATE_CACHE } from '../http/cache-control.ts';
import { correlationMeta } from '../http/correlation.ts';
import { markAnswer } from '../observability/answer-kind.ts';
import { countHoleLookup } from '../observability/metrics.ts';
import { acceptedEncodings } from './accept-encoding.ts';
import type { PageLocals } from './page-locals.ts';
import type { StaticFile, StaticFiles } from './static-files.ts';
import type { TenantBuild } from './tenant-builds.ts';

/*
 * A tour page for one request (a signed-in member's, or a visitor's with a flash on arrival): the
 * prerendered page is the shell, and its holes (src/holes) are filled for the request. Each hole's
 * loader, in the tenant's server build, makes its view's props (the session's holes at once; the
 * others from the gateway, all asked in one turn: one call, src/gateway/batch.ts); a view already
 * rendered for the same props is kept (src/holes/hole-cache.ts), and only the others are rendered,
 * in one render; when every view of a page is kept, nothing is rendered at all. The head and the
 * session's holes are sent at once, the others when the gateway has answered.
 */

/**
 * Compression of a page as it is sent. A member's video page is about 65 KB; measured here, in a
 * stream with its flushes: brotli quality 2 (a 256 KB window) costs 330 µs of CPU for 11.7 KB, where
 * quality 4 costs 1,010 µs for 10.9 KB and gzip's default 970 µs for 11.0 KB; gzip level 1 costs
 * 320 µs for 12.4 KB. The static files are precompressed at the build's best instead.
 */
export const MEMBER_PAGE_BROTLI = { quality: 2, windowBits: 18 } as const;
export const MEMBER_PAGE_GZIP_LEVEL = 1;

/** A prerendered page cut at its holes, each hole's arguments checked. */
interface ParsedShell {
  texts: readonly string[];
  holes: readonly ShellHoleOf[];
  /** What the page's own text carries once already (src/holes/fragments.ts): the views never write it again. */
  pieces: readonly string[];
}

/** Shells by static file: the file's entry is the same object while it is cached, and a rebuild makes new ones. */
const shells = new WeakMap<StaticFile, Promise<ParsedShell>>();

function shellOf(file: StaticFile, statics: Pick<StaticFiles, 'read'>): Promise<ParsedShell> {
  let shell = shells.get(file);
  if (!shell) {
    shell = statics.read(file).then((bytes) => parsedShell(bytes.toString('utf8'), file.path));
    shells.set(file, shell);
    // A file that could not be read is looked at again next time.
    shell.catch(() => shells.delete(file));
  }
  return shell;
}

/** The page cut at its holes; a mark the site cannot read is a broken build, said with the file's name. */
export function parsedShell(html: string, path: string): ParsedShell {
  const { texts, holes } = parseShell(html);
  return {
    texts,
    holes: holes.map(({ kind, args, visitorHtml }) => {
      if (!isHoleKind(kind)) throw new ShellMarkError(`${path}: a hole of unknown kind "${kind}"`);
      const parsed = HOLE_ARGS[kind].safeParse(decodeArgs(args));
      if (!parsed.success) throw new ShellMarkError(`${path}: the ${kind} hole's arguments are wrong: ${parsed.error.message}`);
      // The kind's own schema checked the arguments: they are the kind's.
      return { kind, args: parsed.data, visitorHtml } as ShellHoleOf;
    }),
    pieces: texts.flatMap(piecesIn),
  };
}

export interface MemberShellRequest {
  req: IncomingMessage;
  res: ServerResponse;
  file: StaticFile;
  statics: Pick<StaticFiles, 'read'>;
  build: Pick<TenantBuild, 'id' | 'loadHoles' | 'renderHoles'>;
  /** The page's locals, the snapshot included. */
  locals: PageLocals;
  /** The views this process keeps (src/holes/hole-cache.ts). */
  cache: HoleCache;
}

/** Sends the page with its holes filled, compressed as the request accepts, the shell's head first. */
export async function sendMemberShell({ req, res, file, statics, build, locals, cache }: MemberShellRequest): Promise<void> {
  const { texts, holes, pieces } = await shellOf(file, statics);
  markAnswer(res, 'member-page');
  const encoding = acceptedEncodings(req.headers['accept-encoding'])[0];
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': PRIVATE_CACHE,
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const out = bodyWriter(res, encoding);
  out.write(texts[0] ?? '');
  // A page without holes (a plain file) is the same for everyone.
  if (holes.length === 0) {
    out.end();
    return;
  }
  const page = new PageFill(build, locals, cache, holes, pieces, req.headers.cookie);
  let next = 0;
  // One write per part sent: each write to an uncompressed response is a system call of its own.
  const writeThrough = (filled: readonly string[]): void => {
    let part = '';
    for (const html of filled) {
      // The request's correlation id goes into the head, beside the head's hole: no kept view holds it.
      if (holes[next]?.kind === 'head') part += correlationMeta(locals.context.correlationId);
      part += html + (texts[next + 1] ?? '');
      next += 1;
    }
    out.write(part);
  };
  const early = leadingSessionHoles(holes);
  if (early > 0) {
    writeThrough(await page.fill(0, early));
    out.flush();
  }
  writeThrough(await page.fill(early, holes.length));
  out.end();
}

/** How many holes from the first are filled from the session alone: sent before the gateway answers. */
function leadingSessionHoles(holes: readonly RequestedHole[]): number {
  const firstData = holes.findIndex((hole) => !SESSION_HOLES.has(hole.kind));
  return firstData === -1 ? holes.length : firstData;
}

/** A hole whose props could not be made, or whose view could not be rendered. */
const UNFILLED = Symbol('unfilled');

/** One page's holes being filled: their props asked for at once, their views kept or rendered in runs. */
class PageFill {
  readonly #build: MemberShellRequest['build'];
  readonly #locals: PageLocals;
  readonly #cache: HoleCache;
  readonly #holes: readonly ShellHoleOf[];
  readonly #props: readonly unknown[];
  /** What the page carries once so far. */
  readonly #onPage: Set<string>;
  /** How many copies of each view the page holds so far. */
  readonly #copies = new Map<string, number>();

  constructor(build: MemberShellRequest['build'], locals: PageLocals, cache: HoleCache, holes: readonly ShellHoleOf[], pieces: readonly string[], cookieHeader: string | undefined) {
    this.#build = build;
    this.#locals = locals;
    this.#cache = cache;
    this.#holes = holes;
    this.#onPage = new Set(pieces);
    this.#props = this.#load(cookieHeader);
  }

  /** Every hole's props (or their promise), asked in this one turn. */
  #load(cookieHeader: string | undefined): readonly unknown[] {
    try {
      return this.#build.loadHoles(this.#holes.map(({ kind, args }) => ({ kind, args }) as RequestedHole), this.#locals, cookieHeader);
    } catch (error) {
      this.#locals.context.log.error({ err: error, path: this.#locals.context.url.pathname }, 'holes not loaded');
      return this.#holes.map(() => UNFILLED);
    }
  }

  /** The HTML of holes `from` to `to` (exclusive): the kept views, and the others rendered in one render. */
  async fill(from: number, to: number): Promise<string[]> {
    const { log, url } = this.#locals.context;
    const holes = this.#holes.slice(from, to);
    const settled = await Promise.allSettled(this.#props.slice(from, to));
    const views: (Fragment | typeof UNFILLED)[] = [];
    const keys: (string | null)[] = [];
    const lateValues: (readonly string[])[] = [];
    const misses: { at: number; kind: ShellHoleOf['kind']; props: unknown; key: string }[] = [];
    settled.forEach((outcome, at) => {
      const hole = holes[at] as ShellHoleOf;
      if (outcome.status === 'rejected' || outcome.value === UNFILLED) {
        if (outcome.status === 'rejected') log.error({ err: outcome.reason, hole: hole.kind, path: url.pathname }, 'hole not loaded');
        views.push(UNFILLED);
        keys.push(null);
        lateValues.push([]);
        return;
      }
      // A value new on every answer (a recommId) is a slot in the kept view, filled as it is written.
      const { props, values } = slotted(outcome.value);
      lateValues.push(values);
      const key = this.#cache.keyOf(this.#build.id, hole.kind, props);
      const kept = this.#cache.get(key);
      countHoleLookup(hole.kind, kept ? 'hit' : 'miss');
      views.push(kept ?? UNFILLED);
      keys.push(key);
      if (!kept) misses.push({ at, kind: hole.kind, props, key });
    });
    if (misses.length > 0) {
      const rendered = await this.#render(misses);
      misses.forEach(({ at, key }, i) => {
        const html = rendered?.[i];
        if (html === undefined) return;
        const fragment = fragmentOf(html, idTokenOf(key));
        this.#cache.set(key, fragment);
        views[at] = fragment;
      });
    }
    return views.map((view, at) => {
      const hole = holes[at] as ShellHoleOf;
      // A hole not filled stays empty: never the visitor's view (a join prompt) for a member, but the body's tag.
      if (view === UNFILLED) return VISITOR_VIEW_ON_FAILURE.has(hole.kind) ? hole.visitorHtml : '';
      const key = keys[at] as string;
      const copy = this.#copies.get(key) ?? 0;
      this.#copies.set(key, copy + 1);
      return filledSlots(fragmentHtml(view, this.#onPage, copy), lateValues[at] ?? []);
    });
  }

  /** The views of `misses`, in one render (src/pages/holes.astro); null when it failed (logged). */
  async #render(misses: readonly { kind: ShellHoleOf['kind']; props: unknown }[]): Promise<string[] | null> {
    const { url, log } = this.#locals.context;
    try {
      const response = await this.#build.renderHoles(url, { ...this.#locals, loadedHoles: misses.map(({ kind, props }) => ({ kind, props })) });
      const text = await response.text();
      const html = response.status === 200 ? afterStart(text) : null;
      const views = html === null ? null : splitHoles(html, misses.length);
      if (views) return views;
      log.error({ status: response.status, path: url.pathname, holes: misses.map((hole) => hole.kind) }, 'holes render failed');
    } catch (error) {
      log.error({ err: error, path: url.pathname, holes: misses.map((hole) => hole.kind) }, 'holes render failed');
    }
    return null;
  }
}

interface BodyWriter {
  write(text: string): void;
  /** Sends what was written so far, compressed as far as it goes. */
  flush(): void;
  end(): void;
}

function bodyWriter(res: ServerResponse, encoding: 'br' | 'gzip' | undefined): BodyWriter {
  if (!encoding) {
    return { write: (text) => void res.write(text), flush: () => undefined, end: () => void res.end() };
  }
  const stream =
    encoding === 'br'
      ? createBrotliCompress({
          params: {
            [constants.BROTLI_PARAM_QUALITY]: MEMBER_PAGE_BROTLI.quality,
            [constants.BROTLI_PARAM_LGWIN]: MEMBER_PAGE_BROTLI.windowBits,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        })
      : createGzip({ level: MEMBER_PAGE_GZIP_LEVEL });
  stream.pipe(res);
  // A visitor gone before the end: the compressor's output has nowhere to go.
  res.once('close', () => stream.destroy());
  stream.on('error', () => res.destroy());
  return {
    write: (text) => void stream.write(text),
    flush: () => stream.flush(encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH),
    end: () => void stream.end(),
  };
}
