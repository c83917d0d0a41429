import type { QuickSearch } from '../catalogue/schemas.ts';
import { performerPagePath, videoPagePath } from '../routing/paths.ts';
import { categoryListingHref } from './facet-query.ts';
import { QUICK_SEARCH_LIMIT, type QuickSuggestions } from './quick-search.ts';
import { searchHref, type SearchQuery } from './search-query.ts';

/**
 * The quick search's answer from the gateway's quick search data: a few of each kind, each with the
 * page it opens (a video's page, a category's videos, a performer's page), and the search page
 * with every result. The links are the same ones the search page's results use.
 */
export function quickSuggestions(query: SearchQuery, data: QuickSearch): QuickSuggestions {
  return {
    q: query.q,
    videos: data.videos.slice(0, QUICK_SEARCH_LIMIT).map((video) => ({
      label: video.title,
      href: videoPagePath(video.slug),
      detail: video.models.length > 0 ? video.models.map((model) => model.name).join(', ') : null,
    })),
    categories: data.categories.slice(0, QUICK_SEARCH_LIMIT).map((category) => ({
      label: category.name,
      href: categoryListingHref(category.slug),
      detail: `${category.scenes.toLocaleString('en')} video${category.scenes === 1 ? '' : 's'}`,
    })),
    models: data.models.slice(0, QUICK_SEARCH_LIMIT).map((model) => ({ label: model.name, href: performerPagePath(model.slug), detail: null })),
    totalCount: data.totalCount,
    allHref: searchHref(query, 1),
  };
}
