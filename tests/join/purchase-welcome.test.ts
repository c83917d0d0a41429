import { describe, expect, it } from 'vitest';
import { dealCharges, dealLabel } from '../../src/features/join/deal-terms.ts';
import { parsePurchase, purchaseConfirmation, type Purchase } from '../../src/features/join/purchase.ts';

const TRIAL: Purchase = {
  name: 'Aurora Nights, 2-day trial',
  amount: 1,
  currency: 'USD',
  trial: true,
  payPerVideoCredits: 5,
  nextCharge: { amount: 29.95, currency: 'USD', dueAt: '2026-12-03T10:15:00.000Z' },
};
const MONTHLY: Purchase = { ...TRIAL, name: 'Aurora Nights, monthly', amount: 29.95, trial: false, payPerVideoCredits: 0, nextCharge: { ...TRIAL.nextCharge, dueAt: '2027-01-01T10:15:00.000Z' } };

describe('the welcome that confirms a purchase: what was bought, what it includes, the next charge', () => {
  it.each<[string, Purchase, string[]]>([
    [
      'a trial: the price paid, its credits, and the rebill after its days',
      TRIAL,
      [
        'Payment confirmed: Aurora Nights, 2-day trial, $1.00.',
        'Your trial comes with 5 pay-per-video credits: each unlocks one Aurora Nights video of your choice.',
        'Next charge: $29.95 on December 03, 2026, unless you cancel before then from your account page.',
      ],
    ],
    [
      'a membership: the price paid and the next month',
      MONTHLY,
      ['Payment confirmed: Aurora Nights, monthly, $29.95.', 'Next charge: $29.95 on January 01, 2027, unless you cancel before then from your account page.'],
    ],
  ])('%s', (_case, purchase, lines) => {
    expect(purchaseConfirmation(purchase, 'Aurora Nights', 'en-US')).toEqual({ heading: 'Welcome to Aurora Nights!', lines });
  });

  it('reads back only a purchase it kept: anything else in the cookie welcomes no one', () => {
    expect(parsePurchase(JSON.stringify(TRIAL))).toEqual(TRIAL);
    for (const value of [undefined, '', 'not json', '{}', JSON.stringify({ ...TRIAL, amount: -1 }), JSON.stringify({ ...TRIAL, nextCharge: { ...TRIAL.nextCharge, dueAt: 'soon' } })]) {
      expect(parsePurchase(value)).toBeNull();
    }
  });
});

describe('a deal in the join form: what the card pays before it is typed', () => {
  const trial = { name: 'Aurora Nights, 2-day trial', price: 1, rebillPrice: 29.95, currency: 'USD', periodDays: 2, rebillPeriodDays: 30, trial: true, payPerVideoCredits: 5 };
  const yearly = { ...trial, name: 'Aurora Nights, yearly', price: 99.96, rebillPrice: 99.96, periodDays: 365, rebillPeriodDays: 365, trial: false, payPerVideoCredits: 0 };
  it.each([
    [trial, 'Aurora Nights, 2-day trial: $1.00, then $29.95 every 30 days, with 5 pay-per-video credits', 'You pay $1.00 today for 2 days, then $29.95 every 30 days until you cancel.'],
    [yearly, 'Aurora Nights, yearly: $99.96', 'You pay $99.96 today, then $99.96 every 365 days until you cancel.'],
  ])('%o', (deal, label, charges) => {
    expect(dealLabel(deal)).toBe(label);
    expect(dealCharges(deal)).toBe(charges);
  });
});
