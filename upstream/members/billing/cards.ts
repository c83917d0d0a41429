/**
 * The stand-in biller's test cards (listed in upstream/README.md). Any other number that
 * passes the Luhn check approves too, so a tester can type a card of their own; a number that fails
 * it is declined as a mistyped card.
 */
export const TEST_CARDS = {
  approves: '4242424242424242',
  declines: '4000000000000002',
  fails: '4000000000000119',
} as const;

/** The reason the declining card is refused with, shown to the buyer with a retry. */
export const DECLINE_REASONS = {
  insufficientFunds: 'Insufficient funds',
  invalidNumber: 'The card number is not valid',
  expired: 'The card has expired',
} as const;

/** The error code of a charge the processor could not complete (the join page shows it). */
export const PROCESSOR_ERROR_CODE = 'PROCESSOR_UNAVAILABLE';

export interface Card {
  number: string;
  /** "MM/YY" */
  expiry: string;
  cvc: string;
}

export type ChargeOutcome = { outcome: 'APPROVED' } | { outcome: 'DECLINED'; reason: string } | { outcome: 'FAILED'; code: string };

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Whether "MM/YY" names a month before `now`'s. */
function expired(expiry: string, now: Date): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry.trim());
  if (!match) return true;
  const year = 2000 + Number(match[2]);
  const month = Number(match[1]);
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}

/** Digits only: spaces and dashes as people type them are dropped. */
export const cardDigits = (number: string): string => number.replace(/[\s-]/g, '');

/** What the processor answers for one charge on `card` (pure: the same card always answers the same). */
export function chargeCard(card: Card, now: Date): ChargeOutcome {
  const digits = cardDigits(card.number);
  if (digits === TEST_CARDS.fails) return { outcome: 'FAILED', code: PROCESSOR_ERROR_CODE };
  if (digits === TEST_CARDS.declines) return { outcome: 'DECLINED', reason: DECLINE_REASONS.insufficientFunds };
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits) || !/^\d{3,4}$/.test(card.cvc.trim())) return { outcome: 'DECLINED', reason: DECLINE_REASONS.invalidNumber };
  if (expired(card.expiry, now)) return { outcome: 'DECLINED', reason: DECLINE_REASONS.expired };
  return { outcome: 'APPROVED' };
}
