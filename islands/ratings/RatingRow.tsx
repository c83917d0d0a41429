import { useId } from 'react';

/**
 * One part the member rates (the overall rating out of 10, a property or a performer out of 5): its
 * choices until it is rated, then what the member gave; a refusal beside it. The rating panel's rows
 * and a reel's overall rating (islands/reels) are each one of these.
 */
interface RatingRowProps {
  name: string;
  tooltip?: string | undefined;
  max: number;
  given: number | null;
  disabled: boolean;
  message: string;
  onRate: (rating: number) => void;
  /** Narrower choices, on one line of a reel's width. */
  compact?: boolean | undefined;
}

export default function RatingRow({ name, tooltip, max, given, disabled, message, onRate, compact = false }: RatingRowProps) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={`${id}-name`} aria-describedby={tooltip ? `${id}-tip` : undefined} className="grid gap-1" data-rating-part={name}>
      <span id={`${id}-name`} className="font-semibold">{name}</span>
      {tooltip && <span id={`${id}-tip`} className="text-sm text-muted">{tooltip}</span>}
      {given !== null ? (
        <p className="m-0" data-rated>You rated it {given} out of {max}.</p>
      ) : (
        <div className={compact ? 'flex flex-wrap gap-0.5' : 'flex flex-wrap gap-1'}>
          {Array.from({ length: max }, (_, i) => i + 1).map((value) => (
            <button
              key={value}
              type="button"
              className={compact ? 'rating-choice-compact' : 'rating-choice'}
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
