import { DEFAULT_PERFORMERS_GENDER, DEFAULT_PERFORMERS_ORDER, FACETED_DEFAULT_SEX } from '../routing/rules/listing.ts';

export { DEFAULT_PERFORMERS_GENDER, DEFAULT_PERFORMERS_ORDER, FACETED_DEFAULT_SEX };

/** Performer listing orders built as static files; the first is the spec's default. */
export const PERFORMER_ORDERS = [DEFAULT_PERFORMERS_ORDER, 'name'] as const;
export type PerformerOrder = (typeof PERFORMER_ORDERS)[number];
/** Performer listing genders built as static files, after the video filters' girls and guys. */
export const PERFORMER_GENDERS = [DEFAULT_PERFORMERS_GENDER, 'guys'] as const;
export type PerformerGender = (typeof PERFORMER_GENDERS)[number];
/** The faceted spelling of each gender (the `sex` facet). */
export const SEX_OF_GENDER = { girls: FACETED_DEFAULT_SEX, guys: 'M' } as const satisfies Record<PerformerGender, string>;

export function isPerformerOrder(value: string): value is PerformerOrder {
  return (PERFORMER_ORDERS as readonly string[]).includes(value);
}
export function isPerformerGender(value: string): value is PerformerGender {
  return (PERFORMER_GENDERS as readonly string[]).includes(value);
}

/** Base path of a performer listing variant: the default one at `/performers`. */
export function performersBase(order: PerformerOrder, gender: PerformerGender): string {
  return order === DEFAULT_PERFORMERS_ORDER && gender === DEFAULT_PERFORMERS_GENDER ? '/performers' : `/performers/${order}/${gender}`;
}

/** The query of a variant's public URL: only what differs from the defaults. */
export function performersQuery(order: PerformerOrder, gender: PerformerGender): Record<string, string> {
  return {
    ...(order === DEFAULT_PERFORMERS_ORDER ? {} : { order }),
    ...(gender === DEFAULT_PERFORMERS_GENDER ? {} : { gender }),
  };
}
