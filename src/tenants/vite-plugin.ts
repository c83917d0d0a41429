import type { Plugin } from 'vite';
import type { TenantConfig } from './schema.ts';

const ID = 'virtual:tenant';

/** Serves the validated config of the tenant being built as `virtual:tenant`. */
export function tenantPlugin(tenant: TenantConfig, all: TenantConfig[]): Plugin {
  return {
    name: 'paysite:tenant',
    resolveId(id) {
      return id === ID ? `\0${ID}` : undefined;
    },
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      const directory = all.map(({ tenant: id, site, name, visibility, standalone, tourUrl, membersUrl }) => ({
        tenant: id,
        site,
        name,
        visibility,
        standalone,
        tourUrl,
        membersUrl,
      }));
      return `export const tenant = ${JSON.stringify(tenant)};\nexport const tenants = ${JSON.stringify(directory)};\n`;
    },
  };
}
