import { describe, expect, it } from 'vitest';
import { trackingPlan } from '../../src/features/tracking/tracking-plan.ts';
import { cspSourcesFor } from '../../src/server/csp-sources.ts';
import { contentSecurityPolicy } from '../../src/server/security-headers.ts';
import { tenantSchema } from '../../src/tenants/schema.ts';
import { profile, tenant } from '../membership/fixtures/profiles.ts';

const TRACKER = 'https://tags.example/gtm.js';
const plain = tenant('aurora');
const tracked = { ...plain, tracking: { tagManagerUrl: TRACKER } };
const url = new URL('http://aurora.localhost/videos/night-swim');
const consenting = profile({ isTelemetryEnabled: true });
const declining = profile();

describe('what tracking a page carries', () => {
  it.each([
    ['a visitor, no tracker', plain, null, false, null],
    ['a visitor, a tracker', tracked, null, true, TRACKER],
    ['a member, no tracker', plain, declining, true, null],
    ['a member without consent, a tracker', tracked, declining, true, null],
    ['a member with consent, a tracker', tracked, consenting, true, TRACKER],
  ] as const)('%s: data layer %s, tracker %s', (_, config, member, dataLayer, trackerUrl) => {
    const plan = trackingPlan({ tenant: config, url, profile: member });
    expect(plan !== null).toBe(dataLayer);
    if (plan) {
      expect(plan.trackerUrl).toBe(trackerUrl);
      expect(plan.data.page.id).toBe('video:night-swim');
    }
  });
});

describe('a tenant’s tracker setting', () => {
  it('is optional, and an absolute URL when given', () => {
    const base = { ...plain };
    expect(tenantSchema.safeParse(base).success).toBe(true);
    expect(tenantSchema.safeParse({ ...base, tracking: { tagManagerUrl: TRACKER } }).success).toBe(true);
    expect(tenantSchema.safeParse({ ...base, tracking: { tagManagerUrl: '/gtm.js' } }).success).toBe(false);
    expect(tenantSchema.safeParse({ ...base, tracking: {} }).success).toBe(false);
  });

  it('lets the tracker’s script and reports through the CSP, and nothing else', () => {
    const sources = cspSourcesFor([plain, tracked], () => 'http://127.0.0.1:4400/graphql');
    expect(sources.scripts).toEqual(['https://tags.example']);
    const policy = contentSecurityPolicy(sources);
    expect(policy).toMatch(/script-src 'self' https:\/\/tags\.example 'sha256-/);
    expect(policy).toMatch(/connect-src [^;]*https:\/\/tags\.example/);
    expect(contentSecurityPolicy(cspSourcesFor([plain], () => 'http://127.0.0.1:4400/graphql'))).not.toContain('tags.example');
  });
});
