import type { Server } from 'node:http';
import { decideRoute } from '../../src/routing/decide.ts';
import { SILENT_LOGGER } from '../../src/server/log.ts';
import { createSiteServer, type SiteServerOptions } from '../../src/server/site-server.ts';

/**
 * The site server as a test starts it: the real route rules, no proxy in front, no media or form
 * origins, no members side and a silent log, unless the test gives its own.
 */
export function testSiteServer(options: Pick<SiteServerOptions, 'tenants' | 'distDir' | 'gatewayFor'> & Partial<SiteServerOptions>): Server {
  return createSiteServer({ decideRoute, trustProxy: false, mediaOrigins: [], formActionOrigins: [], log: SILENT_LOGGER, ...options });
}
