import type { HoleRequest } from '../../holes/hole-request.ts';
import { loadFavoriteButton, type FavoriteButtonProps } from '../favorites/favorite-button.hole.ts';
import { shelfHeading, type PageShelf, type ShelfPage } from './shelf.ts';
import { pageShelvesOf, withoutChannels, type ShelfPicks } from './shelves.server.ts';

export interface PageShelvesInput {
  page: ShelfPage;
  /** The category of a category's page: its slug, and its name for the heading. */
  tag?: { slug: string; name: string } | null | undefined;
  /** The performer whose page it is, left out of their own page's shelf. */
  performerId?: number | undefined;
  /** The channels the page lists itself (their slugs), not recommended again beside them. */
  exceptChannels?: readonly string[] | undefined;
}

/** One shelf of a page (src/features/recommendations/RecommendationShelf.astro). */
export interface ShelfProps {
  shelf: PageShelf;
  heading: string;
  picks: ShelfPicks;
  /** The favourite button of each recommended performer's card, by slug. */
  favorites: Readonly<Record<string, FavoriteButtonProps>>;
}

/** The recommendation shelves of a page (src/features/recommendations/PageShelves.astro): a member's only. */
export interface PageShelvesProps {
  shelves: ShelfProps[];
}

/**
 * The shelves of a member's home, category, channels or performer page (browsing spec section 6), as
 * their abilities name them, each with its picks, and the favourite buttons of the performers' cards.
 * A shelf the recommender cannot fill is left out (loadPageShelves).
 */
export async function loadPageShelves({ page, tag = null, performerId, exceptChannels = [] }: PageShelvesInput, request: HoleRequest): Promise<PageShelvesProps> {
  const context = request.locals?.context;
  if (!context) return { shelves: [] };
  const loaded = withoutChannels(await pageShelvesOf(context, { page, tag: tag?.slug ?? null, performerId }), exceptChannels);
  const brand = context.tenant.name;
  const shelves = await Promise.all(
    loaded.map(async ({ shelf, picks }) => {
      const performers = picks.kind === 'performers' ? picks.performers : [];
      const favorites = await Promise.all(
        performers.map(async (performer) => [
          performer.slug,
          await loadFavoriteButton({ subject: 'performer', slug: performer.slug, id: performer.performerId, name: performer.name, compact: true }, request),
        ] as const),
      );
      return { shelf, heading: shelfHeading(shelf, { brand, tag: tag?.name }), picks, favorites: Object.fromEntries(favorites) };
    }),
  );
  return { shelves };
}
