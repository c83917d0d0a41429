import { describe, expect, it } from 'vitest';
import { CONFIRMATION_LIFETIME_MS, openConfirmation, signConfirmation } from '../../src/features/upsells/confirmation.ts';
import type { OutgoingUpsellConfirmation } from '../../src/features/upsells/offer-confirmation.ts';
import { purposeKey, signValue } from '../../src/session/signed-value.ts';

/*
 * Security probe finding 1: /deals rendered a confirmation's title and price from its URL, and the
 * Action bought the link the URL named. A confirmation is now the upstream's answer signed for one
 * member on one tenant until a time; nothing else is shown or bought. The page and the Action are
 * driven in e2e/security.spec.ts; this is the rule they both ask.
 */

const key = purposeKey('a test secret of more than thirty-two characters', 'outgoing-upsell-confirmation');
const holder = { member: 'uuid-of-the-member', tenant: 'aurora' };
const NOW = Date.UTC(2026, 0, 1);
const offer: OutgoingUpsellConfirmation = {
  title: 'Add the partner membership',
  description: 'One click adds it — ünïcode.',
  component: 'default',
  price: { initial: '$1.00', recurring: '$29.95 every 30 days' },
  confirmationLink: '/oneclick/outgoing-upsell?epoch_upsellid=101&confirmed=1',
};
const signed = signConfirmation(key, offer, holder, NOW);

/** The signed value with its payload changed and its signature kept, as an attacker would send it. */
function altered(change: (payload: { confirmation: OutgoingUpsellConfirmation }) => void): string {
  const [payload = '', signature = ''] = signed.split('.');
  const json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { confirmation: OutgoingUpsellConfirmation };
  change(json);
  return `${Buffer.from(JSON.stringify(json)).toString('base64url')}.${signature}`;
}

describe('a forged upsell confirmation is never shown nor bought', () => {
  it('the server’s own confirmation opens for its member, on its tenant, within its lifetime, link and price as signed', () => {
    expect(openConfirmation(key, signed, holder, NOW)).toEqual({ ok: true, confirmation: offer });
    expect(openConfirmation(key, signed, holder, NOW + CONFIRMATION_LIFETIME_MS - 1).ok).toBe(true);
  });

  it.each<[string, string | null, 'unsigned' | 'expired' | 'not-yours', number?, typeof holder?]>([
    ['the probe’s link: base64url JSON of a "free gift" with no signature', Buffer.from(JSON.stringify({ ...offer, title: 'Free loyalty gift', price: { initial: '$0.00', recurring: '$0.00' } })).toString('base64url'), 'unsigned'],
    ['a price lowered, the signature kept', altered((p) => (p.confirmation.price.initial = '$0.00')), 'unsigned'],
    ['another offer’s link, the signature kept', altered((p) => (p.confirmation.confirmationLink = '/oneclick/outgoing-upsell?epoch_upsellid=999&gas_cid=attacker&confirmed=1')), 'unsigned'],
    ['signed with another key', signConfirmation(purposeKey('another secret of more than thirty-two characters', 'outgoing-upsell-confirmation'), offer, holder, NOW), 'unsigned'],
    ['signed for another purpose with the same secret', signValue(purposeKey('a test secret of more than thirty-two characters', 'another-purpose'), { confirmation: offer, ...holder, expiresAt: NOW + 1000 }), 'unsigned'],
    ['signed for another member', signConfirmation(key, offer, { ...holder, member: 'someone-else' }, NOW), 'not-yours'],
    ['signed on another tenant', signConfirmation(key, offer, { ...holder, tenant: 'blaze' }, NOW), 'not-yours'],
    ['past its lifetime', signed, 'expired', NOW + CONFIRMATION_LIFETIME_MS],
    ['cut short', signed.slice(0, -3), 'unsigned'],
    ['with a third part', `${signed}.x`, 'unsigned'],
    ['empty', '', 'unsigned'],
    ['absent', null, 'unsigned'],
    ['too long to be one', `${'A'.repeat(9000)}.${'B'.repeat(43)}`, 'unsigned'],
  ])('%s: refused (%s)', (_, value, problem, now = NOW) => {
    expect(openConfirmation(key, value, holder, now)).toEqual({ ok: false, problem });
  });
});
