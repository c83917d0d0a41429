/**
 * A price as the site shows it, e.g. "$29.95" (en-US, the currency's own symbol). One formatter per
 * currency, kept: building an Intl.NumberFormat costs far more than formatting with one, and a
 * member's page or modal formats several prices.
 */
const formats = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: number, currency: string): string {
  let format = formats.get(currency);
  if (!format) formats.set(currency, (format = new Intl.NumberFormat('en-US', { style: 'currency', currency })));
  return format.format(amount);
}
