import { TENANT_IDS, type TenantConfig, type TenantId } from '../tenants/schema.ts';
import { HOME_PATH } from './paths.ts';

/**
 * Open-redirect guards for return targets taken from a query string (`next`, `uri`, `deeplink`).
 * A target is accepted only as a same-origin path; every encoded layer is checked too, because some
 * hop (a proxy, the identity provider, the browser) may decode it once more before following it.
 */

/** Longest target we follow; anything longer is not a link of ours. */
const MAX_TARGET_LENGTH = 2048;
/** Encoded layers we unwrap before giving up; a deeper nesting is refused outright. */
const MAX_DECODE_DEPTH = 4;
// Control characters (\p{Cc}: U+0000–U+001F, U+007F–U+009F) and every Unicode space: browsers strip
// or reinterpret them inside URLs. A lone surrogate (\p{Cs}) has no UTF-8 form to encode it with.
const UNSAFE_CHARACTER = /[\p{Cc}\s\\\p{Cs}]/u;
const CHECK_ORIGIN = 'http://same-origin.invalid';

/**
 * The raw target is checked whole; a decoded layer only up to its query or fragment, so that
 * "/search?q=a%20b" (a space once decoded) stays usable while "/%09/evil" does not.
 */
function isSafeLayer(path: string, decoded: boolean): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  if (UNSAFE_CHARACTER.test(decoded ? (path.split(/[?#]/, 1)[0] ?? path) : path)) return false;
  // Belt and braces: the WHATWG parser must resolve it to our own origin.
  return new URL(path, CHECK_ORIGIN).origin === CHECK_ORIGIN;
}

/** Whether `raw` is a same-origin path in each of its decoded forms. */
export function isSafePath(raw: string): boolean {
  if (raw.length > MAX_TARGET_LENGTH) return false;
  let layer = raw;
  for (let depth = 0; depth <= MAX_DECODE_DEPTH; depth += 1) {
    if (!isSafeLayer(layer, depth > 0)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      return false; // malformed escapes: nobody can tell what a later hop would make of them
    }
    if (decoded === layer) return true;
    layer = decoded;
  }
  return false;
}

/**
 * Non-ASCII characters as UTF-8 percent escapes: a Location header carries ASCII only (Node refuses
 * anything beyond Latin-1 with ERR_INVALID_CHAR), and decoding gives back the very same layers.
 */
function asciiOnly(path: string): string {
  return path.replace(/\P{ASCII}/gu, (character) => encodeURIComponent(character));
}

/**
 * `raw` when it is a safe same-origin path (e.g. "/videos?page=2"), with any non-ASCII character
 * percent-encoded ("/€" → "/%E2%82%AC"), otherwise `fallback`.
 */
export function safeRedirectTarget(raw: string | null | undefined, fallback = HOME_PATH): string {
  if (typeof raw !== 'string' || !isSafePath(raw)) return fallback;
  const target = asciiOnly(raw);
  return target.length > MAX_TARGET_LENGTH ? fallback : target;
}

/**
 * `next` when it is a safe same-tenant path and does not lead back to `avoid` (that would loop),
 * else home.
 */
export function safeNextOrHome(next: string | null, avoid?: string): string {
  const target = safeRedirectTarget(next);
  return new URL(target, CHECK_ORIGIN).pathname.replace(/(.)\/$/, '$1') === avoid ? HOME_PATH : target;
}

function isTenantId(value: string): value is TenantId {
  return (TENANT_IDS as readonly string[]).includes(value);
}

/**
 * `/xsite/:site` (membership spec section 2): the current tenant's members URL with the current tenant
 * id swapped for `site`, plus `deeplink` only when it is a safe path. Null when `site` is no tenant or the members URL
 * has no label naming the current tenant.
 */
export function safeCrossSiteTarget(
  current: Pick<TenantConfig, 'tenant' | 'membersUrl'>,
  site: string,
  deeplink?: string | null,
): string | null {
  if (!isTenantId(site)) return null;
  const url = new URL(current.membersUrl);
  const labels = url.hostname.split('.');
  // Swap the whole label only: the tenant id "ember" also hides inside "members".
  const index = labels.indexOf(current.tenant);
  if (index < 0) return null;
  url.hostname = labels.with(index, site).join('.');
  const base = url.origin + url.pathname.replace(/\/$/, '');
  return base + (deeplink == null ? HOME_PATH : safeRedirectTarget(deeplink));
}
