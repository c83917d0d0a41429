// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
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
    options={[{ joinOptionId: '1', name: 'Monthly', price: 29.99, rebillPrice: 29.99, currency: 'USD', periodDays: 30, trial: false, multisiteType: null }]}
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
