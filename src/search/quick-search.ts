/**
 * The header's quick search (browsing spec section 3, "Quick search data: videos, categories,
 * models, totalCount"): what the site's endpoint answers and the island shows. Pure and free of
 * zod, since the island ships it to the browser; the answer is built by quick-suggestions.ts.
 */

/** Fewer characters than this ask nothing: one letter would match most of the catalogue. */
export const QUICK_SEARCH_MIN_LENGTH = 2;
/** At most this many suggestions of each kind: the list must fit under the search box on a phone. */
export const QUICK_SEARCH_LIMIT = 5;
/** How long typing must pause before the island asks, so that a word typed fast asks once. */
export const QUICK_SEARCH_DEBOUNCE_MS = 150;

/** The header's search parts, named once: the markup, the island and the tests find them by these. */
export const QUICK_SEARCH_IDS = {
  sheet: 'site-search',
  input: 'site-search-q',
  list: 'site-search-suggestions',
} as const;

/** The kinds of suggestion, in the order the list shows them, with their headings. */
export const SUGGESTION_GROUPS = [
  { kind: 'videos', label: 'Videos' },
  { kind: 'categories', label: 'Categories' },
  { kind: 'models', label: 'Performers' },
] as const;
export type SuggestionKind = (typeof SUGGESTION_GROUPS)[number]['kind'];

/** One suggestion: what it says, and the page it opens. */
export interface Suggestion {
  label: string;
  href: string;
  /** A second, quieter line: a video's performers, a category's number of videos. */
  detail: string | null;
}

/** The endpoint's answer to `?q=`. */
export type QuickSuggestions = Record<SuggestionKind, Suggestion[]> & {
  q: string;
  /** Videos matching in all, of which the list shows a few. */
  totalCount: number;
  /** The search page of the same text, with every result. */
  allHref: string;
};

/** The endpoint's answer when the gateway failed: the spec's search message. */
export interface QuickSearchFailure {
  error: string;
}

/** "See all 42 videos for “wild”": the list's last entry, which opens the search page. */
export function allResultsLabel(suggestions: Pick<QuickSuggestions, 'q' | 'totalCount'>): string {
  const { q, totalCount } = suggestions;
  return `See all ${totalCount.toLocaleString('en')} video${totalCount === 1 ? '' : 's'} for “${q}”`;
}

/** A path of this site: `/…`, never `//host/…`, which a browser reads as another site. */
const isSitePath = (href: unknown): href is string => typeof href === 'string' && /^\/(?![/\\])/.test(href);

function isSuggestion(value: unknown): value is Suggestion {
  if (typeof value !== 'object' || value === null) return false;
  const { label, href, detail } = value as Record<string, unknown>;
  return typeof label === 'string' && isSitePath(href) && (detail === null || typeof detail === 'string');
}

/**
 * The answer as the island reads it, or null for anything else (a proxy's error page, a cut
 * answer). A same-origin answer of the site's own, so this checks its shape without a schema
 * library the browser would have to download; every link must stay on the site.
 */
export function readQuickSuggestions(value: unknown): QuickSuggestions | QuickSearchFailure | null {
  if (typeof value !== 'object' || value === null) return null;
  const answer = value as Record<string, unknown>;
  if (typeof answer['error'] === 'string') return { error: answer['error'] };
  const groupsValid = SUGGESTION_GROUPS.every(({ kind }) => Array.isArray(answer[kind]) && (answer[kind] as unknown[]).every(isSuggestion));
  if (!groupsValid || typeof answer['q'] !== 'string' || !isSitePath(answer['allHref'])) return null;
  if (typeof answer['totalCount'] !== 'number' || !Number.isSafeInteger(answer['totalCount']) || answer['totalCount'] < 0) return null;
  return answer as QuickSuggestions;
}
