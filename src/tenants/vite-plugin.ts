import type { Plugin } from 'vite';
import type { TenantConfig } from './schema.ts';
import { tenantModuleOf, type TenantModule } from './tenant-module.ts';

const ID = 'virtual:tenant';

/**
 * Serves `virtual:tenant`: the tenant whose pages are rendered, the directory of every tenant, and
 * the file of the catalogue snapshot the build script checked (null outside a build).
 *
 * Astro's prerender of the tenant being built, `astro dev` and `astro check` get that tenant baked
 * in. The server build gets none: it is the same for every tenant, so that one Astro build serves
 * them all (scripts/lib/build-tenants.ts), and each request hands its tenant to `provideTenant`
 * (src/middleware.ts) from the tenant file beside the build. The exports are live bindings, and
 * every tenant's output holds its own copy of the server build, so a module instance only ever
 * sees one tenant.
 */
export function tenantPlugin(tenant: TenantConfig, all: TenantConfig[], catalogueSnapshotFile: string | null = null): Plugin {
  return {
    name: 'paysite:tenant',
    resolveId(id) {
      return id === ID ? `\0${ID}` : undefined;
    },
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      const environment = this.environment as { name: string; config: { command: string } } | undefined;
      if (environment?.name === 'ssr' && environment.config.command === 'build') return tenantModuleSource(null, null);
      return tenantModuleSource(tenantModuleOf(tenant, all), catalogueSnapshotFile);
    },
  };
}

/** The module's source, with `baked` as the tenant until a request provides one (null: none baked). */
function tenantModuleSource(baked: TenantModule | null, catalogueSnapshotFile: string | null): string {
  return [
    `export let tenant = ${JSON.stringify(baked?.tenant ?? null)};`,
    `export let tenants = ${JSON.stringify(baked?.tenants ?? null)};`,
    `export const catalogueSnapshotFile = ${JSON.stringify(catalogueSnapshotFile)};`,
    'export function provideTenant(module) { tenant = module.tenant; tenants = module.tenants; }',
    '',
  ].join('\n');
}
