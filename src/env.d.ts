/// <reference types="astro/client" />

// Import types, not an import declaration: an ambient module cannot import a relative path (TS2439),
// and skipLibCheck hid that error while it left both types unresolved (so `tenant` was untyped).
declare module 'virtual:tenant' {
  /** The tenant whose page is rendered (src/tenants/vite-plugin.ts says where it comes from). */
  export const tenant: import('./tenants/schema.ts').TenantConfig;
  /** Every tenant, for the paysite list, /xsite, the combined tenant's site pages and the premium-plus brand's welcome. */
  export const tenants: readonly import('./tenants/tenant-module.ts').TenantListing[];
  /** The catalogue snapshot the build script fetched and checked; null outside a build. */
  export const catalogueSnapshotFile: string | null;
  /** The tenant of the request about to render, in the server build shared by every tenant (src/middleware.ts). */
  export function provideTenant(module: import('./tenants/tenant-module.ts').TenantModule): void;
}

declare namespace App {
  /**
   * Set by the site server for each server-rendered request (src/server/page-locals.ts); empty while
   * prerendering, hence partial.
   */
  interface Locals extends Partial<import('./server/page-locals.ts').PageLocals> {
    /** Set by the site server on the content-ops console's host, for content ops only (src/features/ops). */
    ops?: import('./features/ops/ops-locals.ts').OpsLocals;
  }
}
