import { computed, map, task, type MapStore, type ReadableAtom } from 'nanostores';
import {
  GLOBAL_SLUG,
  givenRating,
  RATING_MESSAGES,
  ratingMax,
  ratingRefusal,
  type RatingPart,
  type RatingType,
  type UserVideoRatings,
} from '../../src/features/ratings/rating-rules.ts';
import type { FlashInput } from '../../src/shell/flash/flash.ts';
import { recommIdOnPage } from '../recommendations/recomm-ids.ts';
import { showFlash } from '../shell/flash/store.ts';
import { sendRating, type RatingAnswer, type RatingInput } from './send-rating.ts';

export interface RatingState {
  /** The member's ratings as last known: the page's, then each answer's. */
  ratings: UserVideoRatings;
  /** The part whose rating is being sent; null when none is. */
  pending: string | null;
  /** The refusal shown beside each part, by part. */
  messages: Readonly<Record<string, string>>;
}

/** One row of the panel: a part, what it is rated out of, what the member gave, and the refusal beside it. */
export interface RatingRow {
  type: RatingType;
  slug: string;
  name: string;
  tooltip?: string | undefined;
  max: number;
  given: number | null;
  message: string;
}

/** The panel's rows: the overall rating, then the scene's properties, then the performers. */
export interface RatingRows {
  overall: RatingRow;
  properties: RatingRow[];
  models: RatingRow[];
}

export interface RatingStore {
  $rating: MapStore<RatingState>;
  $rows: ReadableAtom<RatingRows>;
  /** Whether a rating is being sent: the panel takes no other until it is answered. */
  $busy: ReadableAtom<boolean>;
  /** The member's press: the refusal the page can tell at once, or the rating sent and its answer shown. */
  rate: (type: RatingType, slug: string, rating: number) => Promise<void>;
}

/** What the store asks of the page: the Action, the recommId of the query or local storage, and the flash of a failure. */
export interface RatingCalls {
  send: (input: RatingInput) => Promise<RatingAnswer>;
  recommId: (videoId: number) => string | null;
  flash: (input: FlashInput) => unknown;
}

const PAGE_CALLS: RatingCalls = {
  send: (input) => sendRating(input),
  recommId: (videoId) => recommIdOnPage({ kind: 'video', id: videoId }),
  flash: showFlash,
};

/** What a row rates: the overall rating, or a part. */
type Rated = Pick<RatingRow, 'type' | 'slug' | 'name' | 'tooltip'>;
const OVERALL: Rated = { type: 'global', slug: GLOBAL_SLUG, name: 'Overall rating' };

/** A part's key in `pending` and `messages`. */
export const partKey = (type: RatingType, slug: string): string => `${type}:${slug}`;

/**
 * The member's rating of one video (membership spec sections 5, 8 and 9): the overall rating out of
 * 10 first, then each part out of 5, each once. A refusal the page can tell (overall first, already
 * rated) shows beside the part without asking the server; the server's refusal shows there too, and
 * a failed update flashes. One store per mounted panel, seeded with the ratings the page had.
 */
export function createRatingStore(
  { videoId, parts, initial }: { videoId: number; parts: readonly RatingPart[]; initial: UserVideoRatings },
  calls: RatingCalls = PAGE_CALLS,
): RatingStore {
  const $rating = map<RatingState>({ ratings: initial, pending: null, messages: {} });

  const $rows = computed($rating, ({ ratings, messages }) => {
    const row = ({ type, slug, name, tooltip }: Rated): RatingRow => ({
      type,
      slug,
      name,
      tooltip,
      max: ratingMax(type),
      given: givenRating(ratings, type, slug),
      message: messages[partKey(type, slug)] ?? '',
    });
    return {
      overall: row(OVERALL),
      properties: parts.filter((part) => part.type === 'property').map(row),
      models: parts.filter((part) => part.type === 'model').map(row),
    };
  });

  const $busy = computed($rating, ({ pending }) => pending !== null);
  const tell = (key: string, message: string) => $rating.setKey('messages', { ...$rating.get().messages, [key]: message });

  return {
    $rating,
    $rows,
    $busy,
    rate: (type, slug, rating) =>
      task(async () => {
        const key = partKey(type, slug);
        const refusal = ratingRefusal({ type, slug, rating }, $rating.get().ratings);
        if (refusal) return tell(key, RATING_MESSAGES[refusal]);
        $rating.set({ ...$rating.get(), pending: key, messages: { ...$rating.get().messages, [key]: '' } });
        const answer = await calls.send({ videoId, type, slug, rating, recommId: calls.recommId(videoId) });
        if (answer.ok) $rating.setKey('ratings', answer.ratings);
        // Membership spec section 8: a failed rating update flashes; a refusal stays beside the part.
        else if (answer.refused) tell(key, answer.message);
        else calls.flash({ type: 'error', message: answer.message });
        $rating.setKey('pending', null);
      }),
  };
}
