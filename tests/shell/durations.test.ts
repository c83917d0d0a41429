import { describe, expect, it } from 'vitest';
import { daysInMs, daysInSeconds, ONE_DAY_MS, SIX_HOURS_DAYS } from '../../src/shell/durations.ts';

describe("the spec's units of time (section 9)", () => {
  it.each([
    ['one day', ONE_DAY_MS, 86_400_000],
    ['six hours, 0.25 days, in ms', daysInMs(SIX_HOURS_DAYS), 21_600_000],
    ['six hours in seconds', daysInSeconds(SIX_HOURS_DAYS), 21_600],
    ['the recent-content window, 14 days (12096e5 ms)', daysInMs(14), 12096e5],
  ])('%s is %d', (_name, value, expected) => {
    expect(value).toBe(expected);
  });
});
