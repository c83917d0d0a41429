/** Restricted To Adults label: every page carries it so parental filters can block the site. */
export const RTA_LABEL = 'RTA-5042-1996-1400-1577-RTA';
/** The footer copyright starts in 2014 (browsing spec section 2). */
export const COPYRIGHT_START_YEAR = 2014;
/** Black theme colour for the browser chrome (browsing spec section 2, "Page head"). */
export const THEME_COLOUR = '#000000';

/**
 * What a signed-in member reads when the members area cannot tell who they are (the gateway down):
 * the page they asked for, as a visitor sees it, with this above it.
 */
export const MEMBER_UNAVAILABLE_NOTICE = 'We could not load your membership just now, so this is the page as visitors see it. Please try again in a moment.';

/** The footer's notice to the residents of a US state with a health warning (HEALTH_WARNING_STATES). */
export function regionalNotice(state: string): string {
  return `${state} residents: this website contains sexually explicit material intended for adults. Age verification applies in ${state}, and the state health warnings are shown before you enter.`;
}

/** The footer's copyright line, e.g. "© 2014–2026 Aurora Nights". */
export function copyrightLine(brand: string, now: Date): string {
  return `© ${COPYRIGHT_START_YEAR}–${now.getFullYear()} ${brand}. All rights reserved.`;
}
