import type { CatalogueSnapshot } from '../catalogue/schemas.ts';
import type { HealthWarningRegion } from '../features/health-warning/regions.ts';
import type { RouteDecision } from '../routing/decision.ts';
import type { TenantModule } from '../tenants/tenant-module.ts';
import type { RequestContext } from './request-context.ts';

/**
 * What the site server hands a tenant's server-rendered pages as `Astro.locals`: the contract between
 * the site server and the pages. Never serialised to the browser; tokens stay inside `member.gateway`.
 * Prerendered pages get none of it (their locals are empty), which is how the same components render
 * the visitor's static file and the member's own view.
 */
export interface PageLocals {
  context: RequestContext;
  /**
   * The tenant the page is rendered for, from the tenant file beside its server build (which is the
   * same for every tenant): src/middleware.ts hands it to `virtual:tenant` before anything renders.
   */
  tenantModule: TenantModule;
  /** The route rules' decision for this request (route name, params). */
  route: Extract<RouteDecision, { kind: 'serve' }>;
  /** For members' views of tour pages: the snapshot the tenant's static pages were built from. */
  catalogue?: CatalogueSnapshot;
  /**
   * The same snapshot, read on first ask, for any page the site server renders: the tour's pages
   * rendered per request (a listing's selector, the live top-rated list when the gateway fails).
   */
  snapshot?: () => Promise<CatalogueSnapshot>;
  /** For the health-warning cover (src/pages/health-warning-cover.astro): the region and the page it hides. */
  healthWarning?: { region: HealthWarningRegion; returnTo: string };
  /** What the error screen needs of the server's settings (src/middleware.ts, src/features/error-screen). */
  errorScreen?: ErrorScreenSettings;
  /**
   * For a content rebuild's render of a static file (src/pages/static-render), which has no request
   * context: the URL the file is served at, as Astro's build gives a prerendered page's `Astro.url`.
   */
  staticFile?: { url: URL };
}

/** The error screen's settings, from the environment (ERROR_REPORT_URL, CRASH_TRIGGERS). */
export interface ErrorScreenSettings {
  /** Where 'Fill a report' leads; null hides it. */
  reportUrl: string | null;
  /** Whether the end-to-end tests' crash triggers are on. */
  crashTriggers: boolean;
}

/**
 * Where the site server sends a tour page it renders for the request (a signed-in member's, or a
 * visitor's with a flash on arrival): the page's static path below this prefix (src/pages/member-view).
 * Not a route of the spec: a visitor asking for it gets 404.
 */
export const MEMBER_VIEW_PATH = '/member-view';

/** Where the site server renders the health-warning cover in place of the page it hides; not a route either. */
export const HEALTH_WARNING_COVER_PATH = '/health-warning-cover';
