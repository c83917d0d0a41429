import type { RequestContext } from '../../server/request-context.ts';
import { favoritesCalls } from './favorites-calls.server.ts';
import type { FavoriteKind } from './favorites.ts';

/**
 * Which items are the member's favourites, for the buttons of one page: one fetch per kind and
 * request, however many cards ask (a listing shows dozens), and never kept beyond the request, so a
 * change shows on the very next page. Null when it cannot be known: the buttons then stay away
 * rather than offer the wrong change.
 */
const perRequest = new WeakMap<RequestContext, Map<FavoriteKind, Promise<ReadonlySet<string> | null>>>();

export function favoriteSlugs(context: RequestContext, kind: FavoriteKind): Promise<ReadonlySet<string> | null> {
  const { member } = context;
  if (!member) return Promise.resolve(null);
  let byKind = perRequest.get(context);
  if (!byKind) {
    byKind = new Map<FavoriteKind, Promise<ReadonlySet<string> | null>>();
    perRequest.set(context, byKind);
  }
  let slugs = byKind.get(kind);
  if (!slugs) {
    slugs = favoritesCalls(member.gateway, context.tenant.site)
      .favoriteSlugs(kind)
      .then(
        (list) => new Set(list),
        (error: unknown) => {
          context.log.warn({ kind, err: error }, 'favourites not loaded: the buttons are left out');
          return null;
        },
      );
    byKind.set(kind, slugs);
  }
  return slugs;
}
