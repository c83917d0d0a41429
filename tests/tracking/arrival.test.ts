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
