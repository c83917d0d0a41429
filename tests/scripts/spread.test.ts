import { describe, expect, it } from 'vitest';
import { formatSpread, spreadOf } from '../../scripts/lib/spread.ts';

describe("a benchmark's rounds", () => {
  it.each([
    [[3], { median: 3, min: 3, max: 3 }],
    [[5, 1, 3], { median: 3, min: 1, max: 5 }],
    [[4, 1, 3, 2], { median: 2.5, min: 1, max: 4 }],
  ])('%j', (values, spread) => {
    expect(spreadOf(values)).toEqual(spread);
  });

  it('read as the median and the range', () => {
    expect(formatSpread(spreadOf([0.47, 0.52, 0.58]), (n) => n.toFixed(2))).toBe('0.52 (0.47–0.58)');
    expect(formatSpread(spreadOf([0.5]), (n) => n.toFixed(2))).toBe('0.50');
  });
});
