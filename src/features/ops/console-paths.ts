import type { TenantId } from '../../tenants/schema.ts';

/**
 * The console's paths on its own host, each once. Its pages are Astro pages of the one server
 * build under CONSOLE_PAGES_PREFIX (src/pages/ops/), which the site server puts before the path it
 * was asked for: `ops.localhost/tenants/aurora` renders `/ops/tenants/aurora`. No tenant host
 * reaches them (the route rules know no such path).
 */
export const CONSOLE_PAGES_PREFIX = '/ops';
export const CONSOLE_HOME_PATH = '/';
/** The live stream of the tenants page (server-sent events), answered by the site server itself. */
export const CONSOLE_EVENTS_PATH = '/events';
export const CONSOLE_AUDIT_PATH = '/audit';
export const tenantHistoryPath = (tenant: TenantId): string => `/tenants/${tenant}`;
export const runLogPath = (run: string): string => `/runs/${run}`;

/** The console's pages, as its host is asked for them; any other path but its Actions' is not there. */
const CONSOLE_PAGES = [/^\/$/, /^\/audit\/?$/, /^\/tenants\/[a-z]+\/?$/, /^\/runs\/[\w-]+\/?$/];
export const isConsolePage = (path: string): boolean => CONSOLE_PAGES.some((page) => page.test(path));
