/*
 * How the holes of one page come out of their render (src/pages/holes.astro): after a start mark,
 * each hole's HTML followed by a boundary. Whatever Astro writes before the first element of a page
 * without a head (its stylesheet links) comes before the start mark and is dropped: the shell's head
 * links the one stylesheet already.
 */
export const HOLES_START = '<holes-render></holes-render>';
export const HOLE_BOUNDARY = '<!--hole-boundary-->';

/** The holes' HTML after the start mark, or null when the output is not the holes' (a page that crashed renders the error screen). */
export function afterStart(output: string): string | null {
  const start = output.indexOf(HOLES_START);
  return start === -1 ? null : output.slice(start + HOLES_START.length);
}

/** Each of `count` holes' HTML, each followed by a boundary in `html`; null when they are not all there. */
export function splitHoles(html: string, count: number): string[] | null {
  const parts = html.split(HOLE_BOUNDARY);
  // The last boundary is followed by nothing of the holes'.
  return parts.length === count + 1 ? parts.slice(0, count) : null;
}
