// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JOIN_FORM_EMAIL_KEY } from '../../src/features/join/join-form.ts';
import { INVALID_EMAIL_MESSAGE } from '../../src/validation/email.ts';

import JoinForm from '../../islands/join/JoinForm.tsx';

// The action client is Astro's (astro:actions), which only an Astro build resolves; nothing here posts.
vi.mock('../../islands/join/join-signup.ts', () => ({ signUp: vi.fn() }));

const form = (
  <JoinForm
    options={[
      { joinOptionId: '1', name: 'Monthly', price: 29.99, rebillPrice: 29.99, currency: 'USD', periodDays: 30, rebillPeriodDays: 30, trial: false, payPerVideoCredits: 0, multisiteType: null },
      { joinOptionId: '2', name: '2-day trial', price: 1, rebillPrice: 29.99, currency: 'USD', periodDays: 2, rebillPeriodDays: 30, trial: true, payPerVideoCredits: 5, multisiteType: null },
    ]}
    steps={['Account details', 'Deal selection', 'Payment']}
  />
);

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  sessionStorage.clear();
});

/** The server's HTML in the page, as a visitor sees it before the island's script has run. */
function serverRendered(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(form);
  document.body.append(container);
  return container;
}

describe('the join form before and after it hydrates', () => {
  it('cannot be submitted from the server HTML, so the browser never posts the password in the address', () => {
    serverRendered();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Continue' }).disabled).toBe(true);
  });

  it('keeps what the visitor typed before hydrating, checks the fields already left, and enables Continue', async () => {
    const container = serverRendered();
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    email.value = 'not-an-email';
    screen.getByLabelText<HTMLInputElement>('Username').value = 'newcomer1';
    screen.getByLabelText('Password').focus();

    await act(async () => {
      hydrateRoot(container, form);
    });

    expect(email.value).toBe('not-an-email');
    expect(screen.queryByText(INVALID_EMAIL_MESSAGE)).not.toBeNull();
    expect(sessionStorage.getItem(JOIN_FORM_EMAIL_KEY)).toBe('not-an-email');
    // The focused field has not been left yet: its check waits for its blur.
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Continue' }).disabled).toBe(false);
  });

  it('fills the email kept in session storage when nothing was typed', async () => {
    sessionStorage.setItem(JOIN_FORM_EMAIL_KEY, 'kept@example.test');
    const container = serverRendered();
    await act(async () => {
      hydrateRoot(container, form);
    });
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('kept@example.test');
    expect(screen.queryByText(INVALID_EMAIL_MESSAGE)).toBeNull();
  });
});

/** The form, hydrated as the join page serves it (client:load). */
async function hydrated(): Promise<void> {
  const container = serverRendered();
  await act(async () => {
    hydrateRoot(container, form);
  });
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

/** The account step filled with good details, and Continue pressed. */
async function pastTheAccountStep(): Promise<void> {
  type('Email', 'new@example.test');
  type('Username', 'newcomer1');
  type('Password', 'Secret123');
  await click('Continue');
}

describe('the join form is a stepper: one step at a time, the keyboard where the visitor goes on', () => {
  it('shows the account step alone, with no field of the others in the page', async () => {
    await hydrated();
    expect(screen.getByRole('heading', { name: '1. Account details' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '2. Deal selection' })).toBeNull();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
  });

  it('Continue moves to the deal step and focuses its heading; Back returns to the account step with what was typed', async () => {
    await hydrated();
    await pastTheAccountStep();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: '2. Deal selection' }));
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.getByRole('radio', { name: /^2-day trial: \$1\.00, then \$29\.99 every 30 days, with 5 pay-per-video credits$/ })).toBeTruthy();
    await click('Back');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: '1. Account details' }));
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('new@example.test');
  });

  it('says on the payment step what the card pays, today and then', async () => {
    await hydrated();
    await pastTheAccountStep();
    fireEvent.click(screen.getByRole('radio', { name: /^2-day trial/ }));
    await click('Continue');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: '3. Payment' }));
    expect(document.querySelector('[data-deal-charges]')?.textContent).toBe('2-day trial. You pay $1.00 today for 2 days, then $29.99 every 30 days until you cancel.');
  });

  it('a refused field takes the keyboard, and its message is announced (role=alert) and describes it', async () => {
    await hydrated();
    type('Email', 'not-an-email');
    await click('Continue');
    const email = screen.getByLabelText('Email');
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const alert = screen.getAllByRole('alert')[0]!;
    expect(alert.textContent).toBe(INVALID_EMAIL_MESSAGE);
    expect(email.getAttribute('aria-describedby')).toBe(alert.id);
  });
});
