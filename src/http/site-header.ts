/**
 * The tenant's site code ("AURORA") on every call the site server makes for a signed-in member.
 * A real gateway is reached at each tenant's own API host (tenant `api.host`) and knows the tenant
 * from it; the embedded one answers every tenant at one address, so it reads the tenant from here
 * and answers an item of another tenant as it answers an unknown one.
 */
export const SITE_HEADER = 'x-site';
