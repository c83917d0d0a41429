import type { HoleLoader } from '../../holes/hole-request.ts';
import { recommIdFromQuery } from '../recommendations/recomm-id.ts';
import { FAVORITE_FAILED_PARAM, FAVORITE_SUBJECTS, failedChange, failureOf, type FavoriteSubject } from './favorite-buttons.ts';
import { favoriteSlugs } from './favorite-state.server.ts';
import { favoriteList } from './favorites.ts';

/** A favourite button (src/features/favorites/FavoriteButton.astro): what it favourites, and its state for the member. */
export interface FavoriteButtonProps {
  subject: FavoriteSubject;
  slug: string;
  /** The videoId or performerId, for the recommender's bookmark event. */
  id: number;
  /** The item's name: a card's button says it (the page around a page's button already does). */
  name: string;
  /** A card's small heart, its words for screen readers only. */
  compact: boolean;
  /**
   * The member's: whether it is a favourite, where the form comes back to (this page, without a
   * failed change's mark), the recommId of the query that led here, and a failed change's message.
   * Null: no button at all (a visitor, a member without favourites or whose favourites cannot be
   * loaded: never a button that offers the wrong change).
   */
  state: { favourite: boolean; back: string; recommId: string; failure: string | null } | null;
}

export type FavoriteButtonInput = Omit<FavoriteButtonProps, 'state' | 'compact'> & { compact?: boolean | undefined };

export const loadFavoriteButton: HoleLoader<'favorite', FavoriteButtonProps> = async ({ subject, slug, id, name, compact }, { locals }) => {
  const item = { subject, slug, id, name, compact };
  const context = locals?.context;
  const member = context?.member ?? null;
  // On a favourites list its Remove form is the card's control: a heart beside it would say the same twice.
  if (!context || !member?.abilities.can('use', 'Favorites') || (compact && favoriteList(context.url.pathname) !== undefined)) return { ...item, state: null };
  const slugs = await favoriteSlugs(context, FAVORITE_SUBJECTS[subject].kind);
  if (!slugs) return { ...item, state: null };
  const here = new URL(context.url);
  const failed = failedChange(here.searchParams.get(FAVORITE_FAILED_PARAM));
  here.searchParams.delete(FAVORITE_FAILED_PARAM);
  return {
    ...item,
    state: {
      favourite: slugs.has(slug),
      back: `${here.pathname}${here.search}`,
      // The page's own item (not a card's) takes the recommId of the query that led here.
      recommId: compact ? '' : (recommIdFromQuery(here.searchParams) ?? ''),
      failure: failed?.subject === subject && failed.slug === slug ? failureOf(subject, failed.op) : null,
    },
  };
};
