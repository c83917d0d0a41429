import type { Plugin } from 'vite';
import type { TenantConfig } from './schema.ts';

const ID = 'virtual:tenant';

/**
 * Serves the validated config of the tenant being built as `virtual:tenant`, with the file of the
 * catalogue snapshot the build script checked (null outside a build, e.g. for `astro check`).
 */
export function tenantPlugin(tenant: TenantConfig, all: TenantConfig[], catalogueSnapshotFile: string | null = null): Plugin {
  return {
    name: 'paysite:tenant',
    resolveId(id) {
      return id === ID ? `\0${ID}` : undefined;
    },
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      const directory = all.map(({ tenant: id, site, name, role, visibility, standalone, tourUrl, membersUrl }) => ({
        tenant: id,
        site,
        name,
        role,
        visibility,
        standalone,
        tourUrl,
        membersUrl,
      }));
      return `export const tenant = ${JSON.stringify(tenant)};\nexport const tenants = ${JSON.stringify(directory)};\nexport const catalogueSnapshotFile = ${JSON.stringify(catalogueSnapshotFile)};\n`;
    },
  };
}
