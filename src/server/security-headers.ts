/** Origins the pages may load images and previews from, besides their own. */
export interface CspSources {
  media: readonly string[];
  /** Where forms may post: the identity provider's login lives on another origin in development. */
  formActions: readonly string[];
}

/** The Content-Security-Policy header value; framing is refused outright (clickjacking). */
export function contentSecurityPolicy({ media, formActions }: CspSources): string {
  const mediaSources = ["'self'", 'data:', ...media].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src ${mediaSources}`,
    `media-src ${mediaSources}`,
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${["'self'", ...formActions].join(' ')}`,
    "frame-ancestors 'none'",
  ].join('; ');
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
