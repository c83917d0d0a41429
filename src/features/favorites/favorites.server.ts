import { loadFromGateway } from '../../gateway/failure.ts';
import { pageParam } from '../../paging/index.ts';
import type { Logger } from '../../server/log.ts';
import type { RequestContext } from '../../server/request-context.ts';
import { favoritesCalls, type FavoritesCalls, type FavoritesPage } from './favorites-calls.server.ts';
import { REMOVE_SLUG_FIELD, type FavoriteList } from './favorites.ts';
import { FAVORITE_SUBJECTS, failedValue, failureOf, type FavoriteChange } from './favorite-buttons.ts';
import { cleanRecommId } from '../recommendations/recomm-id.ts';
import type { RecommenderEvent } from '../recommendations/recommender.server.ts';

/** The slug a Remove form unfavourites, or null when it posts none. */
export function removedSlugOf(form: Pick<FormData, 'get'>): string | null {
  const slug = form.get(REMOVE_SLUG_FIELD);
  return typeof slug === 'string' && slug.trim() !== '' ? slug.trim() : null;
}

/** What a Remove post comes to: back to the page (PRG), or the list's unfavourite failure. */
export type RemoveOutcome = { kind: 'redirect'; location: string } | { kind: 'failed'; message: string };

/**
 * Handles the Remove form of a favourites page: unfavourites the posted slug and sends the member
 * back to the same page (`back`, its path and page query). A missing slug changes nothing.
 */
export async function handleRemove(
  form: Pick<FormData, 'get'>,
  api: Pick<FavoritesCalls, 'removeFavorite'>,
  list: FavoriteList,
  back: string,
  log: Pick<Logger, 'warn'>,
): Promise<RemoveOutcome> {
  const slug = removedSlugOf(form);
  if (slug === null) return { kind: 'redirect', location: back };
  try {
    await api.removeFavorite(list.kind, slug);
    return { kind: 'redirect', location: back };
  } catch (error) {
    log.warn({ kind: list.kind, slug, err: error }, 'favourite removal failed');
    return { kind: 'failed', message: list.removeFailed };
  }
}

/** What a favourites page shows: its page of items (null when loading failed, or for a visitor) and a failure message. */
export interface FavoritesView {
  page: FavoritesPage<FavoriteList['kind']> | null;
  failure: string | null;
}

/**
 * What a favourites page shows: its page of the list, and the failure of a Remove that just failed
 * (`removeFailed`, from the action's result; a Remove that worked has redirected already).
 */
export async function loadFavorites(
  context: RequestContext,
  params: Readonly<Record<string, string | undefined>>,
  list: FavoriteList,
  removeFailed: string | null,
): Promise<FavoritesView> {
  const { member, log } = context;
  if (!member) return { page: null, failure: null };
  const loaded = await loadFromGateway(`favorites ${list.kind}`, () => favoritesCalls(member.gateway, context.tenant.site).favorites(list.kind, pageParam(params)), log);
  if (!loaded.ok) return { page: null, failure: removeFailed ?? list.loadFailed };
  return { page: loaded.data, failure: removeFailed };
}

/** What a favourite button's post comes to: the item's state now, or the failure to show; and where a post without script goes back. */
export type ChangeOutcome = { ok: true; favourite: boolean; back: string } | { ok: false; message: string; back: string; failed: string };

/**
 * Favourites or unfavourites what a button posted, then tells the recommender (membership spec
 * section 7: "add or delete bookmark"), whose failure is its own. `back` has been checked already.
 */
export async function handleChange(
  change: FavoriteChange,
  api: Pick<FavoritesCalls, 'addFavorite' | 'removeFavorite'>,
  track: (event: RecommenderEvent) => Promise<void>,
  log: Pick<Logger, 'warn'>,
): Promise<ChangeOutcome> {
  const { subject, op, slug, back } = change;
  const { kind, item } = FAVORITE_SUBJECTS[subject];
  try {
    await (op === 'add' ? api.addFavorite(kind, slug) : api.removeFavorite(kind, slug));
  } catch (error) {
    log.warn({ kind, op, slug, err: error }, 'favourite change failed');
    return { ok: false, message: failureOf(subject, op), back, failed: failedValue(change) };
  }
  await track({ type: op === 'add' ? 'ADD_BOOKMARK' : 'DELETE_BOOKMARK', item: { kind: item, id: change.id }, recommId: cleanRecommId(change.recommId) });
  return { ok: true, favourite: op === 'add', back };
}
