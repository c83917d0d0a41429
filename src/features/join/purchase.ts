import { z } from 'zod';
import { formatMoney } from '../../membership/money.ts';
import { formatDate } from '../../tour/format.ts';
import { creditsText } from '../unlock/unlock-video.ts';
import { parseCookieJson, WELCOME_COOKIE } from './welcome.ts';

/**
 * What an approved join bought, as the biller charged it (billing.graphql Purchase): what the
 * welcome confirms on the new member's first page. The site keeps it beside the welcome data for
 * the hour the welcome lasts, in an HttpOnly cookie only its server reads.
 */
export const purchaseSchema = z.object({
  name: z.string().min(1).max(120),
  amount: z.number().nonnegative(),
  currency: z.string().length(3),
  trial: z.boolean(),
  payPerVideoCredits: z.number().int().nonnegative(),
  nextCharge: z.object({ amount: z.number().nonnegative(), currency: z.string().length(3), dueAt: z.iso.datetime({ offset: true }) }),
});
export type Purchase = z.infer<typeof purchaseSchema>;

/** Kept as long as the welcome data it goes with. */
export const PURCHASE_COOKIE = { name: 'welcome_purchase', maxAgeSeconds: WELCOME_COOKIE.maxAgeSeconds } as const;

/** The purchase a cookie's value holds, or null when there is none or it is not one. */
export function parsePurchase(value: string | undefined): Purchase | null {
  return parseCookieJson(purchaseSchema, value);
}

/** The welcome's words for a purchase: a heading, then what was paid, what comes with it, and the next charge. */
export interface PurchaseConfirmation {
  heading: string;
  lines: string[];
}

/**
 * What a paying customer wants to read first: that the payment went through, for what, what the
 * deal includes, and when the card is charged next (and that cancelling before stops it).
 */
export function purchaseConfirmation(purchase: Purchase, brand: string, locale: string): PurchaseConfirmation {
  const next = purchase.nextCharge;
  return {
    heading: `Welcome to ${brand}!`,
    lines: [
      `Payment confirmed: ${purchase.name}, ${formatMoney(purchase.amount, purchase.currency)}.`,
      ...(purchase.payPerVideoCredits > 0 ? [`Your trial comes with ${creditsText(purchase.payPerVideoCredits)}: each unlocks one ${brand} video of your choice.`] : []),
      `Next charge: ${formatMoney(next.amount, next.currency)} on ${formatDate(next.dueAt, locale)}, unless you cancel before then from your account page.`,
    ],
  };
}
