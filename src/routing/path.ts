/** Longer paths are not ours; refusing them early bounds the work done per request. */
const MAX_PATH_LENGTH = 2048;
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const FORBIDDEN_CHARACTER = /[\u0000-\u001f\u007f\\/]/;

function decodeSegment(raw: string): string | undefined {
  if (raw === '') return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  // A dot segment or an encoded slash could make the static server leave the tenant's folder.
  if (decoded === '.' || decoded === '..' || FORBIDDEN_CHARACTER.test(decoded)) return undefined;
  return decoded;
}

/**
 * The decoded segments of a URL pathname, or `undefined` when it cannot name a page: not starting
 * with `/`, an empty segment (`//`), a dot segment, malformed percent-encoding, or an encoded slash,
 * backslash or control character. One trailing slash is ignored: `/videos/` is `/videos`.
 */
export function splitPath(path: string): string[] | undefined {
  // An empty segment anywhere (`//`, `//account`, `/videos//x`) names no page of ours.
  if (!path.startsWith('/') || path.length > MAX_PATH_LENGTH || path.includes('//')) return undefined;
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (trimmed === '/') return [];
  const segments: string[] = [];
  for (const raw of trimmed.slice(1).split('/')) {
    const segment = decodeSegment(raw);
    if (segment === undefined) return undefined;
    segments.push(segment);
  }
  return segments;
}
