// What the floor server (floor-server.ts) does for each page: taken from the site itself, so the
// floor sends what the site sends and writes as much. For each page of the rotation, a member's view
// through a site server whose gateway is the recording proxy (gateway-proxy.ts) gives the page's
// merged gateway operation, exactly as the site sent it, and the size of each hole's view.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseShell } from '../../src/holes/markers.ts';
import { CORRELATION_HEADER } from '../../src/http/correlation.ts';
import type { TenantBrowser } from '../lib/browser.ts';
import type { GatewayProxy, RecordedCall } from './gateway-proxy.ts';

/** The floor compresses the whole page in a stream, as the site compressed a member's page before it joined precompressed parts. */
export const FLOOR_BROTLI = { quality: 2, windowBits: 18 } as const;
export const FLOOR_GZIP_LEVEL = 1;

export interface FloorPage {
  /** The prerendered file the page is cut from. */
  file: string;
  /** The page's merged gateway operation, as the site sent it; null when the page asks nothing. */
  call: RecordedCall | null;
  /** Each hole's size, in characters, as the site's view filled it, in the page's order. */
  holeSizes: number[];
  /** For each hole, the fields of the answer it reads (none: the member's profile). */
  reads: string[][];
}

export interface FloorConfig {
  /** The tenant's site code, sent with a member's calls. */
  site: string;
  /** The tenant's host: the session cookie's name depends on it. */
  host: string;
  /** The site's headers on a member's page (security headers, cache control), as it sent them. */
  headers: Record<string, string>;
  /** The member's profile and unread count, as the site asks for them when its 60 s copy is gone. */
  profileCall: RecordedCall;
  pages: Record<string, FloorPage>;
}

/** The root fields of the answer a hole kind reads, by the field's name; the others (and /account's) read the profile. */
const READS: Readonly<Record<string, RegExp>> = {
  favorite: /^favorite/i,
  memberRating: /review|rating/i,
  comments: /^comments$|thread/i,
  videoRecommendations: /recommend/i,
  pageShelves: /recommend/i,
};
/** An aliased root field of a merged operation: `q0_result: favoriteVideos(`. */
const ROOT_FIELD = /(q\d+_\w+): (\w+)/g;
/** Headers the floor writes itself (Node's, and the ones that differ per request). */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'content-length', CORRELATION_HEADER]);

/** The file a directory-format page is served from. */
export function pageFile(clientDir: string, path: string): string {
  return join(clientDir, path, 'index.html');
}

/** Each hole's view cut out of the member's page, by the shell's texts around it. */
export function holeViews(page: string, texts: readonly string[]): string[] {
  const views: string[] = [];
  let at = (texts[0] ?? '').length;
  for (let i = 1; i < texts.length; i++) {
    const text = texts[i] ?? '';
    const next = i === texts.length - 1 ? page.length - text.length : page.indexOf(text, at);
    views.push(page.slice(at, Math.max(at, next)));
    at = Math.max(at, next) + text.length;
  }
  return views;
}

/**
 * The floor's work for each of `paths`, from a member's views (`browser`, signed in) through a site
 * server whose gateway is `proxy`: the first view of each page warms the member's profile, the
 * second is the page's own.
 */
export async function floorConfigOf(input: { browser: TenantBrowser; proxy: GatewayProxy; clientDir: string; site: string; paths: readonly string[] }): Promise<FloorConfig> {
  const { browser, proxy, clientDir, site, paths } = input;
  const pages: Record<string, FloorPage> = {};
  let profileCall: RecordedCall | null = null;
  let headers: Record<string, string> = {};
  for (const path of paths) {
    let firstCalls: RecordedCall[] = [];
    for (let view = 0; view < 2; view++) {
      const answer = await browser.request(path);
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status} to the bench's member`);
      const calls = proxy.callsOf(String(answer.headers[CORRELATION_HEADER]));
      if (view === 0) {
        firstCalls = calls;
        continue;
      }
      // The second view's calls are the page's own (the profile is kept by then); the profile's call
      // is the one the first view made beside them. Told apart by what was asked, not by a field:
      // /account's own call asks for the full profile too.
      if (calls.length > 1) throw new Error(`${path} made ${calls.length} gateway calls on a second view; the floor makes one`);
      const call = calls[0] ?? null;
      profileCall ??= firstCalls.find((first) => first.query !== call?.query) ?? null;
      const file = pageFile(clientDir, path);
      const { texts, holes } = parseShell(readFileSync(file, 'utf8'));
      const fields = call ? [...call.query.matchAll(ROOT_FIELD)].map(([, alias, field]) => ({ alias: alias ?? '', field: field ?? '' })) : [];
      pages[path] = {
        file,
        call,
        holeSizes: holeViews(answer.text, texts).map((view) => view.length),
        reads: holes.map(({ kind }) => fields.filter(({ field }) => READS[kind]?.test(field)).map(({ alias }) => alias)),
      };
      headers = Object.fromEntries(Object.entries(answer.headers).filter(([name, value]) => !OWN_HEADERS.has(name) && typeof value === 'string')) as Record<string, string>;
    }
  }
  if (!profileCall) throw new Error('The site asked for no profile while the bench prepared the floor');
  return { site, host: browser.host, headers, profileCall, pages };
}
