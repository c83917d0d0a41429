import { describe, expect, it } from 'vitest';
import { healthWarningRegionOf } from '../../src/features/health-warning/regions.ts';

/*
 * Security probe finding 9: `X-Visitor-Region: US-TX, US-CA` got no cover, as the whole value was
 * upper-cased and compared as one region. A list fails closed: any warned region in it gets its
 * cover, the last of two warned ones (where a proxy that appends puts its own value). The site
 * server's part (the header read per request) is in tests/server/health-warning.test.ts.
 */
describe('the health-warning cover fails closed on a list', () => {
  it.each<[string, string | string[], 'US-TX' | 'US-AL' | null]>([
    ['the probe’s list', 'US-TX, US-CA', 'US-TX'],
    ['a warned region last, as a proxy appends its own', 'US-CA, US-AL', 'US-AL'],
    ['two warned regions: the last (the proxy’s)', 'US-TX, US-AL', 'US-AL'],
    ['any case and spacing', ' us-ca ,us-tx ', 'US-TX'],
    ['the header sent twice', ['US-CA', 'US-TX'], 'US-TX'],
    ['a list without a warned region', 'US-CA, US-NY', null],
    ['empty entries', ',,', null],
  ])('%s: %j → %s', (_case, value, expected) => {
    expect(healthWarningRegionOf(value)).toBe(expected);
  });
});
