import type { CatalogueSnapshot } from '../catalogue/schemas.ts';
import type { HoleKind } from '../holes/kinds.ts';
import type { RouteDecision } from '../routing/route-decision.ts';
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
  /**
   * The snapshot the tenant's static pages were built from: every page the site server renders reads
   * it, and every member Action judges the items it names by it (src/shell/signed-in-action.ts).
   */
  catalogue?: CatalogueSnapshot;
  /** A signed-in member whose profile cannot be had right now: their page is the visitor's, with a notice saying so. */
  memberUnavailable?: boolean;
  /**
   * The holes of a prerendered page whose views the site server has not kept, with their views' props
   * (the server build's `loadHoles` made them), to render in this order (src/pages/holes.astro).
   */
  loadedHoles?: readonly { kind: HoleKind; props: unknown }[];
  /** Set while hole views render: a hole's component there would read the request (src/holes/Hole.astro refuses). */
  holeViews?: boolean;
  /**
   * Set when a request hook's cover renders in place of the routed page (the health warning's):
   * `data` is what the hook hands its cover page, in a type of the hook's own, which the page reads
   * back by the hook's schema. The server carries it and never reads it.
   */
  cover?: { data: unknown };
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
 * Where the holes of a tour page are rendered for a request (a signed-in member's page, or a
 * visitor's with a flash on arrival): src/pages/holes.astro. Not a route of the spec: a visitor
 * asking for it gets 404.
 */
export const HOLES_PATH = '/holes';
