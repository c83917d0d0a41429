import { PERMANENT_REDIRECT, redirect, withQuery } from '../decision.ts';
import type { RouteRule } from '../rule.ts';
import { FAVORITE_PERFORMERS_PATH, performerPagePath, PERFORMERS_PATH, VIDEOS_PATH } from '../paths.ts';

/** /models: "Permanent redirect keeping the location (to the performers route)". */
export const oldModelsRule: RouteRule = ({ query }) => redirect(withQuery(PERFORMERS_PATH, query), PERMANENT_REDIRECT);

/** /models/:slug: permanent redirect to the performer page with the same slug (slug checked before). */
export const oldModelRule: RouteRule = ({ params }) => redirect(performerPagePath(params['slug'] ?? ''), PERMANENT_REDIRECT);

/** /favorites/models: permanent redirect to the favourite performers, keeping the query. */
export const oldFavoriteModelsRule: RouteRule = ({ query }) =>
  redirect(withQuery(FAVORITE_PERFORMERS_PATH, query), PERMANENT_REDIRECT);

/**
 * /categories/:slug: "permanent redirect to the search route with search set to the slug". Of the
 * two routes that search, /videos is the one whose query names `search` (/search's is `q`), and its
 * search narrows the listing to that category (src/search/facet-query.ts; a faceted tenant's
 * /videos then redirects to `categories=<slug>`): a category's link shows that category's videos,
 * where /search?q= would show whatever else matches the slug's words.
 */
export const categoryRule: RouteRule = ({ params }) =>
  redirect(withQuery(VIDEOS_PATH, { search: params['slug'] ?? '' }), PERMANENT_REDIRECT);

/** /tube2: "Redirects to home keeping the query string." */
export const tube2Rule: RouteRule = ({ query }) => redirect(withQuery('/', query));
