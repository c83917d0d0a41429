import type { APIRoute } from 'astro';
import { loadFromGateway } from '../../gateway/failure.ts';
import { SEARCH_FAILED_MESSAGE } from '../../search/failure-message.ts';
import { ANONYMOUS_CACHE, NO_STORE, pageCacheControl } from '../../http/cache-control.ts';
import { parseSearchQuery } from '../../search/index.ts';
import { QUICK_SEARCH_LIMIT, QUICK_SEARCH_MIN_LENGTH, type QuickSearchFailure, type QuickSuggestions } from '../../search/quick-search.ts';
import { quickSuggestions } from '../../search/quick-suggestions.ts';
import { requestContextOf } from '../../shell/server-page.ts';

// The header's quick search asks here as the visitor types (src/routing/paths.ts QUICK_SEARCH_PATH):
// the gateway's quick search data for `q`, a few of each kind, as JSON.
export const prerender = false;

const json = (body: QuickSuggestions | QuickSearchFailure, status: number, cacheControl: string) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': cacheControl } });

export const GET: APIRoute = async (astro) => {
  const context = requestContextOf(astro);
  const query = parseSearchQuery(context.url.searchParams);
  // Too short to ask about: nothing to suggest, the same answer for everyone.
  if (query.q.length < QUICK_SEARCH_MIN_LENGTH) {
    return json(quickSuggestions(query, { videos: [], categories: [], models: [], totalCount: 0 }), 200, ANONYMOUS_CACHE);
  }
  const result = await loadFromGateway(
    `quick search ${JSON.stringify(query.q)}`,
    () => context.catalogue.search({ site: context.tenant.site, q: query.q, first: QUICK_SEARCH_LIMIT }),
    context.log,
  );
  if (!result.ok) return json({ error: SEARCH_FAILED_MESSAGE }, result.status, NO_STORE);
  return json(quickSuggestions(query, result.data), 200, pageCacheControl(context.member, false));
};
