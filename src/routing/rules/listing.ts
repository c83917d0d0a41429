import { NOT_FOUND, redirect, withQuery } from '../decision.ts';
import { PAGE_PARAM, parseAwardsPage, parsePage } from '../../paging/page-query.ts';
import { encodePath, pass, queryValue, queryWithout, type RouteRule } from '../rule.ts';
import { AWARDS_PATH, PERFORMERS_PATH, SEARCH_PATH, VIDEOS_PATH } from '../paths.ts';

/** Browsing spec section 9: "default performers order rating; default gender girls; faceted default sex F". */
export const DEFAULT_PERFORMERS_ORDER = 'rating';
export const DEFAULT_PERFORMERS_GENDER = 'girls';
export const FACETED_DEFAULT_SEX = 'F';
/** The performer orders the upstream knows, the default first. */
export const PERFORMER_ORDERS = [DEFAULT_PERFORMERS_ORDER, 'name', 'newest'] as const;
export type PerformerOrder = (typeof PERFORMER_ORDERS)[number];
/** The /performers `gender` values, the default first (after the video filters' girls and guys). */
export const PERFORMER_GENDERS = [DEFAULT_PERFORMERS_GENDER, 'guys'] as const;
export type PerformerGender = (typeof PERFORMER_GENDERS)[number];
/** The faceted spelling of each gender (the `sex` facet). */
export const SEX_OF_GENDER = { girls: FACETED_DEFAULT_SEX, guys: 'M' } as const satisfies Record<PerformerGender, string>;

export function isPerformerGender(value: string): value is PerformerGender {
  return (PERFORMER_GENDERS as readonly string[]).includes(value);
}

/** Browsing spec sections 3 and 5: "A search without a filter is lowercased"; a filter's keeps its case (site codes are upper case). */
export function videosSearchText(search: string, filter: string | undefined): string {
  return filter === undefined ? search.toLowerCase() : search;
}

/** /videos: page, then faceted search, then the lowercased search. */
export const videosRule: RouteRule = ({ tenant, query }) => {
  const page = parsePage(query.get(PAGE_PARAM));
  if (page === undefined) return redirect(withQuery(VIDEOS_PATH, queryWithout(query, PAGE_PARAM)));
  const search = queryValue(query, 'search');
  const filter = queryValue(query, 'filter');
  if (search !== undefined && tenant.features.facetedSearch) {
    return redirect(withQuery(VIDEOS_PATH, { categories: search.toLowerCase() }));
  }
  return pass({
    [PAGE_PARAM]: String(page),
    ...(search === undefined ? {} : { search: videosSearchText(search, filter) }),
    ...(filter === undefined ? {} : { filter }),
  });
};

/** /performers: page (keeping only non-default order and gender), then faceted sex=F. */
export const performersRule: RouteRule = ({ tenant, query }) => {
  const order = queryValue(query, 'order') ?? DEFAULT_PERFORMERS_ORDER;
  const gender = queryValue(query, 'gender') ?? DEFAULT_PERFORMERS_GENDER;
  const page = parsePage(query.get(PAGE_PARAM));
  if (page === undefined) {
    return redirect(
      withQuery(PERFORMERS_PATH, {
        ...(order === DEFAULT_PERFORMERS_ORDER ? {} : { order }),
        ...(gender === DEFAULT_PERFORMERS_GENDER ? {} : { gender }),
      }),
    );
  }
  if (tenant.features.facetedSearch && !query.has('sex')) {
    const withSex = new URLSearchParams(query);
    withSex.set('sex', FACETED_DEFAULT_SEX);
    return redirect(withQuery(PERFORMERS_PATH, withSex));
  }
  return pass({ order, [PAGE_PARAM]: String(page), gender });
};

/** /performers/:slug: an invalid page redirects with an empty query. */
export const performerRule: RouteRule = ({ query, path }) => {
  const page = parsePage(query.get(PAGE_PARAM));
  return page === undefined ? redirect(encodePath(path)) : pass({ [PAGE_PARAM]: String(page) });
};

/** /search: an invalid page redirects keeping only q and size. */
export const searchRule: RouteRule = ({ query }) => {
  const page = parsePage(query.get(PAGE_PARAM));
  const kept: Record<string, string> = {};
  for (const name of ['q', 'size'] as const) {
    const value = query.get(name);
    if (value !== null) kept[name] = value;
  }
  return page === undefined ? redirect(withQuery(SEARCH_PATH, kept)) : pass({ ...kept, [PAGE_PARAM]: String(page) });
};

/** /awards: not-found without the header's awards link; page 1..awards maximum, else plain /awards. */
export const awardsRule: RouteRule = ({ tenant, query }) => {
  if (!tenant.headerFeatures.awardsLink) return NOT_FOUND;
  const page = parseAwardsPage(query.get(PAGE_PARAM), tenant);
  return page === undefined ? redirect(AWARDS_PATH) : pass({ [PAGE_PARAM]: String(page) });
};
