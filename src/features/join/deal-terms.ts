import { formatMoney } from '../../membership/money.ts';
import { creditsText } from '../unlock/unlock-video.ts';
import type { JoinOption } from './join-option.ts';

/**
 * A deal in the words the join form shows it: what is charged now and then, and what a trial comes
 * with, so the visitor knows what the card will pay before they type it.
 */
type DealTerms = Pick<JoinOption, 'name' | 'price' | 'rebillPrice' | 'currency' | 'periodDays' | 'rebillPeriodDays' | 'trial' | 'payPerVideoCredits'>;

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** The deal's line among the choices: "Aurora Nights, 2-day trial: $1.00, then $29.95 every 30 days, with 5 pay-per-video credits". */
export function dealLabel(deal: DealTerms): string {
  const price = formatMoney(deal.price, deal.currency);
  const then = deal.trial ? `, then ${formatMoney(deal.rebillPrice, deal.currency)} every ${days(deal.rebillPeriodDays)}` : '';
  const credits = deal.payPerVideoCredits > 0 ? `, with ${creditsText(deal.payPerVideoCredits)}` : '';
  return `${deal.name}: ${price}${then}${credits}`;
}

/** What the card pays, said beside the payment button: "You pay $1.00 today for 2 days, then $29.95 every 30 days until you cancel." */
export function dealCharges(deal: DealTerms): string {
  const today = `You pay ${formatMoney(deal.price, deal.currency)} today`;
  const first = deal.trial ? ` for ${days(deal.periodDays)}` : '';
  return `${today}${first}, then ${formatMoney(deal.rebillPrice, deal.currency)} every ${days(deal.rebillPeriodDays)} until you cancel.`;
}
