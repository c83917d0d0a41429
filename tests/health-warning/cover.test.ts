import { describe, expect, it } from 'vitest';
import { healthWarningCover, PAGES_WITHOUT_COVER } from '../../src/features/health-warning/cover.ts';
import { acknowledgementFlagOf, healthWarningRegionOf, type HealthWarningRegion } from '../../src/features/health-warning/regions.ts';
import { acknowledgementSetCookie, hasAcknowledgementCookie } from '../../src/features/health-warning/acknowledgement.ts';
import { HEALTH_WARNING_TEXTS } from '../../src/features/health-warning/texts.ts';
import type { RouteName } from '../../src/routing/routes.ts';

const BOTH_ON = [
  { regionName: 'US-TX', enabled: true },
  { regionName: 'US-AL', enabled: true },
] as const;
const TEXAS_ONLY = [
  { regionName: 'US-TX', enabled: true },
  { regionName: 'US-AL', enabled: false },
] as const;

const none = () => false;
const texasAcknowledged = (region: HealthWarningRegion) => region === 'US-TX';

describe('the health-warning cover (membership spec section 4: region US-TX or US-AL, enabled, not acknowledged)', () => {
  it.each<[string, HealthWarningRegion | null, typeof BOTH_ON | typeof TEXAS_ONLY, RouteName, (region: HealthWarningRegion) => boolean, HealthWarningRegion | null]>([
    ['a Texas visitor on the home page, warning on, not acknowledged', 'US-TX', BOTH_ON, 'home', none, 'US-TX'],
    ['an Alabama visitor on a video page', 'US-AL', BOTH_ON, 'video', none, 'US-AL'],
    ['a visitor from a region without a warning', null, BOTH_ON, 'home', none, null],
    ['an Alabama visitor where the tenant switched Alabama off', 'US-AL', TEXAS_ONLY, 'home', none, null],
    ['a Texas visitor who acknowledged Texas', 'US-TX', BOTH_ON, 'home', texasAcknowledged, null],
    ['an Alabama visitor who acknowledged only Texas', 'US-AL', BOTH_ON, 'home', texasAcknowledged, 'US-AL'],
    ['join now', 'US-TX', BOTH_ON, 'joinNow', none, null],
    ['signup success', 'US-TX', BOTH_ON, 'signupSuccess', none, null],
    ["an external biller's return, which reuses the signup success screen", 'US-TX', BOTH_ON, 'signupExternal', none, null],
    ['one-click upsell success', 'US-TX', BOTH_ON, 'oneClickUpsellSuccess', none, null],
    ['one-click upsell failure', 'US-TX', BOTH_ON, 'oneClickUpsellFailure', none, null],
    ['signup denied', 'US-TX', BOTH_ON, 'signupDenied', none, null],
    ['upgrade membership', 'US-TX', BOTH_ON, 'upgradeMembership', none, null],
    ['an Action (no page)', 'US-TX', BOTH_ON, 'action', none, null],
    ['the members-area endpoints (no page)', 'US-TX', BOTH_ON, 'oidc', none, null],
    ['the account page', 'US-TX', BOTH_ON, 'account', none, 'US-TX'],
  ])('%s', (_case, region, switches, route, acknowledged, expected) => {
    expect(healthWarningCover({ region, switches, route, acknowledged })).toBe(expected);
  });

  it('exempts exactly the six pages the spec lists, the signup success screen on both its routes', () => {
    expect(PAGES_WITHOUT_COVER).toHaveLength(7);
  });
});

describe('the region header', () => {
  it.each([
    ['US-TX', 'US-TX'],
    [' us-al ', 'US-AL'],
    ['US-CA', null],
    ['TX', null],
    ['', null],
    [undefined, null],
  ] as const)('%j is %j', (value, expected) => {
    expect(healthWarningRegionOf(value)).toBe(expected);
  });
});

describe('the acknowledgement', () => {
  it("names the member's profile flag after the state (state.modals.<regionName>HealthWarningAcknowledged)", () => {
    expect(acknowledgementFlagOf('US-TX')).toBe('texasHealthWarningAcknowledged');
    expect(acknowledgementFlagOf('US-AL')).toBe('alabamaHealthWarningAcknowledged');
  });

  it("keeps a visitor's acknowledgement in a cookie per region, for the spec's default lifetime of 365 days", () => {
    const cookie = acknowledgementSetCookie('US-TX', true);
    expect(cookie).toBe('texas_health_warning_acknowledged=1; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
    const sent = cookie.split(';')[0];
    expect(hasAcknowledgementCookie(`sid=x; ${sent}`, 'US-TX')).toBe(true);
    expect(hasAcknowledgementCookie(sent, 'US-AL')).toBe(false);
    expect(hasAcknowledgementCookie('texas_health_warning_acknowledged=0', 'US-TX')).toBe(false);
    expect(hasAcknowledgementCookie(undefined, 'US-TX')).toBe(false);
  });

  it('has a Texas and an Alabama variant, each naming its state', () => {
    expect(HEALTH_WARNING_TEXTS['US-TX'].heading).toMatch(/Texas/);
    expect(HEALTH_WARNING_TEXTS['US-AL'].heading).toMatch(/Alabama/);
    expect(HEALTH_WARNING_TEXTS['US-AL'].warnings.every((warning) => warning.startsWith('ALABAMA'))).toBe(true);
  });
});
