import {
  DEFAULT_PERFORMERS_GENDER,
  DEFAULT_PERFORMERS_ORDER,
  FACETED_DEFAULT_SEX,
  isPerformerGender,
  PERFORMER_GENDERS,
  SEX_OF_GENDER,
  type PerformerGender,
  type PerformerOrder,
} from '../routing/rules/listing.ts';
import { PERFORMERS_PATH } from '../routing/paths.ts';

export { DEFAULT_PERFORMERS_GENDER, DEFAULT_PERFORMERS_ORDER, FACETED_DEFAULT_SEX, isPerformerGender, PERFORMER_GENDERS, SEX_OF_GENDER, type PerformerGender };

/**
 * The performer orders built as static files, the spec's default first; every gender is built.
 * Another order the upstream knows (`newest`) is rendered on the server.
 */
export const PRERENDERED_PERFORMER_ORDERS = [DEFAULT_PERFORMERS_ORDER, 'name'] as const satisfies readonly PerformerOrder[];
export type PrerenderedPerformerOrder = (typeof PRERENDERED_PERFORMER_ORDERS)[number];

export function isPrerenderedPerformerOrder(value: string): value is PrerenderedPerformerOrder {
  return (PRERENDERED_PERFORMER_ORDERS as readonly string[]).includes(value);
}

/** Base path of a performer listing variant: the default one at `/performers`. */
export function performersBase(order: PrerenderedPerformerOrder, gender: PerformerGender): string {
  return order === DEFAULT_PERFORMERS_ORDER && gender === DEFAULT_PERFORMERS_GENDER ? PERFORMERS_PATH : `${PERFORMERS_PATH}/${order}/${gender}`;
}

/** The query of a variant's public URL: only what differs from the defaults. */
export function performersQuery(order: PrerenderedPerformerOrder, gender: PerformerGender): Record<string, string> {
  return {
    ...(order === DEFAULT_PERFORMERS_ORDER ? {} : { order }),
    ...(gender === DEFAULT_PERFORMERS_GENDER ? {} : { gender }),
  };
}
