import type { TenantConfig } from './schema.ts';

/** The error text of browsing spec section 8 for a host that names no tenant. */
export const UNEXPECTED_HOST_MESSAGE = 'Received unexpected host string';

const HOST_WITH_PORT = /^([a-z0-9.-]{1,253})(?::(\d{1,5}))?$/;
const MAX_PORT = 65535;

/**
 * The host name of a Host (or X-Forwarded-Host) header value, lower-cased and without port, or null
 * when the value is empty or malformed (userinfo, paths, IPv6 literals, spaces, several values, a
 * port beyond 65535: the request's origin could not even be parsed as a URL).
 */
export function parseHostHeader(value: string | undefined): string | null {
  if (!value) return null;
  const match = HOST_WITH_PORT.exec(value.toLowerCase());
  if (!match?.[1]) return null;
  if (match[2] !== undefined && Number(match[2]) > MAX_PORT) return null;
  const name = match[1].replace(/\.$/, '');
  if (name.length === 0 || name.startsWith('.') || name.includes('..')) return null;
  return name;
}

/** Builds the host → tenant lookup; a host claimed by two tenants is a configuration error. */
export function hostIndex(tenants: Iterable<TenantConfig>): Map<string, TenantConfig> {
  const index = new Map<string, TenantConfig>();
  for (const tenant of tenants) {
    for (const host of tenant.hosts) {
      const other = index.get(host);
      if (other && other.tenant !== tenant.tenant) {
        throw new Error(`Host "${host}" is claimed by both "${other.tenant}" and "${tenant.tenant}".`);
      }
      index.set(host, tenant);
    }
  }
  return index;
}

export interface HostHeaders {
  host?: string | undefined;
  forwardedHost?: string | undefined;
}

/** The tenant a request is for, and the host it was asked on. */
export interface MatchedHost {
  tenant: TenantConfig;
  /** The host as the visitor asked for it: lower-case, with the port when one was given. */
  host: string;
}

/**
 * The tenant a request is for, or null. Exact match only: there is no default brand, and
 * X-Forwarded-Host counts only behind a trusted proxy (its first value is the client-facing host).
 */
export function resolveTenant(headers: HostHeaders, index: ReadonlyMap<string, TenantConfig>, trustForwardedHost: boolean): MatchedHost | null {
  const raw = (trustForwardedHost && headers.forwardedHost ? headers.forwardedHost.split(',')[0] : headers.host)?.toLowerCase();
  const name = parseHostHeader(raw);
  const tenant = name ? index.get(name) : undefined;
  return tenant && raw ? { tenant, host: raw.replace(/\.(?=:|$)/, '') } : null;
}
