import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { HOLE_ARGS, isHoleKind, SESSION_HOLES, VISITOR_VIEW_ON_FAILURE, type RequestedHole, type ShellHoleOf } from '../holes/kinds.ts';
import { decodeArgs, parseShell, ShellMarkError } from '../holes/markers.ts';
import { afterStart, splitHoles } from '../holes/render-output.ts';
import { PRIVATE_CACHE } from '../http/cache-control.ts';
import { markAnswer } from '../observability/answer-kind.ts';
import { acceptedEncodings } from './accept-encoding.ts';
import type { PageLocals } from './page-locals.ts';
import type { StaticFile, StaticFiles } from './static-files.ts';
import type { TenantBuild } from './tenant-builds.ts';

/*
 * A tour page for one request (a signed-in member's, or a visitor's with a flash on arrival): the
 * prerendered page is the shell, and its holes (src/holes) are filled for the request by the very
 * components that wrapped themselves in them. The head and the holes filled from the session alone
 * (the body's tag, the header) are sent at once; the others, whose components ask the gateway for
 * their data in the same turn (one call: src/gateway/batch.ts), follow when it answers. Nothing of
 * the page but its holes is rendered again.
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
  };
}

export interface MemberShellRequest {
  req: IncomingMessage;
  res: ServerResponse;
  file: StaticFile;
  statics: Pick<StaticFiles, 'read'>;
  build: Pick<TenantBuild, 'renderHoles'>;
  /** The page's locals, the snapshot included; the holes are added per render. */
  locals: PageLocals;
}

/** Sends the page with its holes filled, compressed as the request accepts, the shell's head first. */
export async function sendMemberShell({ req, res, file, statics, build, locals }: MemberShellRequest): Promise<void> {
  const { texts, holes } = await shellOf(file, statics);
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
  const early = leadingSessionHoles(holes);
  let sendEarly: (html: string) => void = () => undefined;
  const earlyHtml = new Promise<string>((resolve) => (sendEarly = resolve));
  const rendered = renderHoles(build, requestHeaders(req), locals, holes.map(({ kind, args }) => ({ kind, args }) as RequestedHole), early, sendEarly);
  const unfilled = (hole: ShellHoleOf | undefined): string => (hole && VISITOR_VIEW_ON_FAILURE.has(hole.kind) ? hole.visitorHtml : '');
  // The early holes as soon as they are rendered; all of them from the whole render if they never came.
  const first = early > 0 ? await Promise.race([earlyHtml, rendered.then(() => null)]) : '';
  const earlyParts = first === null ? null : splitHoles(first, early);
  const filled: string[] = [];
  let next = 0;
  // One write per part sent: each write to an uncompressed response is a system call of its own.
  const writeThrough = (until: number): void => {
    let part = '';
    for (; next < until; next += 1) part += (filled[next] ?? unfilled(holes[next])) + (texts[next + 1] ?? '');
    out.write(part);
  };
  if (earlyParts !== null) {
    filled.push(...earlyParts);
    writeThrough(early);
    out.flush();
  }
  const laterHtml = await rendered;
  const laterParts = laterHtml === null ? null : splitHoles(laterHtml, holes.length - early);
  if (earlyParts === null || laterParts === null) {
    locals.context.log.error({ path: locals.context.url.pathname, holes: holes.map((hole) => hole.kind) }, 'holes not filled');
  }
  // Holes that could not be filled stay empty (unfilled): never the visitor's view (a join prompt) for a member.
  filled.length = early;
  if (laterParts) filled.push(...laterParts);
  writeThrough(holes.length);
  out.end();
}

/** How many holes from the first are filled from the session alone: sent before the gateway answers. */
function leadingSessionHoles(holes: readonly RequestedHole[]): number {
  const firstData = holes.findIndex((hole) => !SESSION_HOLES.has(hole.kind));
  return firstData === -1 ? holes.length : firstData;
}

/** The render of the page's holes: the later ones' HTML, or null when the render failed (logged). */
async function renderHoles(
  build: Pick<TenantBuild, 'renderHoles'>,
  headers: Headers,
  locals: PageLocals,
  holes: readonly RequestedHole[],
  earlyHoles: number,
  sendEarlyHoles: (html: string) => void,
): Promise<string | null> {
  const { url, log } = locals.context;
  try {
    const response = await build.renderHoles(url, headers, { ...locals, holes, earlyHoles, sendEarlyHoles });
    const text = await response.text();
    if (response.status === 200) return afterStart(text);
    log.error({ status: response.status, path: url.pathname }, 'holes render failed');
  } catch (error) {
    log.error({ err: error, path: url.pathname }, 'holes render failed');
  }
  return null;
}

/** The request's headers as the Fetch API holds them: the holes read its cookies, as its page would. */
function requestHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
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
