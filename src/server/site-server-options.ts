import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BlockList } from 'node:net';
import type { GatewayClient } from '../gateway/client.ts';
import type { RouteInput } from '../routing/decision.ts';
import type { RouteDecision } from '../routing/route-decision.ts';
import type { PartnerSettings } from '../settings/env.ts';
import type { TenantConfig, TenantId } from '../tenants/schema.ts';
import type { MembersLayer } from './auth/layer.ts';
import type { ReadinessCheck } from './health.ts';
import type { Logger } from './log.ts';
import type { ErrorScreenSettings } from './page-locals.ts';
import type { RateLimits } from './rate-limits.ts';
import type { RequestHook } from './request-hooks.ts';
import type { TenantOutput } from './tenant-output.ts';

/*
 * What the site server is made of (src/server/site-server.ts createSiteServer), in a module of its
 * own: the request path (site-request.ts) reads the options too, and neither imports the other's
 * code for it.
 */

export interface SiteServerOptions {
  tenants: ReadonlyMap<TenantId, TenantConfig>;
  /** Folder holding `<tenant>/client` (static files) and `<tenant>/server` (its Astro handler and catalogue). */
  distDir: string;
  /** Where the pages come from instead of distDir: Astro's dev server in `npm run dev`. */
  output?: TenantOutput | undefined;
  /** The route rules (src/routing); injected so the server has no opinion of its own on routes. */
  decideRoute: (input: RouteInput) => RouteDecision;
  /** Honour X-Forwarded-Host / X-Forwarded-Proto (only behind a proxy that sets them). */
  trustProxy: boolean;
  /** The one gateway client of each tenant (src/settings gatewayUrl decides its URL). */
  gatewayFor: (tenant: TenantConfig) => GatewayClient;
  /** Origins of catalogue media and of the identity provider, for the CSP. */
  mediaOrigins: readonly string[];
  formActionOrigins: readonly string[];
  /** Origins of the tenants' trackers, for the CSP's script and connect sources. */
  scriptOrigins?: readonly string[] | undefined;
  /** The members side (src/server/auth); without it every visitor is anonymous. */
  members?: MembersLayer | undefined;
  /** The sales-payments service and the partner allow-list (src/settings partnerSettings). */
  partners?: PartnerSettings | undefined;
  /** What features do at the server itself, in order (src/request-hooks/index.ts); unset, none. */
  hooks?: readonly RequestHook[] | undefined;
  /** The error screen's settings (ERROR_REPORT_URL, CRASH_TRIGGERS); unset: no report button, no crash triggers. */
  errorScreen?: ErrorScreenSettings | undefined;
  /** Megabytes of rendered hole views to keep (HOLE_CACHE_MB; 0: none); unset, the default. */
  holeCacheMb?: number | undefined;
  /** Limits on the login and the Actions (src/server/rate-limits.ts); unset, none. */
  rateLimits?: RateLimits | undefined;
  /** The dependencies /readyz asks besides the builds, by name (the Redis session store when there is one). */
  readinessChecks?: Readonly<Record<string, ReadinessCheck>> | undefined;
  /** Hosts that are no tenant's, each answering its own requests (the content-ops console); asked before the tenants' rules. */
  otherHosts?: readonly OtherHost[] | undefined;
  /** The operator's metrics (src/observability): recorded when `record`, and served on this port to the `allow` addresses (METRICS_ALLOW); unset, none. */
  metrics?: { record: boolean; allow?: BlockList | undefined } | undefined;
  log: Logger;
}

/** A host the site server serves besides the tenants': it answers a request for it (true), or leaves it (false). */
export interface OtherHost {
  answers(req: IncomingMessage, res: ServerResponse): boolean;
}
