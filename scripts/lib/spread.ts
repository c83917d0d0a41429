/** The median of a benchmark's rounds and how far they spread: one round is too noisy to judge. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spreadOf(values: readonly number[]): Spread {
  if (values.length === 0) throw new Error('No rounds to summarise.');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  /* eslint-disable @typescript-eslint/no-non-null-assertion -- indices inside a non-empty array */
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]! };
  /* eslint-enable @typescript-eslint/no-non-null-assertion */
}

/** `0.52 (0.47–0.58)`: the median, then the lowest and highest round. */
export function formatSpread({ median, min, max }: Spread, format: (n: number) => string): string {
  return min === max ? format(median) : `${format(median)} (${format(min)}–${format(max)})`;
}
