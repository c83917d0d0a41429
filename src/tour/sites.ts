/** The brand name of a record's site code, e.g. "AURORA" → "Aurora Nights"; the code when unknown. */
export function siteNameOf(tenants: readonly { site: string; name: string }[], site: string): string {
  return tenants.find((t) => t.site === site)?.name ?? site;
}

/** The tenants a paysite list may name: hidden tenants (`visibility.paysiteList` false) never show. */
export function paysiteList<T extends { visibility: { paysiteList: boolean } }>(tenants: readonly T[]): T[] {
  return tenants.filter((t) => t.visibility.paysiteList);
}
