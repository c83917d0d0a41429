import type { TenantConfig } from '../../../src/tenants/schema.ts';
import type { JoinOption } from './join-options.ts';

/**
 * The network site ids welcome data carries (membership spec section 9: "the network site ids for
 * signup redirects (multisite id and VP id) are constants whose values are not shown"; 12 and 16 are
 * the multisite tracking ids it names). A single-site purchase carries the brand's site code, the
 * premium-plus brand's its own id. The site keeps its own copy (src/features/join/welcome.ts): the
 * real biller is another company's service.
 */
export const NETWORK_SITE_IDS = { multisite: '12', vp: '16', premiumPlus: '20' } as const;

/** A join on a brand's own join page: the brand's site id, whatever the package (the new member signs in there). */
export function joinSiteIdOf(site: TenantConfig): string {
  return site.role === 'premium-plus' ? NETWORK_SITE_IDS.premiumPlus : site.site;
}

/** A one-click upgrade: the network id of the package bought, else the brand's. */
export function siteIdOf(option: JoinOption, site: TenantConfig): string {
  if (option.package === 'multisiteVP') return NETWORK_SITE_IDS.vp;
  if (option.package) return NETWORK_SITE_IDS.multisite;
  return joinSiteIdOf(site);
}
