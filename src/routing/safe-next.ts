/** Where a redirect goes when the requested target is absent or unsafe. */
export const HOME_PATH = '/';

/** Longest `next` we follow; anything longer is not a link of ours. */
const MAX_NEXT_LENGTH = 2048;
/** Each decoding round may uncover another layer (`%252F`); deeper nesting than this is refused. */
const MAX_DECODE_ROUNDS = 4;
const FORBIDDEN_CHARACTER = /[\u0000-\u001f\u007f\\]/;
const BASE = 'http://tenant.invalid';

function looksLocal(text: string): boolean {
  // `//host` and `/\host` are protocol-relative in browsers; control characters and backslashes are
  // stripped or rewritten by URL parsers, so they could turn a harmless path into one of those.
  return text.startsWith('/') && !text.startsWith('//') && !FORBIDDEN_CHARACTER.test(text);
}

function decodeOnce(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/**
 * True when `next` is a path on the same tenant: it starts with a single `/`, holds no scheme, no
 * control character and no backslash, and no percent-encoded layer of it hides one.
 */
export function isSafeNext(next: string): boolean {
  if (next.length > MAX_NEXT_LENGTH) return false;
  let layer = next;
  for (let round = 0; ; round += 1) {
    if (!looksLocal(layer)) return false;
    const decoded = decodeOnce(layer);
    if (decoded === undefined || (decoded !== layer && round === MAX_DECODE_ROUNDS)) return false;
    if (decoded === layer) break;
    layer = decoded;
  }
  return new URL(next, BASE).origin === BASE;
}

/** `next` when it is safe and does not lead back to `avoid` (that would loop), else home. */
export function safeNextOrHome(next: string | null, avoid?: string): string {
  if (next === null || !isSafeNext(next)) return HOME_PATH;
  const target = new URL(next, BASE).pathname.replace(/(.)\/$/, '$1');
  return target === avoid ? HOME_PATH : next;
}
