import { PERFORMER_FACETS, VIDEO_FACETS } from '../catalogue/schemas.ts';
import type { ServeDecision } from '../routing/route-decision.ts';
import { parsePage } from '../paging/index.ts';
import { CREDIT_CARD_UPDATE_PARAM, CREDIT_CARD_UPDATE_VALUE, videoPagePath, VIDEOS_PATH } from '../routing/paths.ts';
import {
  DEFAULT_PERFORMERS_GENDER,
  DEFAULT_PERFORMERS_ORDER,
  isPerformerGender,
  isPrerenderedPerformerOrder,
  PERFORMER_GENDERS,
  performersBase,
  SEX_OF_GENDER,
} from './listing-variants.ts';
import { pagedFilePath } from './pagination.ts';
import { siteListingSelectorOf } from './site-selectors.ts';
import { encodePath } from '../routing/rule.ts';

/** How the site server answers a page the route rules let through. */
export interface ServePlan {
  /** The prerendered file's URL path to try first (GET/HEAD), or null when only the server can answer. */
  staticPath: string | null;
  /** The URL the tenant's Astro handler renders when no static file answers. */
  renderUrl: string;
}

/** Where the server-rendered listings for faceted, searched or filtered queries live (src/pages/filtered/). */
export const FILTERED_VIDEOS_PATH = '/filtered/videos';
export const FILTERED_PERFORMERS_PATH = '/filtered/performers';
/** Where a selection of a combined tenant's site listing renders (src/pages/filtered/sites/). */
export const FILTERED_SITES_PATH = '/filtered/sites';
/**
 * Where the answers to the posts of a member page that is prerendered with holes (/account, the
 * notifications, the favourites lists) are rendered per request (src/pages/form-answers/): the page
 * is the same for every view but a post's answer (a refused form's messages, a redirect), which is
 * the request's own. Only the site server routes there: the route rules know no such page.
 */
export const FORM_ANSWERS_PATH = '/form-answers';
/** Query parameters (besides the facets) that narrow a listing, so no static page can answer. */
const NARROWING_PARAMS = ['search', 'filter'] as const;
const SEX_PARAM = 'sex';
const GENDER_PARAM = 'gender';

/**
 * Maps a route decision to the build's layout. A page is its own static file; a paged listing's
 * `?page=N` is the static file `<listing>/page/N`; the performer listing's order and gender variants
 * have their own folders; a listing narrowed by facets, search or filter is rendered on the server.
 */
export function servePlan(decision: ServeDecision, url: URL): ServePlan {
  const asRequested = `${url.pathname}${url.search}`;
  const query = url.searchParams;
  const page = decision.params['page'] === undefined ? parsePage(query.get('page')) : Number(decision.params['page']);
  const paged = (base: string): ServePlan => ({ staticPath: pagedFilePath(base, page ?? 1), renderUrl: asRequested });
  switch (decision.route) {
    case 'videos':
      return narrows(query, VIDEO_FACETS) ? filtered(FILTERED_VIDEOS_PATH, url) : paged(VIDEOS_PATH);
    case 'performers': {
      const variant = performersVariant(decision.params, query);
      return variant ? paged(performersBase(variant.order, variant.gender)) : filtered(FILTERED_PERFORMERS_PATH, url);
    }
    case 'videoWithComment':
      // Browsing spec section 2: "Opens the video page at that comment": the video's own page,
      // which finds the comment in the route (src/features/comments/VideoComments.astro).
      return { staticPath: videoPagePath(decision.params['slug'] ?? ''), renderUrl: asRequested };
    case 'joinNow':
      // Any path holding /joinnow is the join page (membership spec section 2), rendered at its own.
      return { staticPath: null, renderUrl: `${decision.path}${url.search}` };
    case 'brands':
      // A selection of the site's listing is rendered per request (src/tour/site-selectors.ts).
      return siteListingSelectorOf(decision.params['type'], decision.params['selector']) === null
        ? paged(decision.path)
        : { staticPath: null, renderUrl: `${FILTERED_SITES_PATH}/${encodePath(decision.params['brand'] ?? '')}/${encodePath(decision.params['type'] ?? '')}${url.search}` };
    case 'topRated':
    case 'wall':
      // Asked of the gateway on every visit: the top-rated list with the visitor's query passed
      // through (src/pages/toprated), the curator feed (src/pages/wall.astro).
      return { staticPath: null, renderUrl: asRequested };
    case 'performer':
    case 'awards':
      return paged(decision.path);
    case 'account':
      // The card update sends the member to the biller's page: never the file.
      return url.searchParams.get(CREDIT_CARD_UPDATE_PARAM) === CREDIT_CARD_UPDATE_VALUE ? formAnswer(decision.path, url, null) : formAnswer(decision.path, url, decision.path);
    case 'notifications':
    case 'favoriteVideos':
    case 'favoritePerformers':
    case 'favoriteChannels':
      return formAnswer(decision.path, url, decision.path);
    default:
      return { staticPath: decision.path, renderUrl: asRequested };
  }
}

/** A page prerendered with holes, whose posts (and whatever no file answers) are rendered at its form answer. */
function formAnswer(path: string, url: URL, staticPath: string | null): ServePlan {
  return { staticPath, renderUrl: `${FORM_ANSWERS_PATH}${path}${url.search}` };
}

function filtered(path: string, url: URL): ServePlan {
  return { staticPath: null, renderUrl: `${path}${url.search}` };
}

function narrows(query: URLSearchParams, facets: readonly string[]): boolean {
  return [...query.keys()].some((name) => facets.includes(name) || (NARROWING_PARAMS as readonly string[]).includes(name));
}

/**
 * The static performer listing a query asks for, or undefined when only the server can answer it.
 * `sex` is the faceted spelling of the gender (faceted tenants always carry it after the redirect):
 * one `sex` value that names a built gender picks that gender unless `gender` is given; two `sex`
 * values or any other facet make it a real facet query.
 */
function performersVariant(params: Readonly<Record<string, string>>, query: URLSearchParams) {
  const order = params['order'] ?? DEFAULT_PERFORMERS_ORDER;
  let gender = params['gender'] ?? DEFAULT_PERFORMERS_GENDER;
  const sexes = query.getAll(SEX_PARAM);
  if (sexes.length > 1) return undefined;
  // An explicit gender wins: the faceted redirect adds sex=F to any query that lacks it.
  if (sexes.length === 1 && !query.has(GENDER_PARAM)) {
    const fromSex = PERFORMER_GENDERS.find((g) => SEX_OF_GENDER[g] === sexes[0]);
    if (fromSex === undefined) return undefined;
    gender = fromSex;
  }
  const others = [...query.keys()].filter((name) => name !== SEX_PARAM);
  if (narrows(new URLSearchParams(others.map((name) => [name, ''])), PERFORMER_FACETS)) return undefined;
  if (!isPrerenderedPerformerOrder(order) || !isPerformerGender(gender)) return undefined;
  return { order, gender };
}
