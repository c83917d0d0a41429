/**
 * The partner allow-list: every partner URL the site sends a member to (a deal's
 * link, an outgoing upsell's redirect, the cams one-click) must be an https URL on a host the
 * configuration allows (PARTNER_HOSTS). An entry is a host name (`lumen-cams.example`), or `*.` and
 * a domain for any host below it (`*.example`, which does not allow `example` itself).
 */

function hostMatches(host: string, entry: string): boolean {
  if (entry.startsWith('*.')) return host.endsWith(entry.slice(1)) && host.length > entry.length - 1;
  return host === entry;
}

/**
 * The URL when `raw` is a partner URL the allow-list accepts, else null. Refused: anything that is
 * not an absolute https URL, a URL with credentials (`https://allowed@evil`), an explicit port, and
 * every host the list does not name.
 */
export function allowedPartnerUrl(raw: string | null | undefined, allowedHosts: readonly string[]): URL | null {
  if (typeof raw !== 'string') return null;
  const url = URL.parse(raw.trim());
  if (url?.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '') return null;
  // The WHATWG parser lower-cases the host and turns international names into punycode.
  const host = url.hostname.replace(/\.$/, '');
  return allowedHosts.some((entry) => hostMatches(host, entry.toLowerCase())) ? url : null;
}
