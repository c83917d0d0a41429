import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { readSessionId } from '../session/cookie.ts';
import { resolveTenant } from '../tenants/host.ts';
import type { TenantConfig } from '../tenants/schema.ts';
import type { RequestHooks } from './request-hooks.ts';
import type { StaticFiles } from './static-files.ts';

/** Request targets remembered, all tenants together: the tour's pages and assets, and then some. */
export const FAST_PATH_ENTRIES = 50_000;

export interface VisitorFastPath {
  /** Remembers that a visitor's GET of `target` on `tenant` is answered by the static file at `staticPath`. */
  remember(tenant: string, target: string, staticPath: string): void;
  /** Answers a visitor's GET or HEAD of a remembered target from memory; false when it is not one. */
  serve(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

/**
 * The anonymous visitor's static pages at the speed of a bare server. For a visitor the route rules
 * and the serve plan are pure functions of (tenant, path, query), so once a request target has
 * ended in a static file, the same target is answered straight from the static files' memory: no
 * request context, no route rules, one writeHead. A request with a session cookie, another method
 * or a target not seen yet takes the full way (which remembers it), and a rebuild is still seen at
 * the next request: the static files drop a rebuilt tenant's entries, and a file gone sends the
 * request the full way again.
 */
export function createVisitorFastPath(options: {
  hostIndex: ReadonlyMap<string, TenantConfig>;
  trustProxy: boolean;
  statics: StaticFiles;
  /** The security headers every response to this host carries (security-headers.ts). */
  headersFor(host: string): OutgoingHttpHeaders;
  /** The request hooks: a page a hook may answer otherwise (the health-warning cover) takes the full way. */
  hooks?: RequestHooks | undefined;
}): VisitorFastPath {
  const answers = new LRUCache<string, string>({ max: FAST_PATH_ENTRIES });
  const keyOf = (tenant: string, target: string) => `${tenant}\n${target}`;
  return {
    remember(tenant, target, staticPath) {
      answers.set(keyOf(tenant, target), staticPath);
    },

    async serve(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const forwarded = req.headers['x-forwarded-host'];
      const matched = resolveTenant(
        { host: req.headers.host, forwardedHost: Array.isArray(forwarded) ? forwarded[0] : forwarded?.split(',')[0]?.trim() },
        options.hostIndex,
        options.trustProxy,
      );
      if (!matched) return false;
      if (readSessionId(req.headers.cookie, matched.host) !== null) return false;
      const tenant = matched.tenant.tenant;
      const staticPath = answers.get(keyOf(tenant, req.url ?? '/'));
      if (staticPath === undefined) return false;
      const file = await options.statics.find(tenant, staticPath);
      if (!file) return false;
      let headers = options.headersFor(matched.host);
      const hooks = options.hooks;
      // A page a hook may answer otherwise (the health-warning cover) takes the full way; its assets never do.
      if (hooks && file.path.endsWith('.html')) {
        if (hooks.holdsPage(matched.tenant, req)) return false;
        headers = hooks.pageHeaders(matched.tenant, req, headers);
      }
      await options.statics.send(req, res, file, 200, headers);
      return true;
    },
  };
}
