import { computed, map, task, type MapStore, type ReadableAtom } from 'nanostores';
import { JOIN_FORM_EMAIL_KEY, JOIN_MESSAGES, joinFormSchema, type JoinField } from '../../src/features/join/join-form.ts';
import type { SalesTracking } from '../../src/features/tracking/sales-tracking.ts';
import { pageSalesTracking } from '../tracking/page-sales-tracking.ts';
import { signUp, type SignupAnswer } from './join-signup.ts';

/** What the visitor types; the idempotency key is the attempt's, not theirs. */
export type JoinInput = Exclude<JoinField, 'idempotencyKey'>;
export type JoinValues = Record<JoinInput, string>;
export type JoinErrors = Partial<Record<JoinField, string>>;

/** The three steps (membership spec section 2): account details, deal selection, payment; each checks its own fields. */
export const STEP_FIELDS: readonly (readonly JoinInput[])[] = [['email', 'username', 'password'], ['joinOptionId'], ['cardNumber', 'cardExpiry', 'cardCvc']];
const LAST_STEP = STEP_FIELDS.length - 1;

const EMPTY: JoinValues = { email: '', username: '', password: '', joinOptionId: '', cardNumber: '', cardExpiry: '', cardCvc: '' };

/**
 * Where the form puts the keyboard next: the heading of the step it moved to, or the first field a
 * check or the biller refused. `seq` tells one request from the next, so a second refusal of the
 * same field moves the focus back to it.
 */
export type JoinFocus = { to: 'step'; seq: number } | { to: 'field'; field: JoinInput; seq: number } | { to: 'message'; seq: number };

export interface JoinFormState {
  step: number;
  values: JoinValues;
  /**
   * The refusals of the last Continue or payment, each beside its field: they stay until the next
   * one, so nothing above the button moves between a refusal and the click that follows it.
   */
  errors: JoinErrors;
  /** What a field's own rule says when it is left (membership spec section 5): shown where no refusal is. */
  hints: JoinErrors;
  /** The biller's or the Action's message that belongs to no field; null when there is none. */
  message: string | null;
  submitting: boolean;
  /** The purchase attempt's key: a double click or a retry of the same request never charges twice. */
  idempotencyKey: string;
  focus: JoinFocus | null;
}

/** Where the visitor is among the steps. */
export interface JoinProgress {
  step: number;
  /** The payment step: its button pays. */
  last: boolean;
  /** A step before this one to go back to, while no payment runs. */
  canGoBack: boolean;
}

export interface JoinFormStore {
  $form: MapStore<JoinFormState>;
  $progress: ReadableAtom<JoinProgress>;
  /** The visitor types into a field; the email is kept in session storage (membership spec section 9). */
  change: (field: JoinInput, value: string) => void;
  /** The visitor leaves a field: it is checked, only when not empty (membership spec section 5). */
  leave: (field: JoinInput) => void;
  /**
   * On hydration: what the visitor typed into the server's inputs before it (a slow connection), or
   * else the email kept in session storage; the fields already left (all but the focused one) are checked.
   */
  adopt: (typed: Partial<JoinValues>, focused: string | null) => void;
  /** Continue: the step's fields are checked, then the next step, or on the last one the payment. */
  next: () => Promise<void>;
  back: () => void;
}

/** What the store asks of the page: the join Action, the page's sales tracking, session storage, the way on, a new key. */
export interface JoinCalls {
  signUp: (form: FormData) => Promise<SignupAnswer>;
  salesTracking: () => SalesTracking;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  go: (location: string) => void;
  newKey: () => string;
}

/** The page's own, each asked only when called: the server renders the form from the store too. */
const PAGE_CALLS: JoinCalls = {
  signUp: (form) => signUp(form),
  salesTracking: () => pageSalesTracking(),
  storage: { getItem: (key) => sessionStorage.getItem(key), setItem: (key, value) => sessionStorage.setItem(key, value) },
  go: (location) => window.location.assign(location),
  newKey: () => crypto.randomUUID(),
};

/** The first message of each field the shared schema refuses, among `fields`. */
export function checkFields(values: JoinValues & { idempotencyKey?: string }, fields: readonly JoinField[]): JoinErrors {
  const parsed = joinFormSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: JoinErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as JoinField;
    if (fields.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The step that holds `field`. */
const stepOf = (field: JoinField): number => STEP_FIELDS.findIndex((fields) => (fields as readonly JoinField[]).includes(field));

/** The first field of `errors`, in the form's order. */
function firstRefused(errors: JoinErrors): JoinInput | undefined {
  return STEP_FIELDS.flat().find((field) => errors[field]);
}

/**
 * The join form of /joinnow (membership spec section 2): account details, deal selection, then
 * payment, one step at a time, each checked with the one join form schema the Action checks again.
 * Every move says where the keyboard goes next (`focus`): the new step's heading, or the field that
 * was refused. One purchase attempt is one idempotency key; whatever the biller answered is final
 * for it, so another try is a new attempt: a declined card's reason stays beside the card until the
 * retry, and the retry with another card is charged afresh. One store per mounted form.
 */
export function createJoinFormStore(options: { joinOptionId: string }, calls: JoinCalls = PAGE_CALLS): JoinFormStore {
  const $form = map<JoinFormState>({
    step: 0,
    values: { ...EMPTY, joinOptionId: options.joinOptionId },
    errors: {},
    hints: {},
    message: null,
    submitting: false,
    idempotencyKey: calls.newKey(),
    focus: null,
  });
  const $progress = computed($form, ({ step, submitting }) => ({ step, last: step === LAST_STEP, canGoBack: step > 0 && !submitting }));
  let focusSeq = 0;
  const focusOn = (target: { to: 'step' | 'message' } | { to: 'field'; field: JoinInput }): JoinFocus => ({ ...target, seq: ++focusSeq });

  /** The refusals of a submit: the step of the first one, and the keyboard on it. */
  function refuse(errors: JoinErrors, message: string | null = null): Partial<JoinFormState> {
    const field = firstRefused(errors);
    if (field === undefined) return { errors, hints: {}, message, focus: focusOn({ to: 'message' }) };
    return { errors, hints: {}, message, step: stepOf(field), focus: focusOn({ to: 'field', field }) };
  }

  async function pay(): Promise<void> {
    const { values, idempotencyKey } = $form.get();
    $form.set({ ...$form.get(), submitting: true });
    const body = new FormData();
    for (const [field, value] of Object.entries({ ...values, idempotencyKey, ...calls.salesTracking() })) if (value !== undefined) body.set(field, value);
    const signup = await calls.signUp(body);
    if (signup.kind === 'answered' && signup.answer.approved) {
      calls.go(signup.answer.location);
      return;
    }
    // Whatever was answered is final for this key: another try is another attempt.
    const after = { ...$form.get(), submitting: false, idempotencyKey: calls.newKey() };
    if (signup.kind === 'invalid') $form.set({ ...after, ...refuse(signup.errors) });
    else if (signup.kind === 'failed') $form.set({ ...after, ...refuse({}, signup.message || JOIN_MESSAGES.failedToStart) });
    else if (!signup.answer.approved) {
      const { message, field } = signup.answer;
      $form.set({ ...after, ...(field ? refuse({ [field]: message }) : refuse({}, message)) });
    }
  }

  return {
    $form,
    $progress,
    change(field, value) {
      $form.setKey('values', { ...$form.get().values, [field]: value });
      if (field === 'email') calls.storage.setItem(JOIN_FORM_EMAIL_KEY, value);
    },
    leave(field) {
      const { values, hints } = $form.get();
      if (!values[field]) return;
      $form.setKey('hints', { ...hints, [field]: checkFields(values, [field])[field] });
    },
    adopt(typed, focused) {
      const { storage } = calls;
      if (typed.email) storage.setItem(JOIN_FORM_EMAIL_KEY, typed.email);
      const kept = storage.getItem(JOIN_FORM_EMAIL_KEY);
      const adopted: Partial<JoinValues> = { ...(kept ? { email: kept } : {}), ...typed };
      if (Object.keys(adopted).length === 0) return;
      const left = (Object.keys(typed) as JoinInput[]).filter((field) => field !== focused);
      $form.set({
        ...$form.get(),
        values: { ...$form.get().values, ...adopted },
        ...(left.length > 0 ? { hints: checkFields({ ...EMPTY, ...adopted }, left) } : {}),
      });
    },
    next: () =>
      task(async () => {
        const { values, idempotencyKey, step, submitting } = $form.get();
        if (submitting) return;
        const found = checkFields({ ...values, idempotencyKey }, STEP_FIELDS[step] ?? []);
        if (Object.keys(found).length > 0) return $form.set({ ...$form.get(), ...refuse(found) });
        $form.set({ ...$form.get(), errors: {}, hints: {}, message: null });
        if (step < LAST_STEP) $form.set({ ...$form.get(), step: step + 1, focus: focusOn({ to: 'step' }) });
        else await pay();
      }),
    back() {
      const { step, submitting } = $form.get();
      if (step > 0 && !submitting) $form.set({ ...$form.get(), step: step - 1, errors: {}, hints: {}, message: null, focus: focusOn({ to: 'step' }) });
    },
  };
}
