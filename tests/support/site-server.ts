import type { Server } from 'node:http';
import { requestHooks, type RequestHookSettings } from '../../src/request-hooks/index.ts';
import { decideRoute } from '../../src/routing/decide.ts';
import { SILENT_LOGGER } from '../../src/server/log.ts';
import { createSiteServer, type SiteServerOptions } from '../../src/server/site-server.ts';
import { unreachableGateway } from './nothing-listens.ts';

/**
 * The site server as a test starts it: the real route rules and request hooks (with the test's region
 * header, if it names one), no proxy in front, no media or form origins, no members side, a gateway
 * where nothing listens and a silent log, unless the test gives its own.
 */
export function testSiteServer({ regionHeader, ...options }: Pick<SiteServerOptions, 'tenants' | 'distDir'> & Partial<SiteServerOptions> & RequestHookSettings): Server {
  return createSiteServer({ decideRoute, hooks: requestHooks({ regionHeader }), trustProxy: false, mediaOrigins: [], formActionOrigins: [], log: SILENT_LOGGER, gatewayFor: unreachableGateway, ...options });
}
