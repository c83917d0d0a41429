import { describe, expect, it } from 'vitest';
import type { JoinOption } from '../../src/features/join/join-option.ts';
import { oneClickSingleSiteOptions, purchaseChoices, singleSiteUpsellInput } from '../../src/features/membership-purchase/single-site-upsell.ts';

const option = (joinOptionId: string, multisiteType: string | null, trial = false): JoinOption => ({
  joinOptionId,
  name: `option ${joinOptionId}`,
  price: 29.95,
  rebillPrice: 29.95,
  currency: 'USD',
  periodDays: trial ? 2 : 30,
  rebillPeriodDays: 30,
  trial,
  payPerVideoCredits: trial ? 5 : 0,
  multisiteType,
});
const monthly = option('101', null);
const yearly = option('102', null);
const trial = option('103', null, true);
const joinPackage = option('1045', 'multisite2020');
const special = option('1566', 'multisite2020');

describe('the single-site options the purchase modal sells in one click (membership spec section 6)', () => {
  it("keeps the brand's own paid options: not its trial, not a package", () => {
    expect(oneClickSingleSiteOptions([monthly, yearly, trial, joinPackage])).toEqual([monthly, yearly]);
  });

  it.each([
    { when: 'the offer includes single-site', includes: true, shown: [['singleSite', '101'], ['singleSite', '102'], ['multisite', '1566']] },
    { when: 'the offer does not (the member has this brand)', includes: false, shown: [['multisite', '1566']] },
  ])('lists the single-site options first, then the multisite ones, when $when', ({ includes, shown }) => {
    const choices = purchaseChoices([monthly, yearly, trial, joinPackage], [special], includes);
    expect(choices.map((choice) => [choice.kind, choice.option.joinOptionId])).toEqual(shown);
  });

  it('lists nothing where the brand sells nothing and no package is offered (the combined tenant)', () => {
    expect(purchaseChoices([], [], true)).toEqual([]);
  });
});

describe("the single-site Action's input", () => {
  const key = '6f1c2f0e-8a7b-4c1d-9e2f-0a1b2c3d4e5f';
  it.each([
    { input: { joinOptionId: '101', idempotencyKey: key }, valid: true },
    { input: { joinOptionId: '101', idempotencyKey: 'short' }, valid: false },
    { input: { joinOptionId: 'abc', idempotencyKey: key }, valid: false },
    { input: { joinOptionId: '', idempotencyKey: key }, valid: false },
    { input: { idempotencyKey: key }, valid: false },
  ])('$input is valid: $valid', ({ input, valid }) => {
    expect(singleSiteUpsellInput.safeParse(input).success).toBe(valid);
  });

  it('takes no site: the brand bought is the one the member is on', () => {
    expect(singleSiteUpsellInput.parse({ joinOptionId: '101', idempotencyKey: key, siteName: 'HALO' })).toEqual({ joinOptionId: '101', idempotencyKey: key });
  });
});
