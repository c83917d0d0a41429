import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { UserVideoRatings } from '../../src/features/ratings/rating-rules.ts';
import { withErrorBoundary } from '../shell/error-screen/ErrorBoundary.tsx';
import RatingRow from '../ratings/RatingRow.tsx';
import { createRatingStore } from '../ratings/store.ts';
import { useHydrated } from '../shell/hydration/use-hydrated.ts';

export interface ReelRatingProps {
  videoId: number;
  title: string;
  /** The member's ratings of the reel's video when the page was rendered. */
  initial: UserVideoRatings;
}

/**
 * A reel's rating (membership spec section 3: "Reel tracking events: view, rating, add or delete
 * bookmark, purchase"): the member's overall rating of the reel's video, out of 10, once, the same
 * rating as on the video page. It goes through the ratings Action with the reel's recommId, and the
 * gateway passes it on to the recommender as its rating event (section 7 names no reel path for
 * ratings, as it does for the other reel events). The parts after the overall rating are the video
 * page's.
 */
function ReelRating({ videoId, title, initial }: ReelRatingProps) {
  const [store] = useState(() => createRatingStore({ videoId, parts: [], initial }));
  const { overall } = useStore(store.$rows);
  const busy = useStore(store.$busy);
  const hydrated = useHydrated();
  const { type, slug, ...shown } = overall;
  return (
    <div aria-busy={busy} data-reel-rating>
      <RatingRow {...shown} name={`Your rating of ${title}`} compact disabled={!hydrated || busy} onRate={(rating) => void store.rate(type, slug, rating)} />
    </div>
  );
}

// A crash inside shows the error screen over the page instead of leaving a dead island (browsing spec section 2).
export default withErrorBoundary(ReelRating);
