import { z } from 'zod';
import { DEFAULT_PAGE, parsePage } from '../paging/index.ts';
import { DEFAULT_SEARCH_SIZE, MAX_PAGE_SIZE, MIN_PAGE_SIZE } from './page-size.ts';

/*
 * The building blocks of the pages' query schemas. A query reaches them as every value of every
 * name (`queryRecord`), so that a repeated name can never be taken for something it is not.
 */

/** Longest search text sent upstream; longer text is cut, not refused. */
export const MAX_SEARCH_LENGTH = 100;
/** At most this many values per facet are honoured; the rest are ignored. */
export const MAX_FACET_VALUES = 20;
/** Longest facet value honoured (slugs, site codes, years, age buckets). */
export const MAX_FACET_VALUE_LENGTH = 64;
/** What a facet value looks like upstream: "blonde", "AURORA", "2024", "40-plus". */
const FACET_VALUE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const WHOLE_NUMBER = /^\d+$/;

export type QueryRecord = Record<string, string[]>;

/** Every value of every name of a query string; `constructor` or `__proto__` are just names here. */
export function queryRecord(query: URLSearchParams): QueryRecord {
  const record: QueryRecord = Object.create(null) as QueryRecord;
  for (const [name, value] of query) (record[name] ??= []).push(value);
  return record;
}

/** The first value of a name, or undefined when absent. */
export const firstValue = z
  .array(z.string())
  .optional()
  .transform((values) => values?.[0]);

/** Search text: control characters dropped, spaces collapsed, trimmed and cut to length. */
export function cleanSearchText(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_SEARCH_LENGTH)
    .trim();
}

/** A whole number within bounds, or `fallback` for anything else. */
function boundedWhole(min: number, max: number, fallback: number) {
  return firstValue.transform((value) => {
    if (value === undefined || !WHOLE_NUMBER.test(value)) return fallback;
    const number = Number(value);
    return Number.isSafeInteger(number) && number >= min && number <= max ? number : fallback;
  });
}

/** `page`: the route rules already redirect invalid pages; a direct render falls back to page 1. */
export const pageValue = firstValue.transform((value) => parsePage(value ?? null) ?? DEFAULT_PAGE);
/** `size`: 1..60, else the default page size. */
export const sizeValue = boundedWhole(MIN_PAGE_SIZE, MAX_PAGE_SIZE, DEFAULT_SEARCH_SIZE);

/** A facet value as the upstream spells them, or false for junk. */
export function isFacetValue(value: string): boolean {
  return value.length <= MAX_FACET_VALUE_LENGTH && FACET_VALUE.test(value);
}

/**
 * A facet's values: repeated names (`a=x&a=y`, as checkboxes send them) or a comma list (`a=x,y`);
 * junk values are dropped, duplicates removed, and at most MAX_FACET_VALUES kept.
 */
export const facetValues = z
  .array(z.string())
  .optional()
  .transform((values = []) => {
    const kept = values.flatMap((value) => value.split(',')).map((value) => value.trim()).filter(isFacetValue);
    return [...new Set(kept)].slice(0, MAX_FACET_VALUES);
  });
