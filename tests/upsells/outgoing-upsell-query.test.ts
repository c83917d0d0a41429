import { describe, expect, it } from 'vitest';
import { confirmationLinkOf, outgoingUpsellHref, parseOutgoingUpsellQuery, queryOfConfirmationLink } from '../../src/features/upsells/outgoing-upsell-query.ts';

const parse = (search: string) => parseOutgoingUpsellQuery(new URLSearchParams(search));

describe('the query of /oneclick/outgoing-upsell (membership spec section 2)', () => {
  it.each<[string, object | null]>([
    ['epoch_upsellid=12', { epochUpsellId: '12', confirmed: false }],
    ['segpay_upsellid=7&rg_upsellid=9', { segpayUpsellId: '7', rgUpsellId: '9', confirmed: false }],
    [
      'epoch_upsellid=1&tour_link_code=https%3A%2F%2Fp.example%2Ft&member_link=https%3A%2F%2Fp.example%2Fm&gas_cid=c-1&confirmed=1',
      { epochUpsellId: '1', tourLinkCode: 'https://p.example/t', memberLink: 'https://p.example/m', clickId: 'c-1', confirmed: true },
    ],
    ['epoch_upsellid=1&confirmed=true', { epochUpsellId: '1', confirmed: true }],
    ['epoch_upsellid=1&confirmed=yes', { epochUpsellId: '1', confirmed: false }],
    ['epoch_upsellid=%20%2012%20', { epochUpsellId: '12', confirmed: false }],
    // No biller id: no offer.
    ['', null],
    ['epoch_upsellid=', null],
    ['epoch_upsellid=%20', null],
    ['member_link=https%3A%2F%2Fp.example%2Fm&confirmed=1', null],
    [`epoch_upsellid=${'9'.repeat(3000)}`, null],
  ])('%j → %j', (search, expected) => {
    const parsed = parse(search);
    if (expected === null) expect(parsed).toBeNull();
    else expect(Object.fromEntries(Object.entries(parsed ?? {}).filter(([, v]) => v !== undefined))).toEqual(expected);
  });

  it('a confirmation link is the same offer, marked confirmed, and only such a link of ours reads back', () => {
    const query = parse('epoch_upsellid=12&member_link=https%3A%2F%2Fp.example%2Fm&gas_cid=c')!;
    const link = confirmationLinkOf(query);
    expect(link).toBe('/oneclick/outgoing-upsell?epoch_upsellid=12&member_link=https%3A%2F%2Fp.example%2Fm&gas_cid=c&confirmed=1');
    expect(queryOfConfirmationLink(link)).toEqual({ ...query, confirmed: true });
    for (const other of [
      '/oneclick/outgoing-upsell?epoch_upsellid=12',
      'https://evil.test/oneclick/outgoing-upsell?epoch_upsellid=12&confirmed=1',
      '//evil.test/oneclick/outgoing-upsell?epoch_upsellid=12&confirmed=1',
      '/deals?epoch_upsellid=12&confirmed=1',
      '/oneclick/outgoing-upsell/../x?epoch_upsellid=12&confirmed=1',
      '/oneclick/outgoing-upsell?confirmed=1',
    ]) {
      expect(queryOfConfirmationLink(other), other).toBeNull();
    }
  });

  it('a deal links to the page with its fields', () => {
    expect(outgoingUpsellHref({ epochUpsellId: '3', tourLinkCode: 'https://p.example/t' })).toBe('/oneclick/outgoing-upsell?epoch_upsellid=3&tour_link_code=https%3A%2F%2Fp.example%2Ft');
  });
});
