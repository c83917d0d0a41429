import type { TenantConfig } from '../tenants/schema.ts';

/** Browsing spec section 9: "max safe int32 2147483647". */
export const MAX_SAFE_INT32 = 2147483647;
/** Browsing spec section 9: "Default page 1, minimum page 1". */
export const DEFAULT_PAGE = 1;
export const MIN_PAGE = 1;
/** The query parameter every paged list reads. */
export const PAGE_PARAM = 'page';

const WHOLE_NUMBER = /^\d+$/;

/**
 * Section 5: a page query is a whole number of at least 1. Absent means the default page; anything
 * else (empty, negative, fractional, `1e3`, ` 2`, beyond a safe integer) is invalid: `undefined`.
 */
export function parsePage(value: string | null): number | undefined {
  if (value === null) return DEFAULT_PAGE;
  if (!WHOLE_NUMBER.test(value)) return undefined;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= MIN_PAGE ? page : undefined;
}

/**
 * Section 5: "Awards maximum: 2147483647 divided by the small list size", so that the upstream's
 * 32-bit skip never overflows.
 */
export function awardsMaxPage(tenant: TenantConfig): number {
  return Math.floor(MAX_SAFE_INT32 / tenant.paginationListSizes.small);
}

/** The awards page query: a valid page that is also at most the awards maximum. */
export function parseAwardsPage(value: string | null, tenant: TenantConfig): number | undefined {
  const page = parsePage(value);
  return page !== undefined && page <= awardsMaxPage(tenant) ? page : undefined;
}

/**
 * The page a route's rules let through (they put it in the decision's params, already checked),
 * or the default page where a route has none.
 */
export function pageParam(params: Readonly<Record<string, string | undefined>>): number {
  return parsePage(params[PAGE_PARAM] ?? null) ?? DEFAULT_PAGE;
}
