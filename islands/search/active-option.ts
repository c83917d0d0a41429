/**
 * The suggestion an arrow key makes active (WAI-ARIA's listbox): the next or the previous one,
 * wrapping at either end; from none, Down starts at the first and Up at the last.
 */
export function stepActive(active: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (active < 0 || active >= count) return step === 1 ? 0 : count - 1;
  return (active + step + count) % count;
}
