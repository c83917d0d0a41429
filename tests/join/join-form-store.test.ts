import { allTasks, cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JOIN_FORM_EMAIL_KEY, JOIN_MESSAGES } from '../../src/features/join/join-form.ts';
import { INVALID_EMAIL_MESSAGE } from '../../src/validation/email.ts';
import type { SignupAnswer } from '../../islands/join/join-signup.ts';

// The Actions client is Astro's (astro:actions), which only an Astro build resolves: each test hands the store its own calls.
vi.mock('../../islands/join/join-signup.ts', () => ({ signUp: vi.fn() }));
const { createJoinFormStore } = await import('../../islands/join/store.ts');
type JoinFormStore = ReturnType<typeof createJoinFormStore>;

const ACCOUNT = { email: 'new@example.test', username: 'newcomer1', password: 'Secret123' } as const;
const CARD = { cardNumber: '4242 4242 4242 4242', cardExpiry: '12/30', cardCvc: '123' } as const;

let stores: JoinFormStore[] = [];
afterEach(() => {
  for (const store of stores) cleanStores(store.$form, store.$progress);
  stores = [];
});

function storeOf(answers: SignupAnswer[] = [], kept: Record<string, string> = {}) {
  const posted: Record<string, string>[] = [];
  const went: string[] = [];
  const storage = new Map(Object.entries(kept));
  let keys = 0;
  const store = createJoinFormStore(
    { joinOptionId: '1' },
    {
      signUp: (form) => {
        posted.push(Object.fromEntries([...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name])));
        return Promise.resolve(answers.shift() ?? { kind: 'failed', message: '' });
      },
      salesTracking: () => ({ ref: 'AFF-42' }),
      storage: { getItem: (key) => storage.get(key) ?? null, setItem: (key, value) => void storage.set(key, value) },
      go: (location) => went.push(location),
      newKey: () => `attempt-key-${String(++keys).padStart(4, '0')}-0000`,
    },
  );
  stores.push(store);
  return { store, posted, went, storage };
}

/** Fills the account and card fields and walks to the payment step. */
async function toPayment(store: JoinFormStore): Promise<void> {
  for (const [field, value] of Object.entries(ACCOUNT)) store.change(field as keyof typeof ACCOUNT, value);
  await store.next();
  await store.next();
  for (const [field, value] of Object.entries(CARD)) store.change(field as keyof typeof CARD, value);
}

describe("the join form's steps (membership spec sections 2, 5 and 9)", () => {
  it('starts on the account step with the first deal chosen', () => {
    const { store } = storeOf();
    expect(store.$progress.get()).toEqual({ step: 0, last: false, canGoBack: false });
    expect(store.$form.get().values.joinOptionId).toBe('1');
  });

  it("stays on a step whose fields the join schema refuses, each with its first message, the keyboard on the first", async () => {
    const { store } = storeOf();
    store.change('email', 'not-an-email');
    await store.next();
    expect(store.$progress.get().step).toBe(0);
    expect(store.$form.get().errors).toMatchObject({ email: INVALID_EMAIL_MESSAGE });
    expect(Object.keys(store.$form.get().errors).sort()).toEqual(['email', 'password', 'username']);
    expect(store.$form.get().focus).toMatchObject({ to: 'field', field: 'email' });
  });

  it('a second refusal of the same field moves the keyboard to it again', async () => {
    const { store } = storeOf();
    await store.next();
    const first = store.$form.get().focus;
    await store.next();
    expect(store.$form.get().focus).toMatchObject({ to: 'field', field: 'email' });
    expect(store.$form.get().focus?.seq).not.toBe(first?.seq);
  });

  it('checks a field when it is left, only when it is not empty, as a hint beside it', () => {
    const { store } = storeOf();
    store.leave('email');
    expect(store.$form.get().hints).toEqual({});
    store.change('email', 'not-an-email');
    store.leave('email');
    expect(store.$form.get().hints.email).toBe(INVALID_EMAIL_MESSAGE);
    store.change('email', 'new@example.test');
    store.leave('email');
    expect(store.$form.get().hints.email).toBeUndefined();
  });

  it('walks on to the deal and the payment, and back, the keyboard on each step as it comes', async () => {
    const { store } = storeOf();
    for (const [field, value] of Object.entries(ACCOUNT)) store.change(field as keyof typeof ACCOUNT, value);
    await store.next();
    expect(store.$form.get()).toMatchObject({ step: 1, focus: { to: 'step' } });
    await store.next();
    expect(store.$progress.get()).toEqual({ step: 2, last: true, canGoBack: true });
    const onPayment = store.$form.get().focus?.seq;
    store.back();
    expect(store.$progress.get().step).toBe(1);
    expect(store.$form.get().focus).toMatchObject({ to: 'step' });
    expect(store.$form.get().focus?.seq).not.toBe(onPayment);
  });

  it('keeps the email in session storage as it is typed, and fills it back when nothing was typed before hydration', () => {
    const { store, storage } = storeOf([], { [JOIN_FORM_EMAIL_KEY]: 'kept@example.test' });
    store.adopt({}, null);
    expect(store.$form.get().values.email).toBe('kept@example.test');
    expect(store.$form.get().errors).toEqual({});
    store.change('email', 'typed@example.test');
    expect(storage.get(JOIN_FORM_EMAIL_KEY)).toBe('typed@example.test');
  });

  it('takes over what was typed before hydration and checks the fields already left, not the focused one', () => {
    const { store, storage } = storeOf();
    store.adopt({ email: 'not-an-email', username: 'newcomer1', password: 'x' }, 'password');
    expect(store.$form.get().values).toMatchObject({ email: 'not-an-email', username: 'newcomer1', password: 'x' });
    expect(store.$form.get().hints).toEqual({ email: INVALID_EMAIL_MESSAGE });
    expect(store.$form.get().focus).toBeNull();
    expect(storage.get(JOIN_FORM_EMAIL_KEY)).toBe('not-an-email');
  });

  it('prefers an email typed before hydration to the one kept in session storage, and keeps the typed one in its place', () => {
    const { store, storage } = storeOf([], { [JOIN_FORM_EMAIL_KEY]: 'kept@example.test' });
    store.adopt({ email: 'typ' }, 'email');
    expect(store.$form.get().values.email).toBe('typ');
    expect(store.$form.get().hints).toEqual({});
    expect(storage.get(JOIN_FORM_EMAIL_KEY)).toBe('typ');
  });
});

describe("the join form's payment", () => {
  it("posts every field with the attempt's key and the page's sales tracking, and follows the approval", async () => {
    const { store, posted, went } = storeOf([{ kind: 'answered', answer: { approved: true, location: '/signupsuccess' } }]);
    await toPayment(store);
    void store.next();
    expect(store.$form.get().submitting).toBe(true);
    expect(store.$progress.get().canGoBack).toBe(false);
    await allTasks();
    expect(posted).toEqual([{ ...ACCOUNT, joinOptionId: '1', ...CARD, idempotencyKey: 'attempt-key-0001-0000', ref: 'AFF-42' }]);
    expect(went).toEqual(['/signupsuccess']);
  });

  it("shows a declined card's reason beside the card, once, the keyboard on the card, and the retry is a new attempt", async () => {
    const declined = `${JOIN_MESSAGES.declined}: Insufficient funds. ${JOIN_MESSAGES.tryAnotherCard}`;
    const { store, posted } = storeOf([
      { kind: 'answered', answer: { approved: false, status: 'DECLINED', message: declined, field: 'cardNumber' } },
      { kind: 'answered', answer: { approved: true, location: '/signupsuccess' } },
    ]);
    await toPayment(store);
    await store.next();
    expect(store.$form.get()).toMatchObject({ submitting: false, message: null, errors: { cardNumber: declined }, step: 2, focus: { to: 'field', field: 'cardNumber' } });
    await store.next();
    expect(posted.map((form) => form['idempotencyKey'])).toEqual(['attempt-key-0001-0000', 'attempt-key-0002-0000']);
  });

  it("keeps the decline beside the card until the next payment, however the card field is typed in and left: nothing moves under the pointer", async () => {
    const declined = `${JOIN_MESSAGES.declined}: Insufficient funds. ${JOIN_MESSAGES.tryAnotherCard}`;
    const { store } = storeOf([{ kind: 'answered', answer: { approved: false, status: 'DECLINED', message: declined, field: 'cardNumber' } }]);
    await toPayment(store);
    await store.next();
    store.change('cardNumber', '4242 4242 4242 4242');
    store.leave('cardNumber');
    expect(store.$form.get().errors).toEqual({ cardNumber: declined });
    void store.next();
    expect(store.$form.get()).toMatchObject({ errors: {}, submitting: true });
    await allTasks();
  });

  it("an account that exists takes the visitor back to the email, its message beside it and the keyboard on it", async () => {
    const { store } = storeOf([{ kind: 'answered', answer: { approved: false, status: 'ACCOUNT_EXISTS', message: JOIN_MESSAGES.accountExists, field: 'email' } }]);
    await toPayment(store);
    await store.next();
    expect(store.$form.get()).toMatchObject({ step: 0, errors: { email: JOIN_MESSAGES.accountExists }, focus: { to: 'field', field: 'email' }, message: null });
  });

  it('takes the visitor to the step of a field the Action refused', async () => {
    const { store } = storeOf([{ kind: 'invalid', errors: { username: 'That username is taken' } }]);
    await toPayment(store);
    await store.next();
    expect(store.$form.get()).toMatchObject({ step: 0, errors: { username: 'That username is taken' }, submitting: false, focus: { to: 'field', field: 'username' } });
  });

  it("says the signup could not start when the Action failed without words, the keyboard on the message", async () => {
    const { store } = storeOf([{ kind: 'failed', message: '' }]);
    await toPayment(store);
    await store.next();
    expect(store.$form.get()).toMatchObject({ message: JOIN_MESSAGES.failedToStart, submitting: false, step: 2, focus: { to: 'message' } });
  });
});
