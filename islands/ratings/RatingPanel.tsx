import { useId, useState } from 'react';
import {
  GLOBAL_SLUG,
  givenRating,
  RATING_MESSAGES,
  ratingMax,
  ratingRefusal,
  type RatingType,
  type UserVideoRatings,
} from '../../src/features/ratings/rating-rules.ts';
import { recommIdOnPage } from '../recommendations/recomm-ids.ts';
import { showFlash } from '../shell/flash/store.ts';
import { sendRating } from './send-rating.ts';
import { withErrorBoundary } from '../error-screen/ErrorBoundary.tsx';
import { useHydrated } from '../shell/hydration/use-hydrated.ts';

/** A part of the video the member may rate after the overall rating: a rating property or a performer. */
export interface RatingPart {
  type: Exclude<RatingType, 'global'>;
  slug: string;
  name: string;
  /** What a rating property means (src/features/ratings/tooltips.ts); performers have none. */
  tooltip?: string | undefined;
}

export interface RatingPanelProps {
  videoId: number;
  parts: readonly RatingPart[];
  /** The member's ratings when the page was rendered. */
  initial: UserVideoRatings;
}

const keyOf = (type: RatingType, slug: string) => `${type}:${slug}`;

/**
 * The member's rating of a video (membership spec sections 5 and 9): the overall rating out of 10
 * first, then each part out of 5, each once. A press sends the rating (with the recommId of the query
 * or local storage) and shows what the member gave, or the refusal beside the part. Until it has
 * hydrated its buttons are disabled: without script the page shows the ratings, never a dead button.
 */
function RatingPanel({ videoId, parts, initial }: RatingPanelProps) {
  const [ratings, setRatings] = useState(initial);
  const hydrated = useHydrated();
  const [pending, setPending] = useState<string | null>(null);
  const [messages, setMessages] = useState<Readonly<Record<string, string>>>({});

  async function rate(type: RatingType, slug: string, rating: number) {
    const key = keyOf(type, slug);
    const refusal = ratingRefusal({ type, slug, rating }, ratings);
    if (refusal) {
      setMessages((shown) => ({ ...shown, [key]: RATING_MESSAGES[refusal] }));
      return;
    }
    setPending(key);
    setMessages((shown) => ({ ...shown, [key]: '' }));
    const answer = await sendRating({ videoId, type, slug, rating, recommId: recommIdOnPage({ kind: 'video', id: videoId }) });
    if (answer.ok) setRatings(answer.ratings);
    // Membership spec section 8: a failed rating update flashes; a refusal stays beside the part.
    else if (answer.refused) setMessages((shown) => ({ ...shown, [key]: answer.message }));
    else showFlash({ type: 'error', message: answer.message });
    setPending(null);
  }

  const row = (type: RatingType, slug: string, name: string, tooltip?: string) => (
    <RatingRow
      key={keyOf(type, slug)}
      name={name}
      tooltip={tooltip}
      max={ratingMax(type)}
      given={givenRating(ratings, type, slug)}
      disabled={!hydrated || pending !== null}
      message={messages[keyOf(type, slug)] ?? ''}
      onRate={(rating) => void rate(type, slug, rating)}
    />
  );
  const properties = parts.filter((part) => part.type === 'property');
  const models = parts.filter((part) => part.type === 'model');
  return (
    <section aria-labelledby="your-rating" className="grid gap-4" data-member-rating aria-busy={pending !== null}>
      <h2 id="your-rating" className="m-0 font-heading text-2xl">Your rating</h2>
      {row('global', GLOBAL_SLUG, 'Overall rating')}
      {properties.length > 0 && <h3 className="m-0 text-lg">The scene</h3>}
      {properties.map((part) => row(part.type, part.slug, part.name, part.tooltip))}
      {models.length > 0 && <h3 className="m-0 text-lg">The performers</h3>}
      {models.map((part) => row(part.type, part.slug, part.name, part.tooltip))}
    </section>
  );
}

interface RatingRowProps {
  name: string;
  tooltip?: string | undefined;
  max: number;
  given: number | null;
  disabled: boolean;
  message: string;
  onRate: (rating: number) => void;
}

function RatingRow({ name, tooltip, max, given, disabled, message, onRate }: RatingRowProps) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={`${id}-name`} aria-describedby={tooltip ? `${id}-tip` : undefined} className="grid gap-1" data-rating-part={name}>
      <span id={`${id}-name`} className="font-semibold">{name}</span>
      {tooltip && <span id={`${id}-tip`} className="text-sm text-muted">{tooltip}</span>}
      {given !== null ? (
        <p className="m-0" data-rated>You rated it {given} out of {max}.</p>
      ) : (
        <div className="flex flex-wrap gap-1">
          {Array.from({ length: max }, (_, i) => i + 1).map((value) => (
            <button
              key={value}
              type="button"
              className="rating-choice"
              aria-label={`${value} out of ${max}`}
              disabled={disabled}
              onClick={() => onRate(value)}
            >
              {value}
            </button>
          ))}
        </div>
      )}
      {message !== '' && <p role="alert" className="m-0 text-sm" data-rating-message>{message}</p>}
    </div>
  );
}

// A crash inside shows the error screen over the page instead of leaving a dead island (issue 11).
export default withErrorBoundary(RatingPanel);
