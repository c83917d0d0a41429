import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { fullUserProfileSchema, userSubscriptionSchema } from '../../src/membership/profile.ts';
import { DEMO_ACCOUNTS } from '../../upstream/identity/index.ts';
import { createMemberDirectory, createMemberResolvers, memberTypeDefs } from '../../upstream/members/index.ts';

const NOW = new Date('2025-06-13T12:00:00Z');
const directory = createMemberDirectory({ now: () => NOW });
const profile = (kind: string, site = 'AURORA') => fullUserProfileSchema.parse(directory.getFullUserProfile(`demo-${kind}`, site));

describe('member data of the demo accounts', () => {
  it.each(DEMO_ACCOUNTS.map((account) => [account.email, account.accountId]))('%s has a profile and subscription in the shared shape', (email, accountId) => {
    expect(fullUserProfileSchema.parse(directory.getFullUserProfile(accountId, 'AURORA')).email).toBe(email);
    expect(() => userSubscriptionSchema.parse(directory.getUserSubscription(accountId, 'AURORA'))).not.toThrow();
  });

  it.each([
    ['member', ['aurora']],
    ['multisite2020', ['aurora', 'blaze', 'cinder', 'dahlia', 'ember', 'fable', 'garnet']],
    ['multisite', ['aurora', 'blaze', 'cinder', 'dahlia', 'ember', 'fable', 'garnet', 'halo']],
    ['multisite2025', ['aurora', 'blaze', 'cinder', 'dahlia', 'ember', 'fable', 'garnet', 'halo', 'ivy']],
    ['expired', []],
    ['trial', []],
  ])('%s owns the sites %j', (kind, sites) => {
    expect(profile(kind).siteAccessArray).toEqual(sites);
  });

  it.each([
    ['member', ['silver']],
    ['multisite', ['boss']],
    ['multisite2025', ['bronze']],
    ['moderator', ['gold', 'moderator']],
    ['director', ['boss', 'director']],
    ['trial', []],
  ])('%s wears the badges %j', (kind, badges) => {
    expect([...profile(kind).badges].sort()).toEqual([...badges].sort());
  });

  it('names an unknown site', () => {
    expect(() => directory.getFullUserProfile('demo-member', 'NOPE')).toThrow(/Unknown site "NOPE"/);
  });
});

describe('member GraphQL resolvers', () => {
  const verify = async (token: string) => (token === 'good' ? { accountId: 'demo-member', scopes: ['openid'] } : null);
  const yoga = createYoga({
    schema: createSchema({ typeDefs: ['type Query { _: Boolean }', memberTypeDefs], resolvers: createMemberResolvers(createMemberDirectory({ now: () => NOW }), verify) }),
  });
  const call = (query: string, token?: string) =>
    yoga.fetch('http://upstream/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query }),
    });

  it('answers 401 UNAUTHENTICATED without a live token', async () => {
    const response = await call('{ getFullUserProfile(site: "AURORA") { email } }', 'forged');
    expect(response.status).toBe(401);
    const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]!.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('serves the verified member and applies the account mutations', async () => {
    await call('mutation { setDisplayName(displayName: "Night Owl") setAutoplay(autoplayEnabled: false) setEmailConsent(emailConsent: false, site: "AURORA") }', 'good');
    const response = await call('{ getFullUserProfile(site: "AURORA") { email displayName autoplayEnabled hasEmailConsent } }', 'good');
    expect(((await response.json()) as { data: { getFullUserProfile: unknown } }).data.getFullUserProfile).toEqual({
      email: 'member@demo.test',
      displayName: 'Night Owl',
      autoplayEnabled: false,
      hasEmailConsent: false,
    });
  });
});
