import { describe, expect, it } from 'vitest';
import { arrivalCookies } from '../../src/features/tracking/arrival.ts';

/** The cookies an arrival sets, as `name=value (Max-Age)`. */
const arrival = (search: string, secure = false) =>
  arrivalCookies(new URLSearchParams(search), secure).map((cookie) => {
    const [pair, maxAge] = cookie.split('; ');
    return `${decodeURIComponent(pair ?? '')} (${maxAge})`;
  });

describe("what an arrival by a link leaves in cookies, set by the site server on any page (membership spec sections 7 and 9)", () => {
  it.each<[string, string, string[]]>([
    ['a plain page', '', []],
    ['a page of a listing', '?page=2', []],
    ["a partner's link", '?ref=AFF&elm=banner&nats=N1', ['sales_tracking=ref=AFF&elm=banner&nats=N1 (Max-Age=2592000)']],
    ['the goad server and pricing tests', '?sid10=g7&ppt=a', ['sales_tracking=sid10=g7&ppt=a (Max-Age=2592000)']],
    ["an ad network's click id", '?clickid=tj-77', ['external_conversion_tracking=tj-77 (Max-Age=2592000)']],
    ['a campaign', '?utm_source=partner&utm_campaign=spring&utm_x=no', ['marketing_tracking=utm_source=partner&utm_campaign=spring (Max-Age=2592000)']],
    ['the six-site deal asked for', '?defsixsite=1', ['defsixsite=1 (Max-Age=31536000)']],
    ['the six-site deal taken back', '?defsixsite=0', ['defsixsite= (Max-Age=0)']],
    ['a defsixsite that means nothing', '?defsixsite=yes', []],
    ['a click id too long to be one', `?clickid=${'x'.repeat(201)}`, []],
    [
      'all of it at once',
      '?ref=AFF&clickid=tj-77&utm_source=partner&defsixsite=1',
      ['sales_tracking=ref=AFF (Max-Age=2592000)', 'external_conversion_tracking=tj-77 (Max-Age=2592000)', 'marketing_tracking=utm_source=partner (Max-Age=2592000)', 'defsixsite=1 (Max-Age=31536000)'],
    ],
  ])('%s: %s', (_case, search, expected) => {
    expect(arrival(search)).toEqual(expected);
  });

  it('marks every cookie Secure on https', () => {
    expect(arrivalCookies(new URLSearchParams('?ref=AFF&clickid=c'), true).every((cookie) => cookie.endsWith('; Secure'))).toBe(true);
  });
});

describe('the sales tracking cookie merges an arrival with what it kept', () => {
  const kept = (search: string) => `sales_tracking=${encodeURIComponent(new URLSearchParams(search).toString())}`;
  const merged = (search: string, header: string) => decodeURIComponent(arrivalCookies(new URLSearchParams(search), false, header)[0]?.split(';')[0]?.slice('sales_tracking='.length) ?? '');

  it.each([
    ["/joinnow's address naming the same partner keeps sid10 and the pricing tests", '?ref=AFF&elm=banner&nats=N1', 'ref=AFF&elm=banner&nats=N1&sid10=g7&pt=b', 'ref=AFF&elm=banner&nats=N1&sid10=g7&pt=b'],
    ["another partner's link replaces the partner's link whole", '?ref=OTHER', 'ref=AFF&elm=banner&nats=N1&pt=b', 'ref=OTHER&pt=b'],
    ['a new pricing test group replaces its own only', '?ppt=z', 'ref=AFF&pt=b', 'ref=AFF&pt=b&ppt=z'],
    ['nothing kept', '?sid10=g8', 'other=1', 'sid10=g8'],
  ])('%s', (_case, search, before, after) => {
    expect(merged(search, `theme=dark; ${kept(before)}`)).toBe(after);
  });
});
