/** "1:02:05" or "42:07" from a run length in seconds. */
export function formatRunLength(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}

/** Browsing spec section 9, date format 'MMMM DD, YYYY': full month name, two-digit day, full year. */
const RELEASE_DATE_FORMAT: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: '2-digit', timeZone: 'UTC' };
const formatters = new Map<string, Intl.DateTimeFormat>();
/**
 * Formatted dates, by locale and date: Intl's format costs microseconds each, and every card of every
 * page shows one. A catalogue has a few thousand release dates at most; the bound keeps it so.
 */
const formatted = new Map<string, string>();
const MAX_FORMATTED_DATES = 20_000;

/** An ISO release date ("2025-03-04") in the tenant's locale, e.g. "March 04, 2025" in en-US. */
export function formatReleaseDate(isoDate: string, locale: string): string {
  const key = `${locale}|${isoDate}`;
  const known = formatted.get(key);
  if (known !== undefined) return known;
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, RELEASE_DATE_FORMAT);
    formatters.set(locale, formatter);
  }
  const text = formatter.format(new Date(`${isoDate}T00:00:00Z`));
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
