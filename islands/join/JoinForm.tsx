import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { JoinOption } from '../../src/features/join/join-option.ts';
import { INVALID_PASSWORD_MESSAGE, PASSWORD_HTML_PATTERN } from '../../src/validation/index.ts';
import { withErrorBoundary } from '../error-screen/ErrorBoundary.tsx';
import { formatMoney } from '../../src/membership/money.ts';
import { useHydrated } from '../shell/hydration/use-hydrated.ts';
import { createJoinFormStore, STEP_FIELDS, type JoinInput, type JoinValues } from './store.ts';

export interface JoinFormProps {
  options: JoinOption[];
  /** The deal chosen when the form opens (src/features/join/join-arrival.ts defaultDealOf). */
  defaultOptionId?: string | undefined;
  steps: readonly [string, string, string];
}

const INPUT = 'rounded-md border border-solid border-muted bg-page p-2 text-ink focus-ring';

const price = (option: JoinOption) => formatMoney(option.price, option.currency);

/**
 * What the visitor typed into the server's inputs before the island hydrated (a slow connection):
 * React keeps what an input shows when it hydrates, but its state starts empty.
 */
function typedBeforeHydration(form: HTMLFormElement, fields: readonly JoinInput[]): Partial<JoinValues> {
  const typed: Partial<JoinValues> = {};
  for (const field of fields) {
    const input = form.elements.namedItem(field);
    if (input instanceof HTMLInputElement && input.value !== '') typed[field] = input.value;
  }
  return typed;
}

/**
 * The join form of /joinnow (membership spec section 2): account details, deal selection, then
 * payment. Its steps, checks and payment are its store's (store.ts); this renders them.
 */
function JoinForm({ options, defaultOptionId, steps }: JoinFormProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const [store] = useState(() => createJoinFormStore({ joinOptionId: defaultOptionId ?? options[0]?.joinOptionId ?? '' }));
  const { values, errors, message, submitting } = useStore(store.$form);
  const { step, last, canGoBack } = useStore(store.$progress);

  // On hydration the island takes over what was typed before it (membership spec section 9: or the
  // email kept in session storage), and checks the fields already left, as their blur would have.
  useEffect(() => {
    const typed = form.current ? typedBeforeHydration(form.current, STEP_FIELDS[0] ?? []) : {};
    store.adopt(typed, document.activeElement?.getAttribute('name') ?? null);
  }, [store]);

  const set = (field: JoinInput) => (event: { currentTarget: { value: string } }) => store.change(field, event.currentTarget.value);
  const blur = (field: JoinInput) => () => store.leave(field);
  const next = (event: FormEvent) => {
    event.preventDefault();
    void store.next();
  };

  const field = (name: JoinInput, label: string, input: Record<string, string | boolean>) => (
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
          <button type="button" className="rounded-md border border-solid border-muted bg-transparent px-4 py-2 text-ink focus-ring" onClick={store.back} disabled={!canGoBack}>
            Back
          </button>
        )}
        {/* Disabled until hydrated: the browser's own submission would put the password in the address. */}
        <button type="submit" className="btn border-0 text-base" disabled={!hydrated || submitting} aria-busy={submitting}>
          {!last ? 'Continue' : submitting ? 'Processing payment…' : 'Pay and join'}
        </button>
      </div>
    </form>
  );
}

// A crash inside shows the error screen over the page instead of leaving a dead island (browsing spec section 2).
export default withErrorBoundary(JoinForm);
