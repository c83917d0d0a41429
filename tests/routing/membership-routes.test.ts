import { describe, expect, it } from 'vitest';
import { anonymous, decide, member, summary } from './fixtures.ts';

const someone = member();

// Membership spec section 2, "Membership routes and their rules": one case per row and auth marking.
describe('membership spec section 2: membership routes', () => {
  it.each([
    ['/joinnow (open to visitors)', '/joinnow', anonymous, 'serve joinNow'],
    ['/joinnow: an authenticated user goes home with from=joinnow', '/joinnow?step=2', someone, '302 /?from=joinnow'],
    ['/joinnow: matches any path containing /joinnow', '/promo/summer/joinnow', anonymous, 'serve joinNow'],
    ['/joinnow: matches any path containing /joinnow (deeper)', '/joinnow/payment', someone, '302 /?from=joinnow'],
    ['/joinnow: matches any path containing /joinnow (a longer word)', '/joinnow-vip', anonymous, 'serve joinNow'],
    ['/joinnow: matches any path containing /joinnow (in a later segment)', '/tour/joinnow2', anonymous, 'serve joinNow'],
    ['/joinnow: matches any path containing /joinnow (even where a page would match)', '/performers/joinnow-girl', anonymous, 'serve joinNow'],
    ['/joinnow: matches any path containing /joinnow (a word of its own only)', '/tour-joinnow', anonymous, 'not-found'],
    ['/offers (required)', '/offers', anonymous, 'login'],
    ['/account (required)', '/account', anonymous, 'login'],
    ['/xsite/:site (required)', '/xsite/blaze', anonymous, 'login'],
    ['/cams (required)', '/cams', anonymous, 'login'],
    ['/_signupsuccess (skips auth)', '/_signupsuccess', anonymous, 'serve signupSuccess'],
    ['/_signupsuccess (skips auth), member', '/_signupsuccess', someone, 'serve signupSuccess'],
    ['/_signup-extern/:biller (open)', '/_signup-extern/epoch', anonymous, 'serve signupExternal'],
    ['/_signup-extern/:biller: authenticated visitors go home', '/_signup-extern/epoch', someone, '302 /'],
    ['/_signupdenial (skips auth)', '/_signupdenial', anonymous, 'serve signupDenied'],
    ['/_upgrademembership (skips auth)', '/_upgrademembership', anonymous, 'serve upgradeMembership'],
    ['/_upgradesuccess (skips auth)', '/_upgradesuccess', anonymous, 'serve upgradeSuccess'],
    ['/_upgradedenial (skips auth)', '/_upgradedenial', anonymous, 'serve upgradeDenied'],
    ['/parent-redirect (unmarked: requires auth)', '/parent-redirect?id_token=t', anonymous, 'login'],
    ['/deals (tour page)', '/deals?confirmation=abc', anonymous, 'serve deals'],
    ['/oneclick/outgoing-upsell (unmarked: requires auth)', '/oneclick/outgoing-upsell', anonymous, 'login'],
    ['/oneclick/outgoing-upsell, member', '/oneclick/outgoing-upsell?epoch_upsellid=1', someone, 'serve outgoingUpsell'],
    ['/_upsell_signupsuccess (unmarked: requires auth)', '/_upsell_signupsuccess', someone, 'serve oneClickUpsellSuccess'],
    ['/_upsell_signupdenial (unmarked: requires auth)', '/_upsell_signupdenial', anonymous, 'login'],
    ['/ (home)', '/?dc=blocked', anonymous, 'serve home'],
    ['/login', '/login', anonymous, 'serve login'],
    ['/support', '/support', anonymous, 'serve support'],
    ['/tube2 redirects home keeping the query string', '/tube2?x=1', someone, '302 /?x=1'],
  ] as const)('%s: %s → %s', (_row, url, who, outcome) => {
    expect(summary(decide('aurora', url, who))).toBe(outcome);
  });

  it('serves any /joinnow path as the one joinnow page', () => {
    expect(decide('aurora', '/promo/joinnow')).toMatchObject({ kind: 'serve', path: '/joinnow' });
    expect(decide('aurora', '/joinnow-vip?ref=AFF')).toMatchObject({ kind: 'serve', path: '/joinnow' });
  });

  it.each([
    ['an Astro bundle named after the join page', '/_astro/joinnow.Bx3k9.css', 'serve astroAsset'],
    ['an Action', '/_actions/joinnow', 'serve action'],
    ['the members area', '/oidc/joinnow', 'serve oidc'],
  ])('keeps the endpoints and Astro outputs their own paths: %s', (_case, url, outcome) => {
    expect(summary(decide('aurora', url))).toBe(outcome);
  });
});
