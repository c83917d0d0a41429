import { describe, expect, it } from 'vitest';
import { abilitiesFrom } from '../../src/access/abilities.ts';
import { hasArrivalWork, queryBehaviour, queryMemberOf, withoutOneShotParams, type QueryMember } from '../../src/shell/query-behaviour.ts';

const active: QueryMember = { subscribed: true, subscriptionActive: true, canSeePurchaseModal: false };
const activeTrial: QueryMember = { subscribed: true, subscriptionActive: true, canSeePurchaseModal: true };
const inactive: QueryMember = { subscribed: true, subscriptionActive: false, canSeePurchaseModal: true };
const unsubscribed: QueryMember = { subscribed: false, subscriptionActive: false, canSeePurchaseModal: true };

describe('query-driven behaviour on any page (membership spec sections 2 and 6)', () => {
  it.each<[string, string, QueryMember | null, string[]]>([
    ['modal=upgrade opens the purchase modal for a subscribed member allowed to see it', 'modal=upgrade', activeTrial, ['PurchaseMembershipModal:upgrade']],
    ['modal=upgrade: an inactive member may see it too', 'modal=upgrade', inactive, ['PurchaseMembershipModal:upgrade']],
    ['modal=upgrade: not for a member the access module denies it', 'modal=upgrade', active, []],
    ['modal=upgrade: not for an account with no subscription', 'modal=upgrade', unsubscribed, []],
    ['modal=upgrade: not for an anonymous visitor', 'modal=upgrade', null, []],
    ['modal=: any other value opens nothing', 'modal=gems', activeTrial, []],
    ['reactivation=success with an inactive subscription opens the status modal', 'reactivation=success', inactive, ['SubscriptionStatusModal:reactivation']],
    ['reactivation=success with an active subscription opens nothing', 'reactivation=success', active, []],
    ['reactivation=success for an anonymous visitor opens nothing', 'reactivation=success', null, []],
    ['reactivation= any other value opens nothing', 'reactivation=failed', inactive, []],
    ['from=joinnow with an inactive subscription follows up with the purchase modal', 'from=joinnow', inactive, ['PurchaseMembershipModal:joinnow']],
    ['from=joinnow with an active subscription does nothing', 'from=joinnow', activeTrial, []],
    ['from=joinnow for an account with no subscription does nothing', 'from=joinnow', unsubscribed, []],
    ['modal=upgrade and from=joinnow open the purchase modal once', 'modal=upgrade&from=joinnow', inactive, ['PurchaseMembershipModal:upgrade']],
    ['the upgrade and the status modal together', 'modal=upgrade&reactivation=success', inactive, ['PurchaseMembershipModal:upgrade', 'SubscriptionStatusModal:reactivation']],
    ['no query, nothing', '', inactive, []],
  ])('%s', (_rule, query, member, modals) => {
    const behaviour = queryBehaviour(new URLSearchParams(query), member);
    expect(behaviour.modals.map((modal) => `${modal.id}:${modal.props.reason}`)).toEqual(modals);
  });

  it.each<[string, boolean]>([
    ['fatr=true', true],
    ['reactivation=success&fatr=true', true],
    ['fatr=false', false],
    ['fatr', false],
    ['', false],
  ])('%s marks a reload after a purchase: %s', (query, afterPurchase) => {
    expect(queryBehaviour(new URLSearchParams(query), active).afterPurchase).toBe(afterPurchase);
    expect(queryBehaviour(new URLSearchParams(query), null).afterPurchase).toBe(afterPurchase);
  });

  it.each<[string, string | null]>([
    ['/?notification=upgradesuccess&fatr=true', '/'],
    ['/videos?page=2&modal=upgrade#top', '/videos?page=2#top'],
    ['/?dc=approved&from=joinnow&reactivation=success', '/'],
    ['/videos?page=2', null],
    ['/account?password_changed', null],
    ['/account?notification=display_name_updated', null],
    ['/videos?notification=upgradedenial&page=2', '/videos?page=2'],
    ['/videos?dc=approved', null],
    ['/?dc=unknown', null],
  ])('after arrival %s becomes %s', (address, cleaned) => {
    const url = new URL(address, 'http://aurora.localhost');
    expect(withoutOneShotParams(url)).toBe(cleaned);
    expect(hasArrivalWork(queryBehaviour(url.searchParams, null), url)).toBe(cleaned !== null);
  });

  it('reads the member’s facts from the profile and the access module', () => {
    const member = (isActive: boolean | null, granted: string[]) => ({
      profile: { subscription: isActive === null ? null : ({ isActive } as never) },
      abilities: abilitiesFrom(granted),
    });
    expect(queryMemberOf(member(false, ['see:PurchaseModal']))).toEqual(inactive);
    expect(queryMemberOf(member(true, []))).toEqual(active);
    expect(queryMemberOf(member(null, []))).toEqual({ ...unsubscribed, canSeePurchaseModal: false });
    expect(queryMemberOf(null)).toBeNull();
  });
});
