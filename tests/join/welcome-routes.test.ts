import { describe, expect, it } from 'vitest';
import {
  autologinUrl,
  signupDenialDecision,
  signupSuccessDecision,
  upgradeMembershipDecision,
  upgradeReturnLocation,
  WELCOME_SITE_IDS,
  type WelcomeData,
} from '../../src/features/join/welcome.ts';

const welcome = (siteId: string, overrides: Partial<WelcomeData> = {}): WelcomeData => ({ memberid: '42', hashedMemberId: 'hash', username: 'newbie', siteId, ...overrides });
const { multisite, vp, premiumPlus } = WELCOME_SITE_IDS;

describe('/_signupsuccess (membership spec section 2)', () => {
  it.each([
    ['no welcome data', null, false, { kind: 'redirect', location: '/' }],
    ['welcome data without a username', welcome('AURORA', { username: '' }), false, { kind: 'redirect', location: '/' }],
    ['a signed-in member, a brand purchase', welcome('AURORA'), true, { kind: 'redirect', location: '/?reactivation=success&fatr=true' }],
    ['a signed-in member, the VP id', welcome(vp), true, { kind: 'redirect', location: '/?reactivation=success&fatr=true' }],
    ['a signed-in member, the multisite id', welcome(multisite), true, { kind: 'show', premiumPlusBackground: true, checkWelcome: false }],
    ['a signed-in member, the premium-plus id', welcome(premiumPlus), true, { kind: 'show', premiumPlusBackground: true, checkWelcome: true }],
    ['a visitor, a brand purchase', welcome('AURORA'), false, { kind: 'show', premiumPlusBackground: false, checkWelcome: true }],
    ['a visitor, the VP id (no welcome check)', welcome(vp), false, { kind: 'show', premiumPlusBackground: false, checkWelcome: false }],
  ] as const)('%s', (_case, data, authenticated, expected) => {
    expect(signupSuccessDecision(data, authenticated)).toEqual(expected);
  });
});

describe('/_signupdenial', () => {
  it.each([
    ['the multisite id', welcome(multisite), { kind: 'redirect', location: '/offers' }],
    ['the VP id', welcome(vp), { kind: 'redirect', location: '/offers' }],
    ['a brand purchase', welcome('AURORA'), { kind: 'show' }],
    ['no welcome data', null, { kind: 'show' }],
  ] as const)('%s', (_case, data, expected) => {
    expect(signupDenialDecision(data)).toEqual(expected);
  });
});

describe('/_upgrademembership', () => {
  it.each([
    ['no welcome data', null, { kind: 'redirect', location: '/' }],
    ['no memberid', welcome('AURORA', { memberid: '' }), { kind: 'redirect', location: '/' }],
    ['welcome data', welcome('AURORA'), { kind: 'show' }],
  ] as const)('%s', (_case, data, expected) => {
    expect(upgradeMembershipDecision(data)).toEqual(expected);
  });
});

describe('/_upgradesuccess and /_upgradedenial: home with the notification and first access, through the autologin', () => {
  const check = (autologinId: string | null) => ({ isWelcome: autologinId !== null, isTrial: false, autologinId, traffikJunkyTransactionId: null });
  it.each([
    ['upgradesuccess', check('tok'), autologinUrl('/?notification=upgradesuccess&fatr=true', 'tok')],
    ['upgradedenial', check('tok'), autologinUrl('/?notification=upgradedenial&fatr=true', 'tok')],
    ['upgradesuccess', check(null), '/?notification=upgradesuccess&fatr=true'],
    ['upgradedenial', null, '/?notification=upgradedenial&fatr=true'],
  ] as const)('%s with %j', (outcome, result, expected) => {
    expect(upgradeReturnLocation(outcome, result)).toBe(expected);
  });

  it('carries the return path and the token to the login', () => {
    expect(autologinUrl('/?fatr=true', 'abc')).toBe('/oidc/login?uri=%2F%3Ffatr%3Dtrue&autologin=abc');
  });
});
