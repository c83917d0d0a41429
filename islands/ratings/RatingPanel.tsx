import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { RatingPart, UserVideoRatings } from '../../src/features/ratings/rating-rules.ts';
import RatingRow from './RatingRow.tsx';
import { createRatingStore, type RatingRow as Row } from './store.ts';
import { withErrorBoundary } from '../shell/error-screen/ErrorBoundary.tsx';
import { useHydrated } from '../shell/hydration/use-hydrated.ts';

export interface RatingPanelProps {
  videoId: number;
  parts: readonly RatingPart[];
  /** The member's ratings when the page was rendered. */
  initial: UserVideoRatings;
}

/**
 * The member's rating of a video (membership spec sections 5 and 9): the overall rating out of 10
 * first, then each part out of 5, each once. A press sends the rating (with the recommId of the query
 * or local storage) and shows what the member gave, or the refusal beside the part: the store
 * (store.ts) decides, this renders its rows. Until it has hydrated its buttons are disabled: without
 * script the page shows the ratings, never a dead button.
 */
function RatingPanel({ videoId, parts, initial }: RatingPanelProps) {
  const [store] = useState(() => createRatingStore({ videoId, parts, initial }));
  const { overall, properties, models } = useStore(store.$rows);
  const busy = useStore(store.$busy);
  const hydrated = useHydrated();

  const row = ({ type, slug, ...shown }: Row) => (
    <RatingRow key={`${type}:${slug}`} {...shown} disabled={!hydrated || busy} onRate={(rating) => void store.rate(type, slug, rating)} />
  );
  return (
    <section aria-labelledby="your-rating" className="grid gap-4" data-member-rating aria-busy={busy}>
      <h2 id="your-rating" className="m-0 font-heading text-2xl">Your rating</h2>
      {row(overall)}
      {properties.length > 0 && <h3 className="m-0 text-lg">The scene</h3>}
      {properties.map(row)}
      {models.length > 0 && <h3 className="m-0 text-lg">The performers</h3>}
      {models.map(row)}
    </section>
  );
}

// A crash inside shows the error screen over the page instead of leaving a dead island (browsing spec section 2).
export default withErrorBoundary(RatingPanel);
