/**
 * Browsing spec section 9: "promo banner height 3.4 small and 6.2 large", in rem: the small height up
 * to the large breakpoint (1024px, where the spec's large types begin), the large one from there.
 * uno.config.ts builds the `promo-banner` shortcut from these, so the heights live here once.
 */
export const PROMO_BANNER_HEIGHT_REM = { small: 3.4, large: 6.2 } as const;
