import type { Subject } from '../../access/abilities.ts';
import type { TenantConfig } from '../../tenants/schema.ts';
import { NOT_FOUND, redirect } from '../decision.ts';
import { PAGE_PARAM, parsePage } from '../../paging/page-query.ts';
import { encodePath, pass, type RouteRule } from '../rule.ts';

type FeatureSwitch = { [K in keyof TenantConfig['features']]: TenantConfig['features'][K] extends boolean ? K : never }[keyof TenantConfig['features']];

/** Section 8: a disabled feature gives not-found. */
export function whenFeature(feature: FeatureSwitch): RouteRule {
  return ({ tenant }) => (tenant.features[feature] ? pass() : NOT_FOUND);
}

/** Section 8: a missing ability gives not-found. Any one of `subjects` is enough. */
export function whenAbleToSee(...subjects: readonly Subject[]): RouteRule {
  return ({ member }) => (subjects.some((subject) => member.can('see', subject)) ? pass() : NOT_FOUND);
}

/**
 * Section 2: "For every paged list (channels, favorites, channel lists, sites): a page query below 1
 * or not a number redirects to the same route with an empty query; default page is 1."
 */
export const pagedList: RouteRule = ({ query, path }) => {
  const page = parsePage(query.get(PAGE_PARAM));
  return page === undefined ? redirect(encodePath(path)) : pass({ [PAGE_PARAM]: String(page) });
};
