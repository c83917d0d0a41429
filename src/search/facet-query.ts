import { z } from 'zod';
import type { FacetFilter } from '../catalogue/calls.ts';
import { PERFORMER_FACETS, VIDEO_FACETS, type PerformerFacetName, type VideoFacetName } from '../catalogue/schemas.ts';
import {
  DEFAULT_PERFORMERS_GENDER,
  DEFAULT_PERFORMERS_ORDER,
  FACETED_DEFAULT_SEX,
  isPerformerGender,
  PERFORMER_ORDERS,
  SEX_OF_GENDER,
  videosSearchText,
} from '../routing/rules/listing.ts';
import { VIDEOS_PATH, type PERFORMERS_PATH } from '../routing/paths.ts';
import { MAX_FACET_VALUES, cleanSearchText, facetValues, firstValue, isFacetValue, pageValue, queryRecord } from './query-values.ts';

/** The facet a /videos `search` narrows when `filter` names no facet: the faceted redirect's too. */
export const DEFAULT_SEARCH_FACET = 'categories' satisfies VideoFacetName;
export { PERFORMER_ORDERS };

/** The /performers `gender` query as the sex facet: the default gender's for none or an unknown one. */
function sexOfGender(gender: string | undefined): string {
  const chosen = gender ?? DEFAULT_PERFORMERS_GENDER;
  return isPerformerGender(chosen) ? SEX_OF_GENDER[chosen] : FACETED_DEFAULT_SEX;
}

/** Chosen values per facet name; every name present, empty when nothing is chosen. */
export type FacetSelection<Name extends string> = Record<Name, string[]>;

/** A selection of nothing: every facet's name, none chosen (a listing before any filter). */
export function noSelection<Name extends string>(names: readonly Name[]): FacetSelection<Name> {
  return Object.fromEntries(names.map((name) => [name, []])) as unknown as FacetSelection<Name>;
}

/** `{ categories: facetValues, … }` for every name: names not listed are stripped by zod. */
function facetShape<Name extends string>(names: readonly Name[]) {
  return Object.fromEntries(names.map((name) => [name, facetValues])) as Record<Name, typeof facetValues>;
}

/** Adds a search term to a facet's values, if it looks like a value and there is room. */
function withSearch<Name extends string>(selection: FacetSelection<Name>, facet: Name, search: string | undefined) {
  if (search === undefined) return selection;
  const term = cleanSearchText(search);
  const values = selection[facet];
  if (!isFacetValue(term) || values.includes(term) || values.length >= MAX_FACET_VALUES) return selection;
  return { ...selection, [facet]: [...values, term] };
}

function isOneOf<T extends string>(list: readonly T[], value: string | undefined): value is T {
  return value !== undefined && (list as readonly string[]).includes(value);
}

/**
 * The /videos query of a filtered listing: the facets of browsing spec section 3, page, and the
 * legacy `search` (narrowing the facet `filter` names, else categories).
 */
export const videoListingQuerySchema = z
  .object({ ...facetShape(VIDEO_FACETS), page: pageValue, search: firstValue, filter: firstValue })
  .transform(({ page, search, filter, ...facets }) => {
    const facet = isOneOf(VIDEO_FACETS, filter) ? filter : DEFAULT_SEARCH_FACET;
    return { page, facets: withSearch<VideoFacetName>(facets, facet, search === undefined ? undefined : videosSearchText(search, filter)) };
  });
export type VideoListingQuery = z.output<typeof videoListingQuerySchema>;

/**
 * A video listing is a category's page when it is narrowed to exactly one category (by `categories`,
 * or by the legacy `search` that /categories/:slug sends): its tracking page id (category:{slug})
 * and its recommendation shelf (TAG) say so.
 */
export function categoryOfListing(query: Pick<VideoListingQuery, 'facets'>): string | null {
  const { categories } = query.facets;
  return categories.length === 1 ? (categories[0] ?? null) : null;
}

/** The /performers query of a filtered listing: its facets, page, order, and gender as the sex facet. */
export const performerListingQuerySchema = z
  .object({ ...facetShape(PERFORMER_FACETS), page: pageValue, order: firstValue, gender: firstValue, search: firstValue, filter: firstValue })
  .transform(({ page, order, gender, search, filter, ...facets }) => {
    const sex = facets.sex.length > 0 ? facets.sex : [sexOfGender(gender)];
    const chosen: FacetSelection<PerformerFacetName> = { ...facets, sex };
    return {
      page,
      order: isOneOf(PERFORMER_ORDERS, order) ? order : DEFAULT_PERFORMERS_ORDER,
      facets: isOneOf(PERFORMER_FACETS, filter) ? withSearch(chosen, filter, search) : chosen,
    };
  });
export type PerformerListingQuery = z.output<typeof performerListingQuerySchema>;

/** Never throw: every part of the schemas falls back to a default or is dropped. */
export const parseVideoListingQuery = (query: URLSearchParams): VideoListingQuery => videoListingQuerySchema.parse(queryRecord(query));
export const parsePerformerListingQuery = (query: URLSearchParams): PerformerListingQuery =>
  performerListingQuerySchema.parse(queryRecord(query));

/** The videos of one category: the listing narrowed to it, as a search result or a suggestion links it. */
export function categoryListingHref(slug: string): string {
  return `${VIDEOS_PATH}?${new URLSearchParams({ [DEFAULT_SEARCH_FACET]: slug })}`;
}

/** The upstream's filter: the chosen facets only, in the spec's order. */
export function facetFilters<Name extends string>(names: readonly Name[], selection: FacetSelection<Name>): FacetFilter<Name>[] {
  return names.filter((name) => selection[name].length > 0).map((name) => ({ name, values: selection[name] }));
}

/**
 * The visible listing URL (`/videos?…` or `/performers?…`) of a page of the same filters: the
 * filtered pages render behind these addresses, never at their own.
 */
export function listingHref<Name extends string>(
  path: typeof VIDEOS_PATH | typeof PERFORMERS_PATH,
  names: readonly Name[],
  selection: FacetSelection<Name>,
  page: number,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams(extra);
  for (const { name, values } of facetFilters(names, selection)) for (const value of values) params.append(name, value);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text === '' ? path : `${path}?${text}`;
}
