/**
 * Browsing spec section 9's breakpoints, in CSS pixels, each once: UnoCSS's screens are built from
 * them (uno.config.ts: xs, sm, md, lg, boundary, xl, 2xl), and so are the page's widest box (boundary) and
 * every `media` or `sizes` the markup writes. "Mobile types: xsmall, small; large types: xlarge,
 * large, huge, boundary": medium, from 768 px, stands between. Pure, no imports: the config reads it.
 */
export const BREAKPOINTS_PX = {
  xsmall: 360,
  small: 480,
  medium: 768,
  large: 1024,
  xlarge: 1285,
  huge: 1920,
  boundary: 1248,
} as const;
export type Breakpoint = keyof typeof BREAKPOINTS_PX;

/**
 * UnoCSS's screen names for the spec's breakpoints, in ascending order (the order UnoCSS writes their
 * media queries in). The boundary is the page's width and a screen too: the header's member name
 * shows from it.
 */
export const SCREENS = {
  xs: `${BREAKPOINTS_PX.xsmall}px`,
  sm: `${BREAKPOINTS_PX.small}px`,
  md: `${BREAKPOINTS_PX.medium}px`,
  lg: `${BREAKPOINTS_PX.large}px`,
  boundary: `${BREAKPOINTS_PX.boundary}px`,
  xl: `${BREAKPOINTS_PX.xlarge}px`,
  '2xl': `${BREAKPOINTS_PX.huge}px`,
} as const;

/** The page box's side padding (container-page's): a picture as wide as the box is the boundary less twice this. */
export const PAGE_PADDING_REM = 1;

/** A media query from a breakpoint up. */
export function fromBreakpoint(name: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS_PX[name]}px)`;
}
