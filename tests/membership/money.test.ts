import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/membership/money.ts';

describe('prices as the site shows them', () => {
  it.each<[number, string, string]>([
    [29.95, 'USD', '$29.95'],
    [1, 'USD', '$1.00'],
    [19.95, 'EUR', '€19.95'],
    [1234.5, 'USD', '$1,234.50'],
  ])('%s %s → %s', (amount, currency, text) => {
    expect(formatMoney(amount, currency)).toBe(text);
  });
});
