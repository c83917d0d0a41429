import { formatRunLength } from '../../src/tour/format.ts';

/** A media time as the player shows it, "0:07" or "1:02:05": whole seconds, never negative or NaN. */
export function clock(seconds: number): string {
  return formatRunLength(Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0);
}
