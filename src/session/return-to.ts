/** Where a login goes when it was given no usable return path. */
export const DEFAULT_RETURN_TO = '/';

/**
 * The `uri` query of /oidc/login, reduced to a same-origin path: anything that could leave the site
 * ("//evil.example", "/\\evil.example", "https://…", control characters) becomes "/".
 */
export function safeReturnTo(uri: string | null | undefined): string {
  if (!uri || !uri.startsWith('/') || uri.startsWith('//') || uri.startsWith('/\\')) return DEFAULT_RETURN_TO;
  if (/[\u0000-\u001f\u007f]/.test(uri)) return DEFAULT_RETURN_TO;
  const parsed = new URL(uri, 'http://site.invalid');
  if (parsed.origin !== 'http://site.invalid') return DEFAULT_RETURN_TO;
  return parsed.pathname + parsed.search + parsed.hash;
}
