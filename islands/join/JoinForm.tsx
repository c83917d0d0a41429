import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { dealCharges, dealLabel } from '../../src/features/join/deal-terms.ts';
import type { JoinOption } from '../../src/features/join/join-option.ts';
import { INVALID_PASSWORD_MESSAGE, PASSWORD_HTML_PATTERN } from '../../src/validation/index.ts';
import { withErrorBoundary } from '../shell/error-screen/ErrorBoundary.tsx';
import { useHydrated } from '../shell/hydration/use-hydrated.ts';
import { SECONDARY_BUTTON } from '../shell/modals/Modal.tsx';
import { createJoinFormStore, STEP_FIELDS, type JoinInput, type JoinValues } from './store.ts';

export interface JoinFormProps {
  options: JoinOption[];
  /** The deal chosen when the form opens (src/features/join/join-arrival.ts defaultDealOf). */
  defaultOptionId?: string | undefined;
  steps: readonly [string, string, string];
}

const INPUT = 'rounded-md border border-solid border-muted bg-page p-2 text-ink focus-ring';
const STEP = 'm-0 grid gap-3 rounded-md border border-solid border-muted p-4';
/**
 * A field's message line, its height kept whether or not it holds a message: a message that comes
 * or goes as a field is left moves nothing under the pointer on its way to the button.
 */
const FIELD_MESSAGE = 'min-h-5 text-sm text-ink';
/** A refusal is marked as the site's other refusals are (the `alert` shortcut's edge). */
const REFUSAL = 'border-l-4 border-red-500 pl-2';

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
 * payment, one step at a time. Its steps, checks, focus and payment are its store's (store.ts);
 * this renders them and puts the keyboard where the store says.
 */
function JoinForm({ options, defaultOptionId, steps }: JoinFormProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const [store] = useState(() => createJoinFormStore({ joinOptionId: defaultOptionId ?? options[0]?.joinOptionId ?? '' }));
  const { values, errors, hints, message, submitting, focus } = useStore(store.$form);
  const { step, last, canGoBack } = useStore(store.$progress);
  const deal = options.find((option) => option.joinOptionId === values.joinOptionId);

  // On hydration the island takes over what was typed before it (membership spec section 9: or the
  // email kept in session storage), and checks the fields already left, as their blur would have.
  useEffect(() => {
    const typed = form.current ? typedBeforeHydration(form.current, STEP_FIELDS[0] ?? []) : {};
    store.adopt(typed, document.activeElement?.getAttribute('name') ?? null);
  }, [store]);

  // The keyboard goes where the store says: the new step's heading, the refused field, or the message.
  useEffect(() => {
    if (!focus) return;
    const target = focus.to === 'field' ? `${id}-${focus.field}` : focus.to === 'step' ? `${id}-step` : `${id}-message`;
    (document.getElementById(target) ?? document.getElementById(`${id}-step`))?.focus();
  }, [focus, id]);

  const set = (field: JoinInput) => (event: { currentTarget: { value: string } }) => store.change(field, event.currentTarget.value);
  // A field left for one of the form's own buttons is checked by that button's click: checking it
  // on the way there could move the button from under the pointer.
  const blur = (field: JoinInput) => (event: FocusEvent<HTMLInputElement>) => {
    const next = event.relatedTarget;
    if (next instanceof HTMLButtonElement && form.current?.contains(next)) return;
    store.leave(field);
  };
  const next = (event: FormEvent) => {
    event.preventDefault();
    void store.next();
  };

  /** A field's message: a refusal of the last Continue or payment (announced), else what its rule said when it was left. */
  const fieldMessage = (name: JoinInput) => {
    const refusal = errors[name];
    const text = refusal ?? hints[name];
    return (
      <span id={`${id}-${name}-error`} className={refusal ? `${FIELD_MESSAGE} ${REFUSAL}` : FIELD_MESSAGE} role={refusal ? 'alert' : undefined} data-field-error={text ? name : undefined}>
        {text}
      </span>
    );
  };

  const field = (name: JoinInput, label: string, input: Record<string, string | boolean>) => {
    const invalid = Boolean(errors[name] ?? hints[name]);
    return (
      <div className="grid gap-1">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          name={name}
          className={INPUT}
          value={values[name]}
          onChange={set(name)}
          onBlur={blur(name)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-${name}-error` : undefined}
          {...input}
        />
        {fieldMessage(name)}
      </div>
    );
  };

  const heading = (index: number) => (
    <legend className="px-1">
      <h2 id={`${id}-step`} tabIndex={-1} className="m-0 font-heading text-xl focus-ring">
        {index + 1}. {steps[index]}
      </h2>
    </legend>
  );

  return (
    <form ref={form} className="grid max-w-xl gap-6" onSubmit={next} noValidate data-join-form data-step={step}>
      <ol className="m-0 flex list-none flex-wrap gap-4 p-0 text-muted" aria-label="Join steps">
        {steps.map((label, index) => (
          <li key={label} aria-current={index === step ? 'step' : undefined} className={index === step ? 'font-bold text-ink' : undefined}>
            {index + 1}. {label}
          </li>
        ))}
      </ol>
      {/* One step at a time: the others are not in the page, so nothing of them shows or takes the keyboard. */}
      {step === 0 && (
        <fieldset className={STEP}>
          {heading(0)}
          {field('email', 'Email', { type: 'email', autoComplete: 'email', required: true })}
          {field('username', 'Username', { autoComplete: 'username', required: true })}
          {field('password', 'Password', { type: 'password', autoComplete: 'new-password', required: true, pattern: PASSWORD_HTML_PATTERN, title: INVALID_PASSWORD_MESSAGE })}
        </fieldset>
      )}
      {step === 1 && (
        <fieldset className={STEP} aria-describedby={errors.joinOptionId ? `${id}-joinOptionId-error` : undefined}>
          {heading(1)}
          {options.map((option) => (
            <label key={option.joinOptionId} className="flex items-center gap-2">
              <input
                id={option.joinOptionId === values.joinOptionId ? `${id}-joinOptionId` : undefined}
                type="radio"
                name="joinOptionId"
                value={option.joinOptionId}
                checked={values.joinOptionId === option.joinOptionId}
                onChange={set('joinOptionId')}
                className="focus-ring"
              />
              {dealLabel(option)}
            </label>
          ))}
          {fieldMessage('joinOptionId')}
        </fieldset>
      )}
      {step === 2 && (
        <fieldset className={STEP}>
          {heading(2)}
          {deal && (
            <p className="m-0" data-deal-charges>
              <strong>{deal.name}.</strong> {dealCharges(deal)}
            </p>
          )}
          {field('cardNumber', 'Card number', { inputMode: 'numeric', autoComplete: 'cc-number', required: true })}
          {field('cardExpiry', 'Expiry (MM/YY)', { autoComplete: 'cc-exp', placeholder: 'MM/YY', required: true })}
          {field('cardCvc', 'Security code', { inputMode: 'numeric', autoComplete: 'cc-csc', required: true })}
        </fieldset>
      )}
      {message && (
        <p id={`${id}-message`} tabIndex={-1} role="alert" className="alert focus-ring" data-join-message>
          {message}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {step > 0 && (
          <button type="button" className={SECONDARY_BUTTON} onClick={store.back} disabled={!canGoBack}>
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
