import { describe, expect, it } from 'vitest';
import { JOIN_MESSAGES, joinFormSchema, signupRefusal } from '../../src/features/join/join-form.ts';
import { isPaymentPage } from '../../src/features/join/payment-pages.ts';
import { trackingPlan } from '../../src/features/tracking/tracking-plan.ts';

const valid = {
  email: ' New@Example.test ',
  username: 'newbie',
  password: 'Secret123',
  joinOptionId: '101',
  cardNumber: '4242 4242 4242 4242',
  cardExpiry: '12/39',
  cardCvc: '123',
  idempotencyKey: '0b7d7a7e-2f41-4c1e-9d7a-5f0c1e2d3a4b',
};
const firstMessage = (overrides: Record<string, string>) => {
  const parsed = joinFormSchema.safeParse({ ...valid, ...overrides });
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('the join form (membership spec section 5), one schema for the form and the Action', () => {
  it('accepts a good form, the email trimmed and lower-cased', () => {
    expect(joinFormSchema.parse(valid).email).toBe('new@example.test');
  });

  it.each([
    [{ email: 'nope' }, 'Invalid email address.'],
    [{ username: 'Upper' }, 'Username is invalid, please try a different username'],
    [{ username: 'ab' }, 'Username is invalid, please try a different username'],
    [{ password: 'short1' }, 'Passwords may only contain letters and numbers and MUST be between 8 and 32 characters long.'],
    [{ password: 'with space1' }, 'Passwords may only contain letters and numbers and MUST be between 8 and 32 characters long.'],
    [{ joinOptionId: '' }, JOIN_MESSAGES.chooseDeal],
    [{ cardExpiry: '13/30' }, JOIN_MESSAGES.cardExpiry],
    [{ cardCvc: '12' }, JOIN_MESSAGES.cardCvc],
  ])('%j → %s', (overrides, message) => {
    expect(firstMessage(overrides)).toBe(message);
  });
});

describe('what a refused join shows (membership spec section 8, Join)', () => {
  it.each([
    [{ status: 'DECLINED', reason: 'Insufficient funds', code: null }, 'Your purchase was declined by the billing processor: Insufficient funds. Please try again with a different card.', 'cardNumber'],
    [{ status: 'FAILED', reason: null, code: 'PROCESSOR_UNAVAILABLE' }, 'Failed to start the signup (PROCESSOR_UNAVAILABLE)', null],
    [{ status: 'ACCOUNT_EXISTS', reason: null, code: null }, 'User already has an active account, please log in', 'email'],
    [{ status: 'USERNAME_TAKEN', reason: null, code: null }, 'Username is already taken', 'username'],
    [{ status: 'OPTION_UNAVAILABLE', reason: null, code: null }, 'The selected offer or payment option is not available anymore', 'joinOptionId'],
    [{ status: 'MEMBERSHIP_UNAVAILABLE', reason: null, code: null }, 'Membership not available at this time', null],
  ] as const)('%j', (answer, message, field) => {
    expect(signupRefusal(answer)).toEqual({ message, field });
  });
});

describe('payment pages carry no third-party script', () => {
  const tenant = { tenant: 'aurora', site: 'AURORA', role: 'brand', tracking: { tagManagerUrl: 'https://tags.example.test/t.js' } } as const;
  it.each([
    ['/joinnow', true],
    ['/_signupsuccess', true],
    ['/_signup-extern/ECHST', true],
    ['/_upgrademembership', true],
    ['/videos', false],
  ])('%s is a payment page: %s, and the tracker is left off it', (path, payment) => {
    expect(isPaymentPage(path)).toBe(payment);
    const plan = trackingPlan({ tenant, url: new URL(`http://aurora.localhost${path}`), profile: null });
    expect(plan?.trackerUrl ?? null).toBe(payment ? null : tenant.tracking.tagManagerUrl);
  });
});
