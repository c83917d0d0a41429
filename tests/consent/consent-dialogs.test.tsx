// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountFormResult } from '../../islands/consent/account-form.ts';
import ConvertVipUserModal from '../../islands/consent/ConvertVipUserModal.tsx';
import EmailConsentModal from '../../islands/consent/EmailConsentModal.tsx';
import OneClickConsentModal from '../../islands/consent/OneClickConsentModal.tsx';
import { $flashes, clearFlashes } from '../../islands/shell/flash/store.ts';
import { $modalInstances, $modals, hideAllModals, isModalShown } from '../../islands/shell/modals/store.ts';
import { CONSENT_TEXTS } from '../../src/features/consent/consent-texts.ts';
import { EMAIL_CONSENT_TEXT } from '../../src/features/account/forms.ts';

const submitted: FormData[] = [];
let answer: AccountFormResult = { kind: 'done', flash: null };
vi.mock('../../islands/consent/account-form.ts', () => ({
  submitAccountForm: (form: FormData) => {
    submitted.push(form);
    return Promise.resolve(answer);
  },
}));

afterEach(() => {
  cleanup();
  hideAllModals();
  clearFlashes();
  submitted.length = 0;
  answer = { kind: 'done', flash: null };
  cleanStores($modals, $modalInstances, $flashes);
});

const form = (action: string) => ({ hidden: { action }, errorField: 'form' });
const dialog = () => screen.getByRole<HTMLDialogElement>('dialog', { hidden: true });

async function submit(element: HTMLElement): Promise<void> {
  await act(async () => {
    fireEvent.submit(element.closest('form')!);
    await Promise.resolve();
  });
}

describe('ConvertVipUserModal (membership spec sections 2, 4, 5 and 8)', () => {
  it('greets a VIP with the spec’s texts, a field each for email and password, Continue and the terms', () => {
    render(<ConvertVipUserModal form={form('vip-conversion')} terms={CONSENT_TEXTS.vip.text} openOnArrival />);
    expect(dialog().open).toBe(true);
    expect(screen.getByRole('heading', { name: 'VIP' })).toBeTruthy();
    expect(screen.getByText('Exclusive membership')).toBeTruthy();
    expect(screen.getByText('Please type your own email address and password to register the account.')).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(screen.getByText(/^By clicking CONTINUE/)).toBeTruthy();
  });

  it('posts the conversion form; a refusal shows its message with the support link and leaves the form usable', async () => {
    answer = { kind: 'refused', errors: { form: 'Failed to update your credentials. Please contact customer support.' }, supportLink: '/support' };
    render(<ConvertVipUserModal form={form('vip-conversion')} terms={CONSENT_TEXTS.vip.text} openOnArrival />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'Me@Example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    await submit(screen.getByRole('button', { name: 'Continue' }));
    expect(Object.fromEntries(submitted[0]!)).toEqual({ action: 'vip-conversion', email: 'Me@Example.com', password: 'secret123' });
    expect(screen.getByRole('alert').textContent).toContain('Failed to update your credentials. Please contact customer support.');
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe('/support');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Continue' }).disabled).toBe(false);
    expect(isModalShown('ConvertVipUserModal')).toBe(true);
  });

  it('shows a field’s refusal beside that field', async () => {
    answer = { kind: 'refused', errors: { email: 'This email already exists. Please choose another one.' } };
    render(<ConvertVipUserModal form={form('vip-conversion')} terms={CONSENT_TEXTS.vip.text} openOnArrival />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'taken@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    await submit(screen.getByRole('button', { name: 'Continue' }));
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe('This email already exists. Please choose another one.');
  });
});

describe('the VIP and tandem forms check their fields as the server does (membership spec section 5)', () => {
  const messageOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

  it('checks a field when it is left, only when it is not empty, and clears the message once it is right', () => {
    render(<ConvertVipUserModal form={form('vip-conversion')} terms={CONSENT_TEXTS.vip.text} openOnArrival />);
    const email = screen.getByLabelText('Email');
    fireEvent.blur(email);
    expect(email.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.blur(email);
    expect(messageOf(email)).toBe('Invalid email address.');
    // The password, still empty, is not judged yet.
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(email, { target: { value: 'me@example.com' } });
    fireEvent.blur(email);
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('sends nothing while a field is invalid, and says which', async () => {
    render(<ConvertVipUserModal form={form('vip-conversion')} terms={CONSENT_TEXTS.vip.text} openOnArrival />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'me@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
    await submit(screen.getByRole('button', { name: 'Continue' }));
    expect(submitted).toHaveLength(0);
    expect(messageOf(screen.getByLabelText('Password'))).toBe('Passwords may only contain letters and numbers and MUST be between 8 and 32 characters long.');
    expect(isModalShown('ConvertVipUserModal')).toBe(true);
  });
});

describe('EmailConsentModal (membership spec sections 2 and 4)', () => {
  it('asks with the spec’s words; saved, it flashes and closes', async () => {
    answer = { kind: 'done', flash: { id: 'account:email_consent_updated', type: 'success', message: 'account.flash_email_consent_updated' } };
    render(<EmailConsentModal form={form('email-consent')} label={EMAIL_CONSENT_TEXT} openOnArrival />);
    const box = screen.getByLabelText<HTMLInputElement>('I would like to get email updates about hot new scenes and special offers.');
    expect(box.checked).toBe(true);
    await submit(screen.getByRole('button', { name: 'Save' }));
    expect(Object.fromEntries(submitted[0]!)).toEqual({ action: 'email-consent', emailConsent: 'on' });
    expect($flashes.get().map((flash) => flash.message)).toEqual(['account.flash_email_consent_updated']);
    expect(isModalShown('EmailConsentModal')).toBe(false);
  });

  it('failing, it flashes the unknown error and stays', async () => {
    answer = { kind: 'failed', flash: { id: 'account:unknown_error', type: 'error', message: 'account.flash_unknown_error' } };
    render(<EmailConsentModal form={form('email-consent')} label={EMAIL_CONSENT_TEXT} openOnArrival />);
    await submit(screen.getByRole('button', { name: 'Save' }));
    expect($flashes.get().map((flash) => flash.message)).toEqual(['account.flash_unknown_error']);
    expect(isModalShown('EmailConsentModal')).toBe(true);
  });
});

describe('OneClickConsentModal (membership spec section 2)', () => {
  it.each([
    ['a guest', CONSENT_TEXTS.guest, 'WATCH SCENE'],
    ['a VIP', CONSENT_TEXTS.vip, 'CONTINUE'],
    ['a tandem child', CONSENT_TEXTS.tandem, 'CONTINUE'],
  ])('%s accepts the words shown by their button, and the consent is posted for the server to record', async (_who, consent, button) => {
    render(<OneClickConsentModal form={form('terms-consent')} consent={consent} openOnArrival />);
    expect(dialog().textContent).toContain(consent.text);
    await submit(screen.getByRole('button', { name: button }));
    // Only the command: the server records its own copy of the words, never what a form says it showed.
    expect(Object.fromEntries(submitted[0]!)).toEqual({ action: 'terms-consent' });
    expect(isModalShown('OneClickConsentModal')).toBe(false);
  });

  it('stays open with the failure flash when the consent cannot be recorded', async () => {
    answer = { kind: 'failed', flash: { id: 'account:unknown_error', type: 'error', message: 'account.flash_unknown_error' } };
    render(<OneClickConsentModal form={form('terms-consent')} consent={CONSENT_TEXTS.guest} openOnArrival />);
    await submit(screen.getByRole('button', { name: 'WATCH SCENE' }));
    expect(isModalShown('OneClickConsentModal')).toBe(true);
    expect($flashes.get().map((flash) => flash.message)).toEqual(['account.flash_unknown_error']);
  });
});
