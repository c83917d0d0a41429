/** Methods that change state; every other method (GET, HEAD, OPTIONS) is never refused. */
const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function header(headers: HeaderSource, name: string): string | null {
  if (headers instanceof Headers) return headers.get(name);
  const value = headers[name] ?? headers[name.toLowerCase()];
  if (Array.isArray(value)) return value[0] ?? null;
  return value ?? null;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * True when a state-changing request does not come from the tenant's own origin and must be refused.
 * The content type does not matter: text/plain and form posts are the classic CSRF vehicles.
 * Evidence, in order: Origin (a literal "null" is foreign); else Sec-Fetch-Site (only same-origin
 * passes); else the Referer's origin. A request with none of them is refused: every current
 * browser sends Origin on these methods, so only a non-browser or a stripped request lacks all three.
 */
export function isCrossOriginStateChange(method: string, headers: HeaderSource, expectedOrigin: string): boolean {
  if (!STATE_CHANGING_METHODS.has(method.toUpperCase())) return false;
  const expected = originOf(expectedOrigin);
  if (expected === null) return true;
  const origin = header(headers, 'origin');
  if (origin !== null) return originOf(origin) !== expected;
  const fetchSite = header(headers, 'sec-fetch-site');
  if (fetchSite !== null) return fetchSite !== 'same-origin';
  const referer = header(headers, 'referer');
  if (referer !== null) return originOf(referer) !== expected;
  return true;
}
