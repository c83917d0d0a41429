import { describe, expect, it } from 'vitest';
import { allowedPartnerUrl } from '../../src/features/upsells/partner-allow-list.ts';
import { upsellRedirectTarget } from '../../src/features/upsells/partner-target.ts';

const ALLOWED = ['lumen-cams.example', '*.dating.example'];

describe('the partner allow-list: every partner URL is checked against it', () => {
  it.each<[string, string | null]>([
    ['https://lumen-cams.example/oneclick?site=aurora', 'https://lumen-cams.example/oneclick?site=aurora'],
    ['https://LUMEN-CAMS.example/', 'https://lumen-cams.example/'],
    ['https://lumen-cams.example./x', 'https://lumen-cams.example./x'],
    ['https://velvet.dating.example/members', 'https://velvet.dating.example/members'],
    ['https://a.b.dating.example/', 'https://a.b.dating.example/'],
    // `*.` allows the hosts below the domain, not the domain itself.
    ['https://dating.example/', null],
    ['https://evildating.example/', null],
    ['https://lumen-cams.example.evil.test/', null],
    ['https://evil.test/?u=https://lumen-cams.example', null],
    ['http://lumen-cams.example/', null],
    ['javascript:alert(1)', null],
    ['//lumen-cams.example/', null],
    ['/deals', null],
    ['https://lumen-cams.example@evil.test/', null],
    ['https://user:pass@lumen-cams.example/', null],
    ['https://lumen-cams.example:8443/', null],
    // WHATWG reads the backslash as a slash: the host is the partner's, and the href sent is that normalised one.
    ['https://lumen-cams.example\\@evil.test/', 'https://lumen-cams.example/@evil.test/'],
    ['  https://lumen-cams.example/  ', 'https://lumen-cams.example/'],
    ['', null],
    ['not a url', null],
  ])('%j → %j', (raw, expected) => {
    expect(allowedPartnerUrl(raw, ALLOWED)?.href ?? null).toBe(expected);
  });

  it('refuses everything with an empty list, and null or undefined input', () => {
    expect(allowedPartnerUrl('https://lumen-cams.example/', [])).toBeNull();
    expect(allowedPartnerUrl(null, ALLOWED)).toBeNull();
    expect(allowedPartnerUrl(undefined, ALLOWED)).toBeNull();
  });

  it('matches an international host by its punycode entry', () => {
    expect(allowedPartnerUrl('https://bücher.example/', ['xn--bcher-kva.example'])?.hostname).toBe('xn--bcher-kva.example');
  });
});

describe('where an upsell answer may send the member: our own path or an allowed partner', () => {
  it.each<[string | null, string | null]>([
    ['/_upsell_signupsuccess', '/_upsell_signupsuccess'],
    ['/_upsell_signupdenial?x=1', '/_upsell_signupdenial?x=1'],
    ['//evil.test/', null],
    ['/\\evil.test', null],
    ['https://velvet.dating.example/members', 'https://velvet.dating.example/members'],
    ['https://evil.test/', null],
    [null, null],
    ['', null],
  ])('%j → %j', (redirectUrl, expected) => {
    expect(upsellRedirectTarget(redirectUrl, ALLOWED)).toBe(expected);
  });
});
