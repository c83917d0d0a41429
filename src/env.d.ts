/// <reference types="astro/client" />

declare module 'virtual:tenant' {
  import type { TenantConfig, TenantId } from './tenants/schema.ts';
  /** The tenant this build is for. */
  export const tenant: TenantConfig;
  /** Every tenant, for the paysite list, /xsite and the combined tenant's site pages. */
  export const tenants: ReadonlyArray<
    Pick<TenantConfig, 'site' | 'name' | 'visibility' | 'standalone' | 'tourUrl' | 'membersUrl'> & { tenant: TenantId }
  >;
}

declare namespace App {
  /**
   * Set by the site server for each server-rendered request (src/server/page-locals.ts); empty while
   * prerendering, hence partial.
   */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augments Astro's own interface
  interface Locals extends Partial<import('./server/page-locals.ts').PageLocals> {}
}
