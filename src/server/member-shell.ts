import type { IncomingMessage, ServerResponse } from 'node:http';
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
import { deflatedView } from './deflated-views.ts';
import { deflatedPart, GzipJoin, type DeflatedPart } from './gzip-join.ts';
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
 * A member's page is sent as one gzip stream joined from parts (./gzip-join.ts): the texts between
 * the holes compressed once per file at zlib's best, a view written again compressed once per view
 * (./deflated-views.ts), and only the rest per request. A browser that accepts brotli gets this gzip
 * too. Brotli parts cannot be joined (a brotli stream's bytes depend on all that came before), so
 * brotli means compressing the whole page on every view; measured by bench:ssr on a member's video
 * page (64.7 KB, on a loaded 2-core machine), a page costs:
 *
 *   joined gzip                       51 µs of CPU   20.4 KB
 *   brotli quality 2, the whole page  171 µs         5.5 KB
 *   gzip level 1, the whole page      185 µs         13.0 KB
 *
 * The joined gzip is chosen: a tenth of the page's CPU saved (the cost a member's page is held to),
 * for about 15 KB more on the wire, which a page that streams video does not feel. Its parts are
 * larger because each is compressed without the others' words (nine cards of one markup, each alone).
 */
const GZIP_TEXT_LEVEL = 9;
/** The level of what is compressed for one page: a view's first write, a value new on every answer. */
const GZIP_RUN_LEVEL = 1;
/** A shorter run (the correlation id's meta alone) is sent stored: starting a compressor costs about 11 µs, more than the bytes it would save are worth. */
const STORED_BELOW = 256;

/** A prerendered page cut at its holes, each hole's arguments checked. */
interface ParsedShell {
  texts: readonly string[];
  holes: readonly ShellHoleOf[];
  /** What the page's own text carries once already (src/holes/fragments.ts): the views never write it again. */
  pieces: readonly string[];
}

/** Shells by static file: the file's entry is the same object while it is cached, and a rebuild makes new ones. */
const shells = new WeakMap<StaticFile, Promise<ParsedShell>>();
/** Each shell's texts compressed as gzip parts, made at its first compressed view. */
const deflatedTexts = new WeakMap<ParsedShell, readonly DeflatedPart[]>();

function deflatedTextsOf(shell: ParsedShell): readonly DeflatedPart[] {
  let parts = deflatedTexts.get(shell);
  if (!parts) {
    parts = shell.texts.map((text) => deflatedPart(text, GZIP_TEXT_LEVEL));
    deflatedTexts.set(shell, parts);
  }
  return parts;
}

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

/** Sends the page with its holes filled, gzip when the request accepts it, the shell's head first. */
export async function sendMemberShell({ req, res, file, statics, build, locals, cache }: MemberShellRequest): Promise<void> {
  const shell = await shellOf(file, statics);
  const { holes, pieces } = shell;
  markAnswer(res, 'member-page');
  // Brotli is not offered: see GZIP_TEXT_LEVEL. A client that takes brotli but not gzip gets the page as it is.
  const gzip = acceptedEncodings(req.headers['accept-encoding']).includes('gzip');
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': PRIVATE_CACHE,
    Vary: 'Accept-Encoding',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const out = gzip ? new JoinedGzipBody(res, shell.texts, deflatedTextsOf(shell)) : new PlainBody(res, shell.texts);
  out.text(0);
  // A page without holes (a plain file) is the same for everyone.
  if (holes.length === 0) {
    out.end();
    return;
  }
  const page = new PageFill(build, locals, cache, holes, pieces, req.headers.cookie);
  let next = 0;
  const writeThrough = (filled: readonly FilledHole[]): void => {
    for (const hole of filled) {
      // The request's correlation id goes into the head, beside the head's hole: no kept view holds it.
      if (holes[next]?.kind === 'head') out.hole({ html: correlationMeta(locals.context.correlationId) });
      out.hole(hole);
      out.text(next + 1);
      next += 1;
    }
  };
  const early = leadingSessionHoles(holes);
  if (early > 0) writeThrough(await page.fill(0, early));
  out.flush();
  writeThrough(await page.fill(early, holes.length));
  out.end();
}

/** How many holes from the first are filled from the session alone: sent before the gateway answers. */
function leadingSessionHoles(holes: readonly RequestedHole[]): number {
  const firstData = holes.findIndex((hole) => !SESSION_HOLES.has(hole.kind));
  return firstData === -1 ? holes.length : firstData;
}

/** A hole as this page writes it; with the kept view it was written from, and what else its bytes depend on, where they depend on nothing else of this request. */
interface FilledHole {
  html: string;
  view?: Fragment;
  variant?: string | undefined;
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
  async fill(from: number, to: number): Promise<FilledHole[]> {
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
    return views.map((view, at): FilledHole => {
      const hole = holes[at] as ShellHoleOf;
      // A hole not filled stays empty: never the visitor's view (a join prompt) for a member, but the body's tag.
      if (view === UNFILLED) return { html: VISITOR_VIEW_ON_FAILURE.has(hole.kind) ? hole.visitorHtml : '' };
      const key = keys[at] as string;
      const copy = this.#copies.get(key) ?? 0;
      this.#copies.set(key, copy + 1);
      const late = lateValues[at] ?? [];
      // What the written bytes depend on beside the view: the pieces the page still lacks, and the copy (none with late values: new on every answer).
      const variant = late.length > 0 ? undefined : `${copy}:${view.pieces.map((piece) => (this.#onPage.has(piece) ? '-' : '+')).join('')}`;
      return { html: filledSlots(fragmentHtml(view, this.#onPage, copy), late), view, variant };
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

/*
 * A page's body, gathered part by part and sent in one write per flush (each write to a socket is a
 * system call of its own, the largest share of a kept page's CPU): the head and the session's holes
 * at once, the rest with the end of the answer when the gateway has answered. A visitor gone before
 * the end: what is left is not written.
 */

/** The page as it is. */
class PlainBody {
  readonly #res: ServerResponse;
  readonly #texts: readonly string[];
  #parts = '';

  constructor(res: ServerResponse, texts: readonly string[]) {
    this.#res = res;
    this.#texts = texts;
  }

  /** The shell's text `at` (the one after hole `at - 1`). */
  text(at: number): void {
    this.#parts += this.#texts[at] ?? '';
  }

  hole({ html }: FilledHole): void {
    this.#parts += html;
  }

  flush(): void {
    if (this.#parts !== '' && !this.#res.destroyed) this.#res.write(this.#parts);
    this.#parts = '';
  }

  end(): void {
    // The last part and the end of the answer in one write.
    this.#res.end(this.#parts);
  }
}

/**
 * The page as one gzip stream: the shell's texts compressed once per file, a view written again sent
 * as kept compressed, and this request's own text (a view's first write, a value new on every answer,
 * the correlation id) gathered in runs, each run with the shell's texts inside it compressed in one
 * call (starting a compressor costs about as much as compressing a few KB). Every part ends flushed,
 * so each write decodes as it arrives.
 */
class JoinedGzipBody {
  readonly #res: ServerResponse;
  readonly #texts: readonly string[];
  readonly #deflated: readonly DeflatedPart[];
  readonly #join = new GzipJoin();
  readonly #parts: Buffer[];
  /** This request's text being gathered: it starts and ends with a hole. */
  #run = '';
  /** The shell's texts since the run's last hole: inside the run if another of its holes follows. */
  #after: number[] = [];

  constructor(res: ServerResponse, texts: readonly string[], deflated: readonly DeflatedPart[]) {
    this.#res = res;
    this.#texts = texts;
    this.#deflated = deflated;
    this.#parts = [this.#join.start()];
  }

  text(at: number): void {
    if (this.#run !== '') this.#after.push(at);
    else this.#pushText(at);
  }

  hole({ html, view, variant }: FilledHole): void {
    if (html === '') return;
    const kept = view && variant !== undefined ? deflatedView(view, variant, html) : undefined;
    if (kept) {
      this.#endRun();
      this.#parts.push(this.#join.part(kept));
      return;
    }
    for (const at of this.#after) this.#run += this.#texts[at] ?? '';
    this.#after = [];
    this.#run += html;
  }

  flush(): void {
    this.#endRun();
    if (this.#parts.length > 0 && !this.#res.destroyed) this.#res.write(Buffer.concat(this.#parts));
    this.#parts.length = 0;
  }

  end(): void {
    this.#endRun();
    this.#parts.push(this.#join.end());
    this.#res.end(Buffer.concat(this.#parts));
  }

  #pushText(at: number): void {
    const text = this.#deflated[at];
    if (text) this.#parts.push(this.#join.part(text));
  }

  #endRun(): void {
    if (this.#run === '') return;
    this.#parts.push(this.#run.length < STORED_BELOW ? this.#join.stored(this.#run) : this.#join.text(this.#run, GZIP_RUN_LEVEL));
    this.#run = '';
    for (const at of this.#after) this.#pushText(at);
    this.#after = [];
  }
}
