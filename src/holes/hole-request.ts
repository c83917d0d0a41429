import type { PageLocals } from '../server/page-locals.ts';
import { publicUrl } from '../shell/public-url.ts';
import type { HoleKind, RequestedHole } from './kinds.ts';

/**
 * What a hole's loader may read, and nothing else: a hole's view is a pure function of the props its
 * loader makes of these (src/holes/hole-loaders.ts), which is what makes a rendered hole safe to keep.
 */
export interface HoleRequest {
  /**
   * The page's locals when the hole is filled for a request (a member's page, a visitor's with a
   * flash, a page rendered per request); undefined while prerendering, which is the visitor's file.
   */
  locals: PageLocals | undefined;
  /** The URL the visitor asked for (a prerendered page's own). */
  url: URL;
  /** The request's cookies, as Astro reads them; none while prerendering. */
  cookies: CookieReader;
}

/** The part of AstroCookies a loader reads. */
export interface CookieReader {
  get(name: string): { value: string } | undefined;
}

/** A hole kind's loader: its arguments and the request → the props of its view (a promise when it asks the gateway). */
export type HoleLoader<K extends HoleKind, Props> = (args: Extract<RequestedHole, { kind: K }>['args'], request: HoleRequest) => Props | Promise<Props>;

/** A hole filled from the session alone: its loader answers at once, so its view is sent before the gateway answers. */
export type SessionHoleLoader<K extends HoleKind, Props> = (args: Extract<RequestedHole, { kind: K }>['args'], request: HoleRequest) => Props;

/** No cookies: the prerender's, and a request that sent none. */
export const NO_COOKIES: CookieReader = { get: () => undefined };

/**
 * The cookies of a Cookie header, read as Astro reads them (the first of a name wins; values
 * percent-decoded, or kept as sent when they cannot be).
 */
export function cookiesOfHeader(header: string | undefined): CookieReader {
  if (!header) return NO_COOKIES;
  let parsed: Map<string, string> | undefined;
  const all = (): Map<string, string> => {
    if (parsed) return parsed;
    parsed = new Map();
    for (const part of header.split(';')) {
      const eq = part.indexOf('=');
      if (eq === -1) continue;
      const name = part.slice(0, eq).trim();
      if (parsed.has(name)) continue;
      let value = part.slice(eq + 1).trim();
      if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
      try {
        value = decodeURIComponent(value);
      } catch {
        // Kept as sent.
      }
      parsed.set(name, value);
    }
    return parsed;
  };
  return {
    get(name) {
      const value = all().get(name);
      return value === undefined ? undefined : { value };
    },
  };
}

/**
 * The request of a hole rendered by a page (prerendered, or rendered per request): the site server
 * builds its own for the holes of a prerendered page (src/holes/hole-loaders.ts loadHoles).
 */
export function holeRequestOf(astro: { locals: App.Locals; url: URL; cookies: CookieReader }): HoleRequest {
  const locals = astro.locals.context ? (astro.locals as PageLocals) : undefined;
  return { locals, url: publicUrl(astro), cookies: locals ? astro.cookies : NO_COOKIES };
}
