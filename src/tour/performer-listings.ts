import type { Performer } from '../catalogue/schemas.ts';
import type { CatalogueIndex } from './catalogue-index.ts';
import {
  DEFAULT_PERFORMERS_GENDER,
  DEFAULT_PERFORMERS_ORDER,
  isPrerenderedPerformerOrder,
  PERFORMER_GENDERS,
  PRERENDERED_PERFORMER_ORDERS,
  performersBase,
  performersQuery,
  SEX_OF_GENDER,
  type PerformerGender,
  type PrerenderedPerformerOrder,
} from './listing-variants.ts';

/** One order and gender of `/performers`: where its pages live and how its public URL reads. */
export interface PerformerListingKind {
  order: PrerenderedPerformerOrder;
  gender: PerformerGender;
  /** Where its pages live as static files. */
  base: string;
  /** The query of its public URL (`/performers?…`). */
  query: Record<string, string>;
}

/** A kind of `/performers` with its performers, in its order. */
export interface PerformerListingVariant {
  kind: PerformerListingKind;
  performers: readonly Performer[];
}

/** Every order and gender of `/performers` a build writes, the default one first: the same for any catalogue. */
export function performerListingKinds(facetedSearch: boolean): PerformerListingKind[] {
  return PRERENDERED_PERFORMER_ORDERS.flatMap((order) =>
    PERFORMER_GENDERS.map((gender) => ({
      order,
      gender,
      base: performersBase(order, gender),
      // Faceted tenants spell the gender as the sex facet too, so links land without a redirect.
      query: { ...performersQuery(order, gender), ...(facetedSearch ? { sex: SEX_OF_GENDER[gender] } : {}) },
    })),
  );
}

/** Every variant of `/performers` a build writes, with its performers; the default one first. */
export function performerListingVariants(index: CatalogueIndex, facetedSearch: boolean): PerformerListingVariant[] {
  return performerListingKinds(facetedSearch).map((kind) => ({ kind, performers: index.performersBy(kind.order, SEX_OF_GENDER[kind.gender]) }));
}

/** "Performers", or e.g. "Male performers by name" for a variant. */
export function performerListingHeading(order: PrerenderedPerformerOrder, gender: PerformerGender): string {
  const who = gender === 'guys' ? 'Male performers' : 'Performers';
  return order === 'name' ? `${who} by name` : who;
}

/**
 * A filtered /performers page's heading: that of the list it narrows where it has one (an order of
 * the lists, one gender ticked), so "Male performers by name" stays so with a hair colour ticked;
 * otherwise the default list's, "Performers".
 */
export function filteredPerformersHeading(order: string, sexes: readonly string[]): string {
  const [sex, ...more] = sexes;
  const gender = more.length === 0 ? PERFORMER_GENDERS.find((one) => SEX_OF_GENDER[one] === sex) : undefined;
  return performerListingHeading(isPrerenderedPerformerOrder(order) ? order : DEFAULT_PERFORMERS_ORDER, gender ?? DEFAULT_PERFORMERS_GENDER);
}
