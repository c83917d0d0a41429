import { BAD_GATEWAY, loadFromGateway } from '../../gateway/failure.ts';
import { pageParam } from '../../paging/index.ts';
import type { Logger } from '../../server/log.ts';
import type { RequestContext } from '../../server/request-context.ts';
import { favoritesCalls, type FavoritesCalls, type FavoritesPage } from './favorites-calls.server.ts';
import { REMOVE_SLUG_FIELD, type FavoriteList } from './favorites.ts';

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
  const slug = form.get(REMOVE_SLUG_FIELD);
  if (typeof slug !== 'string' || slug.trim() === '') return { kind: 'redirect', location: back };
  try {
    await api.removeFavorite(list.kind, slug.trim());
    return { kind: 'redirect', location: back };
  } catch (error) {
    log.warn({ kind: list.kind, slug, err: (error as Error).message }, 'favourite removal failed');
    return { kind: 'failed', message: list.removeFailed };
  }
}

/** What a favourites page shows: its page of items (null when loading failed, or for a visitor) and a failure message. */
export interface FavoritesView {
  kind: 'view';
  status: number;
  page: FavoritesPage<FavoriteList['kind']> | null;
  failure: string | null;
}

/** One request to a favourites page: a Remove post (PRG 303 back) or the list itself. */
export async function serveFavorites(
  request: Request,
  context: RequestContext,
  params: Readonly<Record<string, string | undefined>>,
  list: FavoriteList,
): Promise<Extract<RemoveOutcome, { kind: 'redirect' }> | FavoritesView> {
  const { member, url, log } = context;
  if (!member) return { kind: 'view', status: 200, page: null, failure: null };
  const api = favoritesCalls(member.gateway, context.tenant.site);
  let failure: string | null = null;
  if (request.method === 'POST') {
    const form = await request.formData().catch(() => new FormData());
    const outcome = await handleRemove(form, api, list, url.pathname + url.search, log);
    if (outcome.kind === 'redirect') return outcome;
    failure = outcome.message;
  }
  const loaded = await loadFromGateway(`favorites ${list.kind}`, () => api.favorites(list.kind, pageParam(params)), log);
  if (!loaded.ok) return { kind: 'view', status: loaded.status, page: null, failure: failure ?? list.loadFailed };
  return { kind: 'view', status: failure ? BAD_GATEWAY : 200, page: loaded.data, failure };
}
