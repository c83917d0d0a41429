/** "1:02:05" or "42:07" from a run length in seconds. */
export function formatRunLength(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}

/**
 * Browsing spec section 9: "Date formats 'MMMM DD, YYYY' and 'MMM DD, YYYY'". The pattern fixes the
 * order (month, two-digit day, comma, year) whatever the tenant's locale, which names the month:
 * Intl's own order for en-GB would read "04 March 2025".
 */
export type DateStyle = 'long' | 'short';
const formatters = new Map<string, Intl.DateTimeFormat>();
/**
 * Formatted dates, by style, locale and date: Intl's format costs microseconds each, and every card of
 * every page shows one. A catalogue has a few thousand release dates at most; the bound keeps it so.
 */
const formatted = new Map<string, string>();
const MAX_FORMATTED_DATES = 20_000;

function formatterFor(style: DateStyle, locale: string): Intl.DateTimeFormat {
  const key = `${style}|${locale}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { year: 'numeric', month: style, day: '2-digit', timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** An ISO date or date-time in the spec's pattern: "March 04, 2025" (long) or "Mar 04, 2025" (short). */
export function formatDate(iso: string, locale: string, style: DateStyle = 'long'): string {
  // Only the UTC day shows: the date-times of one day (a member's notifications, gems) share an entry.
  const day = iso.length === 10 ? iso : new Date(iso).toISOString().slice(0, 10);
  const key = `${style}|${locale}|${day}`;
  const known = formatted.get(key);
  if (known !== undefined) return known;
  const parts = formatterFor(style, locale).formatToParts(new Date(`${day}T00:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  const text = `${part('month')} ${part('day')}, ${part('year')}`;
  if (formatted.size >= MAX_FORMATTED_DATES) formatted.clear();
  formatted.set(key, text);
  return text;
}

/** ISO 8601 duration ("PT1H2M5S") from seconds, as schema.org's `duration` wants it. */
export function isoDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const parts = `${h > 0 ? `${h}H` : ''}${m > 0 ? `${m}M` : ''}${s > 0 || (h === 0 && m === 0) ? `${s}S` : ''}`;
  return `PT${parts}`;
}
