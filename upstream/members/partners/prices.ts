/** The stand-in's partner one-click offer: what a deal's one-click and the outgoing upsell charge. */
export const UPSELL_INITIAL_PRICE_USD = 1;
export const UPSELL_RECURRING_PRICE_USD = 29.95;
export const UPSELL_REBILL_DAYS = 30;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The confirmation modal's prices, ready to show. */
export const UPSELL_PRICE = {
  initial: usd.format(UPSELL_INITIAL_PRICE_USD),
  recurring: `${usd.format(UPSELL_RECURRING_PRICE_USD)} every ${UPSELL_REBILL_DAYS} days`,
} as const;
