import { describe, expect, it } from 'vitest';
import { accountFormResult, submitAccountForm, type AccountFormResult } from '../../islands/consent/account-form.ts';
import type { AccountPostOutcome } from '../../src/features/account/forms.ts';
import { arrivalModal, PAGES_WITHOUT_ARRIVAL_MODALS, type ArrivalFacts, type ArrivalProfile } from '../../src/features/consent/arrival-modals.ts';
import { CONSENT_TEXTS, consentKindOf, type ConsentKind } from '../../src/features/consent/consent-texts.ts';
import { arriving, greetedCookie } from '../../src/features/consent/greeting.ts';
import { greetingMark } from '../../src/features/consent/greeting-mark.server.ts';
import type { ModalId } from '../../src/shell/modal-ids.ts';

const member: ArrivalProfile = {
  scopes: [],
  subscription: null,
  specialAttributes: { isPornstarUser: false, isKingUser: false, isDirectorUser: false, isVipUser: false, isOfficialUser: false },
  tandemSubscription: { hasTandemChildAccount: false, isTandemChildAccount: false },
  consent: { requestTermsConsent: false, requestEmailConsent: false },
  state: { modals: { gemsIntro: false, teaserViewed: true, texasHealthWarningAcknowledged: false, alabamaHealthWarningAcknowledged: false } },
};
const teaserPending = { ...member, state: { modals: { ...member.state!.modals, teaserViewed: false } } };
const guest = { ...teaserPending, scopes: ['guest-user'] };
const vip = { ...member, specialAttributes: { ...member.specialAttributes, isVipUser: true } };
const termsPending = { ...teaserPending, consent: { requestTermsConsent: true, requestEmailConsent: true } };
const emailPending = { ...member, consent: { requestTermsConsent: false, requestEmailConsent: true } };
const on = (profile: ArrivalProfile, facts: Partial<ArrivalFacts> = {}): ArrivalFacts => ({
  profile,
  route: 'home',
  teaserEnabled: true,
  afterPurchase: false,
  arriving: true,
  busy: false,
  ...facts,
});

describe('the modal that greets a member on arrival (membership spec sections 2 and 4)', () => {
  it.each<[string, ArrivalFacts, ModalId | null]>([
    ['terms not yet accepted: the one-click consent, before anything else', on(termsPending), 'OneClickConsentModal'],
    ['a non-guest who has not seen the teaser: the teaser', on(teaserPending), 'PromotionalVideoModal'],
    ['the teaser only where the tenant has it', on(teaserPending, { teaserEnabled: false }), null],
    ['a guest never gets the teaser', on(guest), null],
    ['a member who has seen it does not get it again', on(member), null],
    ['a member with no state yet has not seen it', on({ ...member, state: null }), 'PromotionalVideoModal'],
    ['a VIP: convert VIP', on(vip), 'ConvertVipUserModal'],
    ['a converted VIP (no longer a VIP user): nothing', on(member), null],
    // The first page after a purchase is the purchase's: its welcome asks for the email consent in place.
    ['right after a purchase: no greeting covers the page the member paid to see', on(emailPending, { afterPurchase: true }), null],
    ['nor the teaser, which would play over the video they joined to watch', on(teaserPending, { route: 'video', afterPurchase: true }), null],
    ['the email consent never greets on arrival', on(emailPending), null],
    ['nothing when the query already opens a modal', on(termsPending, { busy: true }), null],
    ['nothing on /account, whose forms do the same', on(vip, { route: 'account' }), null],
    ['nothing on the join, signup, upgrade and one-click pages', on(teaserPending, { route: 'joinNow' }), null],
    ['nothing on the offers interstitial', on(teaserPending, { route: 'offers' }), null],
    ['nothing on the username selection, a step of the login: not even the terms', on(termsPending, { route: 'usernameSelection' }), null],
    ['the teaser greets the member on whichever page they arrive on', on(teaserPending, { route: 'videos' }), 'PromotionalVideoModal'],
    ['convert VIP too', on(vip, { route: 'performer' }), 'ConvertVipUserModal'],
    ['but not over a video the member came for: the greetings wait for the next page', on(teaserPending, { route: 'video' }), null],
    ['nor over a channel video', on(vip, { route: 'channelVideo' }), null],
    ['once a visit: a member already greeted is not greeted again', on(teaserPending, { route: 'videos', arriving: false }), null],
    ['nor is a VIP', on(vip, { route: 'home', arriving: false }), null],
    ['the page after the purchase greets as any arrival would', on(teaserPending, { route: 'videos' }), 'PromotionalVideoModal'],
    ['but the terms come first, even right after a purchase', on(termsPending, { afterPurchase: true }), 'OneClickConsentModal'],
    ['and the terms are asked for on every page until accepted', on(termsPending, { route: 'videos', arriving: false }), 'OneClickConsentModal'],
  ])('%s', (_case, facts, modal) => {
    expect(arrivalModal(facts)).toBe(modal);
  });

  it('knows a member’s arrival by the mark of the greeting that opened for them in this browser session', () => {
    const mark = greetingMark('demo-vip');
    expect(mark).toMatch(/^[0-9a-f]{16}$/);
    expect(greetingMark('demo-vip')).toBe(mark);
    expect(greetingMark('demo-member')).not.toBe(mark);
    expect(arriving(undefined, mark)).toBe(true);
    expect(arriving(greetingMark('demo-member'), mark)).toBe(true);
    expect(arriving(mark, mark)).toBe(false);
    // No Max-Age: the mark ends with the browser session.
    expect(greetedCookie(mark, false)).toBe(`arrival_greeted=${mark}; Path=/; SameSite=Lax`);
    expect(greetedCookie(mark, true)).toBe(`arrival_greeted=${mark}; Path=/; SameSite=Lax; Secure`);
  });

  it('keeps the one-click pages, the signup pages and the username selection free of arrival modals', () => {
    expect(PAGES_WITHOUT_ARRIVAL_MODALS).toEqual(
      expect.arrayContaining(['signupSuccess', 'signupDenied', 'upgradeMembership', 'oneClickUpsellSuccess', 'oneClickUpsellFailure', 'usernameSelection']),
    );
  });
});

describe('the consent texts (membership spec section 2: guests, VIP, tandem)', () => {
  it.each<[string, ArrivalProfile, ConsentKind | null, RegExp | null]>([
    ['a guest', guest, 'guest', /^By clicking WATCH SCENE you confirm you are aged 18\+.*agree to receive email marketing\.$/],
    ['a VIP', vip, 'vip', /^By clicking CONTINUE/],
    ['a tandem login', { ...member, tandemSubscription: { hasTandemChildAccount: false, isTandemChildAccount: true } }, 'tandem', /tandem membership/],
    ['any other member', member, null, null],
  ])('%s reads their own', (_who, profile, kind, text) => {
    expect(consentKindOf(profile)).toBe(kind);
    if (kind && text) expect(CONSENT_TEXTS[kind].text).toMatch(text);
  });

  it('names the button of each text in the text', () => {
    for (const { button, text } of Object.values(CONSENT_TEXTS)) expect(text).toContain(`By clicking ${button}`);
  });
});

describe('a modal’s form posted to the /account forms’ Action', () => {
  const redirect = (notification: string): AccountPostOutcome => ({ kind: 'redirect', location: `/account?notification=${notification}` });
  it.each<[string, Awaited<Parameters<typeof accountFormResult>[0]>, AccountFormResult]>([
    ['email consent saved: its flash', { data: redirect('email_consent_updated') }, { kind: 'done', flash: { id: 'account:email_consent_updated', type: 'success', message: 'account.flash_email_consent_updated' } }],
    ['a VIP converted', { data: redirect('vip_converted') }, { kind: 'done', flash: { id: 'account:vip_converted', type: 'success', message: 'Your account now uses your own email address and password.' } }],
    ['the upstream failed: the error flash', { data: redirect('unknown_error') }, { kind: 'failed', flash: { id: 'account:unknown_error', type: 'error', message: 'account.flash_unknown_error' } }],
    [
      'refused by the server: the messages by field, with the support link',
      { data: { kind: 'invalid', action: 'vip-conversion', errors: { form: 'Failed to update your credentials. Please contact customer support.' }, values: {}, supportLink: '/support' } },
      { kind: 'refused', errors: { form: 'Failed to update your credentials. Please contact customer support.' }, supportLink: '/support' },
    ],
    ['refused without a link', { data: { kind: 'invalid', action: 'tandem-child', errors: { email: 'Invalid email address.' }, values: {} } }, { kind: 'refused', errors: { email: 'Invalid email address.' } }],
    ['the Action failed (signed out, network)', { error: new Error('UNAUTHORIZED') }, { kind: 'failed', flash: { id: 'account:unknown_error', type: 'error', message: 'account.flash_unknown_error' } }],
  ])('%s', (_case, answer, result) => {
    expect(accountFormResult(answer)).toEqual(result);
  });

  it('turns a call that throws into the error flash, never an exception', async () => {
    const result = await submitAccountForm(new FormData(), () => Promise.reject(new Error('offline')));
    expect(result.kind).toBe('failed');
  });
});
