/** Origins the pages may load images and previews from, and post forms to, besides their own. */
export interface CspSources {
  media: readonly string[];
  /** Where forms may post (and be redirected): the identity provider lives on another origin in development. */
  formActions: readonly string[];
}

/**
 * Every CSP directive except script-src and style-src (Astro owns those two on server-rendered
 * pages: it adds the hashes of its island scripts) and frame-ancestors (see below). This list is also
 * handed to Astro's `security.csp.directives`: a rendered page's policy is the same plus hashes.
 */
export function cspDirectives({ media, formActions }: CspSources): string[] {
  const mediaSources = ["'self'", 'data:', ...media].join(' ');
  return [
    "default-src 'self'",
    `img-src ${mediaSources}`,
    `media-src ${mediaSources}`,
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${["'self'", ...formActions].join(' ')}`,
  ];
}

/**
 * Header-only: browsers ignore frame-ancestors in a CSP <meta> tag and log an error for it, and Astro
 * writes its policy of prerendered pages as a <meta> tag. The site server's header carries it;
 * X-Frame-Options: DENY refuses framing of the pages whose header Astro writes itself.
 */
const FRAME_ANCESTORS = "frame-ancestors 'none'";

/** The Content-Security-Policy header of every response: no inline script or style at all; framing refused. */
export function contentSecurityPolicy(sources: CspSources): string {
  return [...cspDirectives(sources), "script-src 'self'", "style-src 'self'", FRAME_ANCESTORS].join('; ');
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
