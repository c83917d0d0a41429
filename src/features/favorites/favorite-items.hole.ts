import { CHANNEL_PAGE_SUBJECTS } from '../../access/video-access.ts';
import type { HoleLoader, HoleRequest } from '../../holes/hole-request.ts';
import { loginUrl } from '../../routing/paths.ts';
import { channelsListingPath } from '../../shell/navigation.ts';
import type { FavoritesPage } from './favorites-calls.server.ts';
import { loadFavorites } from './favorites.server.ts';
import { favoriteList, type FavoriteKind, type FavoriteList } from './favorites.ts';

/** One favourites list's items (src/features/favorites/FavoriteItems.astro), as the member sees them. */
export interface FavoriteItemsProps {
  listPath: FavoriteList['path'];
  view:
    /** A visitor on a list that asks to log in. */
    | { kind: 'login'; loginHref: string }
    /** The list could not be loaded: its failure, and this page again. */
    | { kind: 'failed'; message: string; tryAgainHref: string }
    /**
     * The page of the list (null for a visitor on the open list), a Remove that just failed, where to
     * browse for more (null where the member may not), and whether the items link to their pages.
     */
    | { kind: 'list'; page: FavoritesPage<FavoriteKind> | null; failure: string | null; browseHref: string | null; linksItems: boolean };
}

/**
 * The list at `path`, its page (the route rules' checked `page`) in the page view's one gateway call,
 * with a Remove's failure when a form's answer has one (src/pages/form-answers/favorites). Null: not a
 * favourites list (the hole stays empty).
 */
export async function loadFavoriteItems(path: string, { locals, url }: HoleRequest, removeFailed: string | null): Promise<FavoriteItemsProps | null> {
  const list = favoriteList(path);
  if (!list) return null;
  const context = locals?.context;
  const member = context?.member ?? null;
  const here = url.pathname + url.search;
  if (!member && !list.open) return { listPath: list.path, view: { kind: 'login', loginHref: loginUrl(here) } };
  const loaded = context ? await loadFavorites(context, locals.route.params, list, removeFailed) : null;
  if (member && !loaded?.page) return { listPath: list.path, view: { kind: 'failed', message: loaded?.failure ?? list.loadFailed, tryAgainHref: here } };
  return {
    listPath: list.path,
    view: {
      kind: 'list',
      page: loaded?.page ?? null,
      failure: loaded?.failure ?? null,
      // The channels listing answers 404 to whoever may not see it (a visitor, a brand without external
      // channels), and a channel's pages to whoever may see no channel at all (a porn-portal guest).
      browseHref: list.kind === 'CHANNEL' ? channelsListingPath(member?.abilities) : list.browse,
      linksItems: list.kind !== 'CHANNEL' || CHANNEL_PAGE_SUBJECTS.some((subject) => member?.abilities.can('see', subject) === true),
    },
  };
}

export const loadFavoriteListItems: HoleLoader<'favoriteItems', FavoriteItemsProps | null> = ({ path }, request) => loadFavoriteItems(path, request, null);
