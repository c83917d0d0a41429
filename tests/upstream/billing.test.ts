import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../upstream/members/billing/cards.ts';
import { TRIAL_PAY_PER_VIDEO_CREDITS } from '../../upstream/members/billing/join-options.ts';
import { billingFeature } from '../../upstream/members/billing/billing.resolvers.ts';
import { gemsFeature } from '../../upstream/members/gems/gems.resolvers.ts';
import { membersPart } from '../../upstream/members/index.ts';
import { SIGNUP_EXTERN_PREFIX } from '../../upstream/members/billing/signup-extern.ts';
import type { Upstream } from '../../upstream/server.ts';
import { keptSales } from '../support/kept-sales.ts';
import { accountIdOf, activeRebillPrice, reading } from '../support/member-store.ts';
import { memberBaseFeature, requestAs, startTestUpstream, verifyTestToken } from './helpers.ts';

let upstream: Upstream & { dataDir: string };
type Answer<T> = { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
async function graphql<T>(query: string, variables: Record<string, unknown> = {}, account?: string): Promise<Answer<T>> {
  return (await requestAs(upstream.url, '/graphql', { body: { query, variables }, account })).body as Answer<T>;
}

const SIGNUP = `mutation signup($input: SignupInput!) { signup(input: $input) { status reason code welcome { memberid hashedMemberId username siteId } } }`;
type Signup = { signup: { status: string; reason: string | null; code: string | null; welcome: { memberid: string; hashedMemberId: string; username: string; siteId: string } | null } };
const PROFILE = `query { getFullUserProfile(site: "AURORA") { uuid email multisiteType subscription { subscriptionType isActive cancelled } siteAccessArray } }`;
type Profile = { getFullUserProfile: { uuid: string; email: string; multisiteType: string | null; subscription: { subscriptionType: string; isActive: boolean; cancelled: boolean }; siteAccessArray: string[] } };

let people = 0;
function joinInput(overrides: Record<string, unknown> = {}) {
  people += 1;
  return {
    site: 'AURORA',
    joinOptionId: '101',
    email: `joiner${people}@example.test`,
    username: `joiner${people}`,
    password: 'Joined123',
    card: { number: TEST_CARDS.approves, expiry: '12/39', cvc: '123' },
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}
const signup = async (input: Record<string, unknown>) => (await graphql<Signup>(SIGNUP, { input })).data?.signup;
const profileOf = async (account: string) => (await graphql<Profile>(PROFILE, {}, account)).data?.getFullUserProfile;

beforeAll(async () => {
  upstream = await startTestUpstream(6, (dataDir) => [membersPart({ dataDir, verify: verifyTestToken, features: [memberBaseFeature, gemsFeature, billingFeature] })]);
}, 60_000);
afterAll(async () => upstream.close());

describe('join options (membership spec section 1)', () => {
  it("offers a brand's own options and its packages', with multisite2025's ids on a brand of that package", async () => {
    const answer = await graphql<{ getJoinOptions: { available: boolean; options: { joinOptionId: string; multisiteType: string | null }[] } }>(
      'query { getJoinOptions(site: "IVY") { available options { joinOptionId multisiteType } } }',
    );
    const ids = answer.data!.getJoinOptions.options.filter((option) => option.multisiteType === 'multisite2025').map((option) => option.joinOptionId);
    expect(ids).toEqual(['3045', '3046', '3047']);
  });

  it('sells nothing on the combined tenant', async () => {
    const answer = await graphql<{ getJoinOptions: { available: boolean } }>('query { getJoinOptions(site: "JADE") { available } }');
    expect(answer.data?.getJoinOptions.available).toBe(false);
  });
});

describe('signup with the test cards', () => {
  it('approves the approving card: the account exists at once, with its subscription', async () => {
    const input = joinInput();
    const answer = await signup(input);
    expect(answer).toMatchObject({ status: 'APPROVED', welcome: { username: input.username, siteId: 'AURORA' } });
    const check = await graphql<{ welcomeCheck: { isWelcome: boolean; isTrial: boolean; autologinId: string | null } }>(
      'query check($input: WelcomeCheckInput!) { welcomeCheck(input: $input) { isWelcome isTrial autologinId } }',
      { input: { site: 'AURORA', memberId: answer!.welcome!.memberid, hashedMemberId: answer!.welcome!.hashedMemberId } },
    );
    expect(check.data?.welcomeCheck).toMatchObject({ isWelcome: true, isTrial: false });
    expect(check.data?.welcomeCheck.autologinId).toMatch(/^[\w-]{40,}$/);
  });

  it("a trial join starts with the credits its deal gives, and the answer says what was bought and when the card is charged next", async () => {
    const deals = await graphql<{ getJoinOptions: { options: { joinOptionId: string; trial: boolean; payPerVideoCredits: number; price: number; rebillPrice: number; periodDays: number }[] } }>(
      'query { getJoinOptions(site: "AURORA") { options { joinOptionId trial payPerVideoCredits price rebillPrice periodDays } } }',
    );
    const trial = deals.data!.getJoinOptions.options.find((option) => option.trial)!;
    expect(trial.payPerVideoCredits).toBe(TRIAL_PAY_PER_VIDEO_CREDITS);
    const input = joinInput({ joinOptionId: trial.joinOptionId });
    const before = Date.now();
    const answer = await graphql<{ signup: { purchase: { name: string; amount: number; trial: boolean; payPerVideoCredits: number; nextCharge: { amount: number; dueAt: string } } } }>(
      'mutation signup($input: SignupInput!) { signup(input: $input) { purchase { name amount trial payPerVideoCredits nextCharge { amount dueAt } } } }',
      { input },
    );
    const purchase = answer.data!.signup.purchase;
    expect(purchase).toMatchObject({ name: 'Aurora Nights, 2-day trial', amount: trial.price, trial: true, payPerVideoCredits: TRIAL_PAY_PER_VIDEO_CREDITS, nextCharge: { amount: trial.rebillPrice } });
    const dueInDays = (Date.parse(purchase.nextCharge.dueAt) - before) / 86_400_000;
    expect(dueInDays).toBeGreaterThanOrEqual(trial.periodDays - 0.01);
    expect(dueInDays).toBeLessThan(trial.periodDays + 0.01);
    const account = accountIdOf(upstream.dataDir, input.email)!;
    const credits = await graphql<{ getFullUserProfile: { subscription: { subscriptionType: string; payPerVideoCredits: number } } }>(
      'query { getFullUserProfile(site: "AURORA") { subscription { subscriptionType payPerVideoCredits } } }',
      {},
      account,
    );
    expect(credits.data?.getFullUserProfile.subscription).toEqual({ subscriptionType: 'trial', payPerVideoCredits: TRIAL_PAY_PER_VIDEO_CREDITS });
  });

  it("the premium-plus brand's trial plays its library: its deal comes with no credits", async () => {
    const deals = await graphql<{ getJoinOptions: { options: { trial: boolean; payPerVideoCredits: number }[] } }>('query { getJoinOptions(site: "HALO") { options { trial payPerVideoCredits } } }');
    expect(deals.data!.getJoinOptions.options.filter((option) => option.trial)).toEqual([{ trial: true, payPerVideoCredits: 0 }]);
  });

  it('declines the declining card with its reason, and a retry with another card (a new key) works', async () => {
    const input = joinInput({ card: { number: TEST_CARDS.declines, expiry: '12/39', cvc: '123' } });
    expect(await signup(input)).toMatchObject({ status: 'DECLINED', reason: 'Insufficient funds', welcome: null });
    const retry = await signup({ ...input, card: { number: TEST_CARDS.approves, expiry: '12/39', cvc: '123' }, idempotencyKey: randomUUID() });
    expect(retry?.status).toBe('APPROVED');
  });

  it.each([
    ['the failing card', { card: { number: TEST_CARDS.fails, expiry: '12/39', cvc: '123' } }, { status: 'FAILED', code: 'PROCESSOR_UNAVAILABLE' }],
    ['an email with an account', { email: 'member@demo.test' }, { status: 'ACCOUNT_EXISTS' }],
    ['an option not sold any more', { joinOptionId: '9999' }, { status: 'OPTION_UNAVAILABLE' }],
    ['a special-price option', { joinOptionId: '4566' }, { status: 'OPTION_UNAVAILABLE' }],
    ['the combined tenant', { site: 'JADE' }, { status: 'MEMBERSHIP_UNAVAILABLE' }],
  ])('answers %s with its outcome', async (_case, overrides, expected) => {
    expect(await signup(joinInput(overrides))).toMatchObject({ ...expected, welcome: null });
  });

  it('refuses a taken username', async () => {
    const first = joinInput();
    await signup(first);
    expect((await signup(joinInput({ username: first.username })))?.status).toBe('USERNAME_TAKEN');
  });

  it.each([
    ['a bad email', { email: 'nope' }],
    ['a bad username', { username: 'No Spaces' }],
    ['a bad password', { password: 'short' }],
    ['a bad idempotency key', { idempotencyKey: 'x' }],
  ])('refuses %s as bad input, charging nothing', async (_case, overrides) => {
    const answer = await graphql(SIGNUP, { input: joinInput(overrides) });
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('idempotency: a double click, a retry or a reload never charges twice', () => {
  it('answers the same key and request the same, and refuses the key for another request', async () => {
    const input = joinInput();
    const first = await signup(input);
    expect(await signup(input)).toEqual(first);
    const reused = await graphql(SIGNUP, { input: { ...input, joinOptionId: '102' } });
    expect(reused.errors?.[0]?.message).toMatch(/already used for another request/);
  });

  it('makes one account of twenty identical join requests at once', async () => {
    const input = joinInput();
    const answers = await Promise.all(Array.from({ length: 20 }, () => signup(input)));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]?.status).toBe('APPROVED');
  });

  it('changes the subscription once for twenty identical multisite upsells at once', async () => {
    const key = randomUUID();
    const UPSELL = `mutation up($input: InternalUpsellOneclickMultisiteInput!) { internalUpsellOneclickMultisite(input: $input) { success errors siteId } }`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => graphql<{ internalUpsellOneclickMultisite: { success: boolean } }>(UPSELL, { input: { optionId: '4566', idempotencyKey: key } }, 'demo-member')),
    );
    expect(answers.every((answer) => answer.data?.internalUpsellOneclickMultisite.success === true)).toBe(true);
    // A second purchase with a fresh key (a second tab) is refused: the member has the package already.
    const again = await graphql<{ internalUpsellOneclickMultisite: { success: boolean; errors: string[] } }>(UPSELL, { input: { optionId: '4566', idempotencyKey: randomUUID() } }, 'demo-member');
    expect(again.data?.internalUpsellOneclickMultisite).toEqual({ success: false, errors: ['You already have this membership'], siteId: null });
    expect(await profileOf('demo-member')).toMatchObject({ multisiteType: 'multisiteVP', subscription: { isActive: true } });
  });
});

describe('the sales tracking a purchase carries is kept with its transaction (membership spec section 7)', () => {
  it('records ref, elm, the NATS code and the conversion and marketing markers of a one-click multisite upsell', async () => {
    const UPSELL = `mutation up($input: InternalUpsellOneclickMultisiteInput!) { internalUpsellOneclickMultisite(input: $input) { success errors } }`;
    const input = { optionId: '4566', idempotencyKey: randomUUID(), ref: 'AFF-42', elm: 'upgrade-bar', multisiteNatsCode: 'NATS.MjAwOjE', tracking: { externalConversion: 'tj-123', marketing: 'spring' } };
    const answer = await graphql<{ internalUpsellOneclickMultisite: { success: boolean; errors: string[] } }>(UPSELL, { input }, 'demo-tandemparent');
    expect(answer.data?.internalUpsellOneclickMultisite).toEqual({ success: true, errors: [] });
    const [kept] = keptSales(upstream.dataDir, 'upgrade-multisite').filter((purchase) => purchase.accountId === 'demo-tandemparent');
    expect(kept).toMatchObject({ sale: { ref: 'AFF-42', elm: 'upgrade-bar', natsCode: 'NATS.MjAwOjE', externalConversion: 'tj-123', marketing: 'spring' } });
  });

  it('records the sales tracking of a join, and a join without any as nulls', async () => {
    const ref = `AFF-${randomUUID()}`;
    const tracked = await signup(joinInput({ ref, elm: 'join-button', natsCode: 'NATS.Njk6MQ', tracking: { externalConversion: 'tj-9', marketing: null } }));
    expect(tracked?.status).toBe('APPROVED');
    expect(keptSales(upstream.dataDir, 'join').find((purchase) => purchase.sale?.ref === ref)).toMatchObject({
      sale: { ref, elm: 'join-button', natsCode: 'NATS.Njk6MQ', externalConversion: 'tj-9', marketing: null },
    });
    const untracked = await signup(joinInput());
    expect(untracked?.status).toBe('APPROVED');
    expect(keptSales(upstream.dataDir, 'join').at(-1)?.sale).toEqual({
      ref: null,
      elm: null,
      natsCode: null,
      externalConversion: null,
      marketing: null,
      sid10: null,
      pricingTests: null,
      conversion: null,
      joinButton: null,
    });
  });

  it("records what only a join carries: sid10, the pricing test groups, the tour's conversion and the join button", async () => {
    const ref = `AFF-${randomUUID()}`;
    const extras = { sid10: 'goad-7', pricingTests: { pt: 'b', ppt: null, xspt: 'c' }, conversion: { key: 'TOUR', transactionType: 'join', trackingId: '16' }, joinButton: 'join-prompt' };
    expect((await signup(joinInput({ ref, ...extras })))?.status).toBe('APPROVED');
    expect(keptSales(upstream.dataDir, 'join').find((purchase) => purchase.sale?.ref === ref)?.sale).toMatchObject(extras);
  });
});

describe('welcome check', () => {
  it('does not welcome forged welcome data', async () => {
    const check = await graphql<{ welcomeCheck: { isWelcome: boolean; autologinId: string | null } }>(
      'query { welcomeCheck(input: { site: "AURORA", memberId: "1", hashedMemberId: "forged" }) { isWelcome autologinId } }',
    );
    expect(check.data?.welcomeCheck).toEqual({ isWelcome: false, autologinId: null });
  });
});

describe('trial upgrade, retention offer, reactivation and cancellation', () => {
  it('upgrades the trial member to a member at the fixed price', async () => {
    const answer = await graphql<{ internalUpsellTrialUpgrade: { success: boolean } }>(
      'mutation up($key: String!) { internalUpsellTrialUpgrade(input: { idempotencyKey: $key }) { success } }',
      { key: randomUUID() },
      'demo-trial',
    );
    expect(answer.data?.internalUpsellTrialUpgrade.success).toBe(true);
    expect(await profileOf('demo-trial')).toMatchObject({ subscription: { subscriptionType: 'member', isActive: true }, siteAccessArray: ['aurora'] });
  });

  it('offers the cancelled native-biller member the special price and reactivates the rebill with it', async () => {
    const { uuid } = (await profileOf('demo-cancelled'))!;
    const offer = await graphql<{ getRetentionOffer: { offer: { name: string; deal: { newPrice: number | null } } | null; currentRebill: { amount: number } } }>(
      'query offer($uuid: String!) { getRetentionOffer(input: { userUuid: $uuid }) { offer { name deal { newPrice offeredGems } } currentRebill { amount currency } } }',
      { uuid },
      'demo-cancelled',
    );
    expect(offer.data?.getRetentionOffer.offer).toEqual({ name: 'winback-special-price', deal: { newPrice: 19.95, offeredGems: null } });
    const REACTIVATE = 'mutation re($input: ReactivateCancelledRebillInput!) { reactivateCancelledRebill(input: $input) { success errors } }';
    const wrong = await graphql<{ reactivateCancelledRebill: { success: boolean } }>(REACTIVATE, { input: { userUuid: uuid, retentionOfferName: 'made-up', idempotencyKey: randomUUID() } }, 'demo-cancelled');
    expect(wrong.data?.reactivateCancelledRebill.success).toBe(false);
    // The offer's price is the biller's own: a deal sent beside its name that is not the offer's (a forged lower price) is refused.
    const forged = await graphql<{ reactivateCancelledRebill: { success: boolean; errors: string[] } }>(
      REACTIVATE,
      { input: { userUuid: uuid, retentionOfferName: 'winback-special-price', deal: { newPrice: 0.01, offeredGems: null }, idempotencyKey: randomUUID() } },
      'demo-cancelled',
    );
    expect(forged.data?.reactivateCancelledRebill).toEqual({ success: false, errors: ["The deal is not the retention offer's"] });
    expect((await profileOf('demo-cancelled'))?.subscription.cancelled).toBe(true);
    const done = await graphql<{ reactivateCancelledRebill: { success: boolean } }>(
      REACTIVATE,
      { input: { userUuid: uuid, retentionOfferName: 'winback-special-price', deal: { newPrice: 19.95, offeredGems: null }, idempotencyKey: randomUUID() } },
      'demo-cancelled',
    );
    expect(done.data?.reactivateCancelledRebill.success).toBe(true);
    expect((await profileOf('demo-cancelled'))?.subscription.cancelled).toBe(false);
    const rebill = await graphql<{ getRetentionOffer: { currentRebill: { amount: number } } }>(
      'query offer($uuid: String!) { getRetentionOffer(input: { userUuid: $uuid }) { currentRebill { amount } } }',
      { uuid },
      'demo-cancelled',
    );
    expect(rebill.data?.getRetentionOffer.currentRebill.amount).toBe(19.95);
  });

  it('switches a monthly single-site member to yearly once', async () => {
    const YEARLY = 'mutation y($key: String!) { internalUpsellYearly(input: { idempotencyKey: $key }) { success errors } }';
    const UPGRADEABLE = 'query { getFullUserProfile(site: "AURORA") { subscription { upgradeOptions { isUpgradeableToVixenPlusYearly } } } }';
    type Upgradeable = { getFullUserProfile: { subscription: { upgradeOptions: { isUpgradeableToVixenPlusYearly: boolean } } } };
    const upgradeable = async () => (await graphql<Upgradeable>(UPGRADEABLE, {}, 'demo-moderator')).data?.getFullUserProfile.subscription.upgradeOptions.isUpgradeableToVixenPlusYearly;
    expect(await upgradeable()).toBe(true);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => graphql<{ internalUpsellYearly: { success: boolean } }>(YEARLY, { key }, 'demo-moderator')));
    expect(answers.every((answer) => answer.data?.internalUpsellYearly.success)).toBe(true);
    expect(await upgradeable()).toBe(false);
    expect((await graphql<{ internalUpsellYearly: { success: boolean } }>(YEARLY, { key: randomUUID() }, 'demo-moderator')).data?.internalUpsellYearly.success).toBe(false);
  });

  it("refuses another member's uuid", async () => {
    const answer = await graphql('query { getRetentionOffer(input: { userUuid: "00000000-0000-4000-8000-000000000001" }) { offer { name } } }', {}, 'demo-cancelled');
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('cancels once: the rebill stops, the member is marked cancelled and loses their gems', async () => {
    const CANCEL = 'mutation { cancelSubscription { success alreadyCancelled } }';
    const BALANCE = 'query { walletBalance { amount } }';
    expect((await graphql<{ walletBalance: { amount: number } }>(BALANCE, {}, 'demo-multisite2020')).data?.walletBalance.amount).toBeGreaterThan(0);
    expect((await graphql(CANCEL, {}, 'demo-multisite2020')).data).toEqual({ cancelSubscription: { success: true, alreadyCancelled: false } });
    expect((await graphql(CANCEL, {}, 'demo-multisite2020')).data).toEqual({ cancelSubscription: { success: true, alreadyCancelled: true } });
    expect((await graphql<{ walletBalance: { amount: number } }>(BALANCE, {}, 'demo-multisite2020')).data?.walletBalance.amount).toBe(0);
    const offer = await graphql<{ getRetentionOffer: { offer: { name: string } } }>(
      'query offer($uuid: String!) { getRetentionOffer(input: { userUuid: $uuid }) { offer { name } } }',
      { uuid: (await profileOf('demo-multisite2020'))!.uuid },
      'demo-multisite2020',
    );
    expect(offer.data?.getRetentionOffer.offer.name).toBe('winback-gems');
  });

  it("reactivating with the gems offer credits its gems once, with the reactivation", async () => {
    const BALANCE = 'query { walletBalance { amount } }';
    const uuid = (await profileOf('demo-multisite2020'))!.uuid;
    const REACTIVATE = 'mutation re($input: ReactivateCancelledRebillInput!) { reactivateCancelledRebill(input: $input) { success errors } }';
    // More gems than the offer's, sent beside its name, are refused, and nothing is credited.
    const more = { userUuid: uuid, retentionOfferName: 'winback-gems', deal: { newPrice: null, offeredGems: 5000 }, idempotencyKey: randomUUID() };
    expect((await graphql<{ reactivateCancelledRebill: { success: boolean } }>(REACTIVATE, { input: more }, 'demo-multisite2020')).data?.reactivateCancelledRebill.success).toBe(false);
    expect((await graphql<{ walletBalance: { amount: number } }>(BALANCE, {}, 'demo-multisite2020')).data?.walletBalance.amount).toBe(0);
    const input = { userUuid: uuid, retentionOfferName: 'winback-gems', idempotencyKey: randomUUID() };
    const answers = await Promise.all([1, 2, 3].map(() => graphql<{ reactivateCancelledRebill: { success: boolean } }>(REACTIVATE, { input }, 'demo-multisite2020')));
    expect(answers.map((answer) => answer.data?.reactivateCancelledRebill.success)).toEqual([true, true, true]);
    expect((await graphql<{ walletBalance: { amount: number } }>(BALANCE, {}, 'demo-multisite2020')).data?.walletBalance.amount).toBe(50);
  });
});

describe('the retention offer before a cancellation, and what the biller cancels (membership spec sections 3 and 4)', () => {
  const RETENTION = 'query offer($uuid: String!) { getRetentionOffer(input: { userUuid: $uuid }) { offer { name deal { newPrice offeredGems } } currentRebill { amount } } }';
  type Retention = { getRetentionOffer: { offer: { name: string; deal: { newPrice: number | null; offeredGems: number | null } } | null; currentRebill: { amount: number } | null } };
  const STAY = 'mutation stay($input: AcceptRetentionOfferInput!) { acceptRetentionOffer(input: $input) { success errors } }';
  type Stay = { acceptRetentionOffer: { success: boolean; errors: string[] } };
  const CANCEL = 'mutation { cancelSubscription { success alreadyCancelled errors } }';
  type Cancel = { cancelSubscription: { success: boolean; alreadyCancelled: boolean; errors: string[] } };
  const offerOf = async (account: string) => (await graphql<Retention>(RETENTION, { uuid: (await profileOf(account))!.uuid }, account)).data?.getRetentionOffer;
  const stay = async (account: string, retentionOfferName: string, idempotencyKey: string = randomUUID()) =>
    (await graphql<Stay>(STAY, { input: { userUuid: (await profileOf(account))!.uuid, retentionOfferName, idempotencyKey } }, account)).data?.acceptRetentionOffer;
  /** A single-site member of aurora who joined just now, at the monthly price. */
  async function newMember(): Promise<string> {
    const input = joinInput();
    expect((await signup(input))?.status).toBe('APPROVED');
    return accountIdOf(upstream.dataDir, input.email)!;
  }

  it('offers a member about to cancel the special price to stay, once: the rebill takes it, and no second offer follows', async () => {
    const account = await newMember();
    expect(await offerOf(account)).toEqual({ offer: { name: 'winback-special-price', deal: { newPrice: 19.95, offeredGems: null } }, currentRebill: { amount: 29.95 } });
    expect(await stay(account, 'made-up')).toEqual({ success: false, errors: ['The retention offer is not available anymore'] });
    // A double click stays once.
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => stay(account, 'winback-special-price', key)));
    expect(answers).toEqual([1, 2, 3].map(() => ({ success: true, errors: [] })));
    expect(activeRebillPrice(upstream.dataDir, account)).toBe(19.95);
    expect((await profileOf(account))?.subscription).toMatchObject({ isActive: true, cancelled: false });
    expect(await offerOf(account)).toEqual({ offer: null, currentRebill: { amount: 19.95 } });
    expect((await stay(account, 'winback-special-price'))?.success).toBe(false);
    // Cancelled afterwards, the member is offered no second deal to come back: they reactivate at their price.
    expect((await graphql<Cancel>(CANCEL, {}, account)).data?.cancelSubscription).toEqual({ success: true, alreadyCancelled: false, errors: [] });
    expect(await offerOf(account)).toEqual({ offer: null, currentRebill: { amount: 19.95 } });
  });

  it('cancels a paid native-biller membership for real: the member store says so after it', async () => {
    const account = await newMember();
    expect((await graphql<Cancel>(CANCEL, {}, account)).data?.cancelSubscription).toEqual({ success: true, alreadyCancelled: false, errors: [] });
    // Still paid up until the period ends, but it renews no more.
    expect((await profileOf(account))?.subscription).toMatchObject({ isActive: true, cancelled: true });
    expect(activeRebillPrice(upstream.dataDir, account)).toBeNull();
    reading(upstream.dataDir, (db) => {
      expect(db.prepare("SELECT billing_rebills.status FROM billing_rebills JOIN billing_subscriptions USING (subscription_id) WHERE account_id = ?").all(account)).toEqual([{ status: 'cancelled' }]);
      expect(db.prepare('SELECT COUNT(*) AS n FROM billing_cancellations WHERE account_id = ? AND reactivated_at IS NULL').get(account)).toEqual({ n: 1 });
    });
  });

  it.each([
    ['a free trial', 'demo-freetrial', 'No paid membership to cancel'],
    ['a guest', 'demo-oneclick', 'No paid membership to cancel'],
    ['a porn-portal user (an external biller)', 'demo-portal', 'No paid membership to cancel'],
    ['a membership that ended', 'demo-expired', 'No paid membership to cancel'],
    ['a tandem child, whose membership is its parent\'s', 'demo-tandemchild', 'A tandem account is cancelled by its parent account'],
  ])('refuses to cancel %s, and changes nothing', async (_who, account, error) => {
    const before = await profileOf(account);
    expect((await graphql<Cancel>(CANCEL, {}, account)).data?.cancelSubscription).toEqual({ success: false, alreadyCancelled: false, errors: [error] });
    expect(await profileOf(account)).toEqual(before);
    expect((await offerOf(account))?.offer).toBeNull();
  });
});

describe('signup at an external biller (GET /signup-extern/:biller)', () => {
  it('answers the welcome data for an external biller and 400 otherwise', async () => {
    const answer = await signup(joinInput());
    const query = new URLSearchParams({ memberid: answer!.welcome!.memberid, hashedMemberId: answer!.welcome!.hashedMemberId, siteId: 'AURORA' });
    const ok = await fetch(`${upstream.url}${SIGNUP_EXTERN_PREFIX}/ECHST?${query}`);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { data: { data: { username: string } } }).data.data.username).toBe(answer!.welcome!.username);
    expect((await fetch(`${upstream.url}${SIGNUP_EXTERN_PREFIX}/EPOCH?${query}`)).status).toBe(400);
    expect((await fetch(`${upstream.url}${SIGNUP_EXTERN_PREFIX}/ECHST?memberid=1&hashedMemberId=forged`)).status).toBe(400);
  });
});

describe('one-click single-site upsell (internalUpsellOneclickSinglesite)', () => {
  const SINGLESITE = `mutation one($input: InternalUpsellOneclickSinglesiteInput!) { internalUpsellOneclickSinglesite(input: $input) { success location errors siteId } }`;
  type Singlesite = { internalUpsellOneclickSinglesite: { success: boolean; location: string | null; errors: string[]; siteId: string | null } };
  const buy = async (account: string, siteName: string, joinOptionId: string, idempotencyKey: string = randomUUID()) =>
    (await graphql<Singlesite>(SINGLESITE, { input: { siteName, joinOptionId, idempotencyKey, ref: 'video', tracking: { externalConversion: null, marketing: null } } }, account)).data
      ?.internalUpsellOneclickSinglesite;
  /** The site's own single-site option of `kind` (monthly: the shortest paid one; trial: the trial). */
  async function optionOf(site: string, kind: 'monthly' | 'trial' | 'multisite'): Promise<string> {
    const answer = await graphql<{ getJoinOptions: { options: { joinOptionId: string; multisiteType: string | null; trial: boolean; periodDays: number }[] } }>(
      'query o($site: String!) { getJoinOptions(site: $site) { options { joinOptionId multisiteType trial periodDays } } }',
      { site },
    );
    const options = answer.data!.getJoinOptions.options;
    const found = options.find((option) => (kind === 'multisite' ? option.multisiteType !== null : option.multisiteType === null && option.trial === (kind === 'trial')));
    return found!.joinOptionId;
  }
  const accessOf = async (account: string, site = 'AURORA') =>
    (await graphql<{ getFullUserProfile: { siteAccessArray: string[]; subscription: { isActive: boolean } } }>(`query { getFullUserProfile(site: "${site}") { siteAccessArray subscription { isActive } } }`, {}, account)).data
      ?.getFullUserProfile;

  it.each([
    { refusal: 'an option of another site', account: 'demo-multisite2025', site: 'HALO', option: () => optionOf('AURORA', 'monthly'), error: 'The selected offer or payment option is not available anymore' },
    { refusal: 'a multisite option', account: 'demo-multisite2025', site: 'HALO', option: () => optionOf('HALO', 'multisite'), error: 'The selected offer or payment option is not available anymore' },
    { refusal: 'a trial option', account: 'demo-multisite2025', site: 'HALO', option: () => optionOf('HALO', 'trial'), error: 'The selected offer or payment option is not available anymore' },
    { refusal: 'a site the member already has', account: 'demo-multisite2025', site: 'AURORA', option: () => optionOf('AURORA', 'monthly'), error: 'You already have this membership' },
    { refusal: 'the combined tenant, which sells nothing', account: 'demo-multisite2025', site: 'JADE', option: () => optionOf('AURORA', 'monthly'), error: 'Membership not available at this time' },
  ])('refuses $refusal and charges nothing', async ({ account, site, option, error }) => {
    const before = await accessOf(account);
    expect(await buy(account, site, await option())).toEqual({ success: false, location: null, errors: [error], siteId: null });
    expect(await accessOf(account)).toEqual(before);
  });

  it.each([
    { who: 'an active multisite member adds a brand outside the package', account: 'demo-multisite', site: 'IVY', access: ['aurora', 'halo', 'ivy'] },
    { who: 'a trial member adds a brand on top of the trial', account: 'demo-freetrial', site: 'HALO', access: ['halo'] },
    { who: 'an expired member becomes a member of the brand', account: 'demo-expired', site: 'HALO', access: ['halo'] },
  ])('$who: afterwards siteAccessArray includes it', async ({ account, site, access }) => {
    const answer = await buy(account, site, await optionOf(site, 'monthly'));
    expect(answer).toMatchObject({ success: true, location: '/', errors: [] });
    const after = await accessOf(account);
    expect(after?.subscription.isActive).toBe(true);
    expect(after?.siteAccessArray).toEqual(expect.arrayContaining(access));
  });

  it('a guest who buys the brand in one click is a member of it, no longer a guest', async () => {
    const profileOf = async () =>
      (await graphql<{ getFullUserProfile: { scopes: string[]; subscription: { isActive: boolean; isGuestUser: boolean } } }>('query { getFullUserProfile(site: "HALO") { scopes subscription { isActive isGuestUser } } }', {}, 'demo-guest')).data
        ?.getFullUserProfile;
    expect(await profileOf()).toMatchObject({ scopes: ['guest-user'], subscription: { isGuestUser: true } });
    expect(await buy('demo-guest', 'HALO', await optionOf('HALO', 'monthly'))).toMatchObject({ success: true });
    expect(await profileOf()).toMatchObject({ scopes: [], subscription: { isActive: true, isGuestUser: false } });
  });

  it('refuses an unknown site name as bad input', async () => {
    const answer = await graphql(SINGLESITE, { input: { siteName: 'NOWHERE', joinOptionId: '101', idempotencyKey: randomUUID() } }, 'demo-portal');
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('adds the site once for twenty identical single-site upsells at once', async () => {
    const key = randomUUID();
    const option = await optionOf('IVY', 'monthly');
    const answers = await Promise.all(Array.from({ length: 20 }, () => buy('demo-portal', 'IVY', option, key)));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]?.success).toBe(true);
    // A second purchase with a fresh key (a second tab) is refused: the member has the site already.
    expect(await buy('demo-portal', 'IVY', option)).toMatchObject({ success: false, errors: ['You already have this membership'] });
    expect((await accessOf('demo-portal'))?.siteAccessArray.filter((site) => site === 'ivy')).toEqual(['ivy']);
    // The store holds one approved charge and one subscription of the brand for the twenty requests.
    reading(upstream.dataDir, (db) => {
      expect(db.prepare("SELECT outcome FROM billing_transactions WHERE account_id = 'demo-portal' AND kind = 'upgrade-singlesite'").all()).toEqual([{ outcome: 'APPROVED' }]);
      expect(db.prepare("SELECT status FROM billing_subscriptions WHERE account_id = 'demo-portal' AND site = 'ivy'").all()).toEqual([{ status: 'active' }]);
    });
  });
});
