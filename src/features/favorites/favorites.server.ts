import type { MemberApi, SignedInMember } from '../../server/auth/locals.ts';
import { pageParam } from '../channels/channels.ts';
import { fetched, UPSTREAM_FAILED_STATUS } from '../member-page/upstream.ts';
import type { FavoritesPage } from './favorites-api.ts';
import { REMOVE_SLUG_FIELD, type FavoriteList } from './favorites.ts';

/** What a Remove post comes to: back to the page (PRG), or the list's unfavourite failure. */
export type RemoveOutcome = { kind: 'redirect'; location: string } | { kind: 'failed'; message: string };

/**
 * Handles the Remove form of a favourites page: unfavourites the posted slug and sends the member
 * back to the same page (`back`, its path and page query). A missing slug changes nothing.
 */
export async function handleRemove(
  form: Pick<FormData, 'get'>,
  api: Pick<MemberApi, 'removeFavorite'>,
  list: FavoriteList,
  back: string,
  log: (line: string) => void = (line) => console.error(line),
): Promise<RemoveOutcome> {
  const slug = form.get(REMOVE_SLUG_FIELD);
  if (typeof slug !== 'string' || slug.trim() === '') return { kind: 'redirect', location: back };
  try {
    await api.removeFavorite(list.kind, slug.trim());
    return { kind: 'redirect', location: back };
  } catch (error) {
    log(`favorites: remove ${list.kind} "${slug}" failed: ${(error as Error).message}`);
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
  url: URL,
  member: SignedInMember | null,
  params: Readonly<Record<string, string>>,
  list: FavoriteList,
): Promise<Extract<RemoveOutcome, { kind: 'redirect' }> | FavoritesView> {
  if (!member) return { kind: 'view', status: 200, page: null, failure: null };
  let failure: string | null = null;
  if (request.method === 'POST') {
    const form = await request.formData().catch(() => new FormData());
    const outcome = await handleRemove(form, member.api, list, url.pathname + url.search);
    if (outcome.kind === 'redirect') return outcome;
    failure = outcome.message;
  }
  const loaded = await fetched(`favorites ${list.kind}`, () => member.api.favorites(list.kind, pageParam(params)));
  if (!loaded.ok) return { kind: 'view', status: UPSTREAM_FAILED_STATUS, page: null, failure: failure ?? list.loadFailed };
  return { kind: 'view', status: failure ? UPSTREAM_FAILED_STATUS : 200, page: loaded.value, failure };
}
