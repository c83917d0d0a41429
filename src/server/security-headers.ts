import { isLocalHost } from '../session/cookie.ts';
import { INLINE_SCRIPT_HASHES, INLINE_STYLE_HASHES } from './inline-hashes.ts';

/** Origins the pages may load images and previews from, and post forms to, besides their own. */
export interface CspSources {
  media: readonly string[];
  /** Where forms may post (and be redirected): the identity provider lives on another origin in development. */
  formActions: readonly string[];
  /** Third-party trackers' origins (a tenant file's `tracking`): their script and its reports. */
  scripts?: readonly string[] | undefined;
}

/**
 * The Content-Security-Policy of every response, static or server-rendered, sent as a header by the
 * site server (a `<meta>` policy cannot carry frame-ancestors: browsers ignore it there and log an
 * error). Scripts and styles come from the site itself; the only inline code allowed is Astro's
 * island runtime and the page-leaving mark, by hash (src/server/inline-hashes.ts).
 */
export function contentSecurityPolicy({ media, formActions, scripts = [] }: CspSources): string {
  const mediaSources = ["'self'", 'data:', ...media].join(' ');
  return [
    "default-src 'self'",
    `img-src ${mediaSources}`,
    // blob: is the Media Source object hls.js plays an HLS stream through, where the browser lacks HLS.
    `media-src ${mediaSources} blob:`,
    // Membership spec section 7: a download's file is loaded in a hidden frame, from the media origins.
    `frame-src ${["'self'", ...media].join(' ')}`,
    // hls.js fetches the playlists and segments itself, from the media origins.
    `connect-src ${["'self'", ...media, ...scripts].join(' ')}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${["'self'", ...formActions].join(' ')}`,
    `script-src ${["'self'", ...scripts, ...INLINE_SCRIPT_HASHES].join(' ')}`,
    `style-src 'self' ${INLINE_STYLE_HASHES.join(' ')}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Browsers keep to https on a host for a year once they have seen this. Never on a development host
 * (`*.localhost` is plain http), and browsers ignore it on a plain-http answer anyway.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** The headers every response to `host` carries: `headers`, and HSTS on every host but a development one. */
export function headersForHost(headers: Record<string, string>): (host: string) => Record<string, string> {
  const secure = { ...headers, 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY };
  return (host) => (isLocalHost(host) ? headers : secure);
}

/** Headers every response carries, whatever its status or tenant. */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
