import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { JOIN_FORM_EMAIL_KEY, JOIN_MESSAGES, joinFormSchema, type JoinField } from '../../src/features/join/join-form.ts';
import type { JoinOption } from '../../src/features/join/join-option.ts';
import { INVALID_PASSWORD_MESSAGE, PASSWORD_HTML_PATTERN } from '../../src/validation/index.ts';
import { withErrorBoundary } from '../error-screen/ErrorBoundary.tsx';
import { formatMoney } from '../../src/membership/money.ts';
import { useHydrated } from '../shell/hydration/use-hydrated.ts';
import { signUp } from './join-signup.ts';
import { pageSalesTracking } from '../tracking/page-sales-tracking.ts';

export interface JoinFormProps {
  options: JoinOption[];
  steps: readonly [string, string, string];
}

type Errors = Partial<Record<JoinField, string>>;
/** What the visitor types; the idempotency key is the attempt's, not theirs. */
type Field = Exclude<JoinField, 'idempotencyKey'>;
type Values = Record<Field, string>;
const EMPTY: Values = { email: '', username: '', password: '', joinOptionId: '', cardNumber: '', cardExpiry: '', cardCvc: '' };
const STEP_FIELDS: readonly (readonly Field[])[] = [['email', 'username', 'password'], ['joinOptionId'], ['cardNumber', 'cardExpiry', 'cardCvc']];
const INPUT = 'rounded-md border border-solid border-muted bg-page p-2 text-ink focus-ring';

const newKey = () => crypto.randomUUID();
const price = (option: JoinOption) => formatMoney(option.price, option.currency);

/** The first message of each field the shared schema refuses, among `fields`. */
function check(values: Values & { idempotencyKey?: string }, fields: readonly JoinField[]): Errors {
  const parsed = joinFormSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as JoinField;
    if (fields.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * What the visitor typed into the server's inputs before the island hydrated (a slow connection):
 * React keeps what an input shows when it hydrates, but its state starts empty.
 */
function typedBeforeHydration(form: HTMLFormElement, fields: readonly Field[]): Partial<Values> {
  const typed: Partial<Values> = {};
  for (const field of fields) {
    const input = form.elements.namedItem(field);
    if (input instanceof HTMLInputElement && input.value !== '') typed[field] = input.value;
  }
  return typed;
}

/**
 * The join form of /joinnow (membership spec section 2): account details, deal selection, then
 * payment, each step checked with the one join form schema the Action checks again. One purchase
 * attempt is one idempotency key, so a double click or a retry of the same request never charges
 * twice; a declined card shows the biller's reason and the retry with another card is a new attempt.
 */
function JoinForm({ options, steps }: JoinFormProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<Values>({ ...EMPTY, joinOptionId: options[0]?.joinOptionId ?? '' });
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);

  // On hydration the island takes over what was typed before it, and checks the fields already left,
  // as their blur would have. Otherwise, membership spec section 9: the email is kept in session
  // storage (joinform_email) across reloads.
  useEffect(() => {
    const typed = form.current ? typedBeforeHydration(form.current, STEP_FIELDS[0] ?? []) : {};
    if (typed.email) sessionStorage.setItem(JOIN_FORM_EMAIL_KEY, typed.email);
    const kept = sessionStorage.getItem(JOIN_FORM_EMAIL_KEY);
    const adopted: Partial<Values> = { ...(kept ? { email: kept } : {}), ...typed };
    if (Object.keys(adopted).length === 0) return;
    setValues((current) => ({ ...current, ...adopted }));
    const focused = document.activeElement?.getAttribute('name');
    const left = (Object.keys(typed) as Field[]).filter((field) => field !== focused);
    if (left.length > 0) setErrors(check({ ...EMPTY, ...adopted }, left));
  }, []);

  const set = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'email') sessionStorage.setItem(JOIN_FORM_EMAIL_KEY, value);
  };
  // Membership spec section 5: validates on blur, and only when not empty.
  const blur = (field: Field) => () => {
    if (!values[field]) return;
    setErrors((current) => ({ ...current, [field]: check(values, [field])[field] }));
  };

  function next(event: FormEvent) {
    event.preventDefault();
    const found = check({ ...values, idempotencyKey }, STEP_FIELDS[step] ?? []);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (step < 2) setStep(step + 1);
    else void pay();
  }

  async function pay() {
    setSubmitting(true);
    setMessage(null);
    const body = new FormData();
    for (const [field, value] of Object.entries({ ...values, idempotencyKey, ...pageSalesTracking() })) if (value !== undefined) body.set(field, value);
    const signup = await signUp(body);
    if (signup.kind === 'answered' && signup.answer.approved) {
      window.location.assign(signup.answer.location);
      return;
    }
    setSubmitting(false);
    // Whatever was answered is final for this key: another try is another attempt.
    setIdempotencyKey(newKey());
    if (signup.kind === 'invalid') {
      setErrors(signup.errors);
      setStep(STEP_FIELDS.findIndex((group) => group.some((field) => signup.errors[field])));
    } else if (signup.kind === 'failed') {
      setMessage(signup.message || JOIN_MESSAGES.failedToStart);
    } else if (!signup.answer.approved) {
      const { message, field } = signup.answer;
      setMessage(message);
      if (field) {
        setErrors({ [field]: message });
        setStep(STEP_FIELDS.findIndex((fields) => (fields as readonly JoinField[]).includes(field)));
      }
    }
  }

  const field = (name: Field, label: string, input: Record<string, string | boolean>) => (
    <label className="grid gap-1" htmlFor={`${id}-${name}`}>
      {label}
      <input
        id={`${id}-${name}`}
        name={name}
        className={INPUT}
        value={values[name]}
        onChange={set(name)}
        onBlur={blur(name)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        {...input}
      />
      {errors[name] && (
        <span id={`${id}-${name}-error`} className="text-sm text-ink" data-field-error={name}>
          {errors[name]}
        </span>
      )}
    </label>
  );

  return (
    <form ref={form} className="grid max-w-xl gap-6" onSubmit={next} noValidate data-join-form>
      <ol className="m-0 flex list-none flex-wrap gap-4 p-0 text-muted" aria-label="Join steps">
        {steps.map((label, index) => (
          <li key={label} aria-current={index === step ? 'step' : undefined} className={index === step ? 'font-bold text-ink' : undefined}>
            {index + 1}. {label}
          </li>
        ))}
      </ol>
      {message && (
        <p role="alert" className="alert" data-join-message>
          {message}
        </p>
      )}
      <fieldset className="m-0 grid gap-3 rounded-md border border-solid border-muted p-4" hidden={step !== 0}>
        <legend className="px-1 font-heading text-xl">1. {steps[0]}</legend>
        {field('email', 'Email', { type: 'email', autoComplete: 'email', required: true })}
        {field('username', 'Username', { autoComplete: 'username', required: true })}
        {field('password', 'Password', { type: 'password', autoComplete: 'new-password', required: true, pattern: PASSWORD_HTML_PATTERN, title: INVALID_PASSWORD_MESSAGE })}
      </fieldset>
      <fieldset className="m-0 grid gap-3 rounded-md border border-solid border-muted p-4" hidden={step !== 1}>
        <legend className="px-1 font-heading text-xl">2. {steps[1]}</legend>
        {options.map((option) => (
          <label key={option.joinOptionId} className="flex items-center gap-2">
            <input type="radio" name="joinOptionId" value={option.joinOptionId} checked={values.joinOptionId === option.joinOptionId} onChange={set('joinOptionId')} className="focus-ring" />
            {option.name}: {price(option)}
            {option.trial ? `, then ${formatMoney(option.rebillPrice, option.currency)} every 30 days` : ''}
          </label>
        ))}
        {errors.joinOptionId && <span className="text-sm text-ink">{errors.joinOptionId}</span>}
      </fieldset>
      <fieldset className="m-0 grid gap-3 rounded-md border border-solid border-muted p-4" hidden={step !== 2}>
        <legend className="px-1 font-heading text-xl">3. {steps[2]}</legend>
        {field('cardNumber', 'Card number', { inputMode: 'numeric', autoComplete: 'cc-number', required: true })}
        {field('cardExpiry', 'Expiry (MM/YY)', { autoComplete: 'cc-exp', placeholder: 'MM/YY', required: true })}
        {field('cardCvc', 'Security code', { inputMode: 'numeric', autoComplete: 'cc-csc', required: true })}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        {step > 0 && (
          <button type="button" className="rounded-md border border-solid border-muted bg-transparent px-4 py-2 text-ink focus-ring" onClick={() => setStep(step - 1)} disabled={submitting}>
            Back
          </button>
        )}
        {/* Disabled until hydrated: the browser's own submission would put the password in the address. */}
        <button type="submit" className="btn border-0 text-base" disabled={!hydrated || submitting} aria-busy={submitting}>
          {step < 2 ? 'Continue' : submitting ? 'Processing payment…' : 'Pay and join'}
        </button>
      </div>
    </form>
  );
}

// A crash inside shows the error screen over the page instead of leaving a dead island (issue 11).
export default withErrorBoundary(JoinForm);
