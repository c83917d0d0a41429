import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membersPart } from '../../upstream/members/index.ts';
import { healthWarningFlag } from '../../upstream/members/member-state.ts';
import { memberStateFeature } from '../../upstream/members/member-state.resolvers.ts';
import type { Upstream } from '../../upstream/server.ts';
import { memberBaseFeature, requestAs, startTestUpstream, verifyTestToken } from './helpers.ts';

let upstream: Upstream;
type State = { modals: Record<string, boolean>; gems: { lastAcknowledgementDate: string } };
type Answer = { data?: { getFullUserProfile: { state: State } }; errors?: { extensions?: { code?: string } }[] };
async function graphql(query: string, account?: string): Promise<Answer> {
  return (await requestAs(upstream.url, '/graphql', { body: { query }, account })).body as Answer;
}
const STATE = 'query { getFullUserProfile(site: "AURORA") { state { modals { gemsIntro teaserViewed texasHealthWarningAcknowledged alabamaHealthWarningAcknowledged } gems { lastAcknowledgementDate } } } }';
const stateOf = async (account: string) => (await graphql(STATE, account)).data?.getFullUserProfile.state;

beforeAll(async () => {
  upstream = await startTestUpstream(6, (dataDir) => [membersPart({ dataDir, verify: verifyTestToken, features: [memberBaseFeature, memberStateFeature] })]);
}, 60_000);
afterAll(async () => upstream.close());

describe('which flag a health-warning state code sets (membership spec section 3)', () => {
  it.each([
    ['TX', 'texasHealthWarningAcknowledged'],
    ['US-TX', 'texasHealthWarningAcknowledged'],
    ['al', 'alabamaHealthWarningAcknowledged'],
    ['US-AL', 'alabamaHealthWarningAcknowledged'],
    ['CA', null],
    ['', null],
  ])('%j → %j', (code, flag) => {
    expect(healthWarningFlag(code)).toBe(flag);
  });
});

describe("the member's one-time acknowledgements (membership spec section 7)", () => {
  it('starts with nothing acknowledged', async () => {
    expect(await stateOf('demo-nobody')).toBeUndefined(); // an unknown account is refused, not invented
    expect(await stateOf('demo-member')).toEqual({
      modals: { gemsIntro: false, teaserViewed: false, texasHealthWarningAcknowledged: false, alabamaHealthWarningAcknowledged: false },
      gems: { lastAcknowledgementDate: null },
    });
  });

  it('keeps each acknowledgement, once, for that member only', async () => {
    for (const mutation of ['acknowledgeGemsIntro', 'acknowledgePromotionalTeaserViewed', 'acknowledgeNewGemsBalance', 'acknowledgeHealthWarning(usaHealthWarningStateCode: "TX")']) {
      expect((await graphql(`mutation { ${mutation} }`, 'demo-member')).data).toBeTruthy();
    }
    await graphql('mutation { acknowledgeHealthWarning(usaHealthWarningStateCode: "TX") }', 'demo-member');
    const state = await stateOf('demo-member');
    expect(state?.modals).toEqual({ gemsIntro: true, teaserViewed: true, texasHealthWarningAcknowledged: true, alabamaHealthWarningAcknowledged: false });
    expect(Date.parse(state!.gems.lastAcknowledgementDate)).not.toBeNaN();
    expect((await stateOf('demo-trial'))?.modals.teaserViewed).toBe(false);
  });

  it('refuses a state without a warning, a bad date and a request without a token', async () => {
    expect((await graphql('mutation { acknowledgeHealthWarning(usaHealthWarningStateCode: "NY") }', 'demo-member')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await graphql('mutation { acknowledgeGemsIntro(when: "soon") }', 'demo-member')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await graphql('mutation { acknowledgePromotionalTeaserViewed }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
