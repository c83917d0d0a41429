import { FORM_ERROR_FIELD, type AccountAction, type AccountPostOutcome } from './forms.ts';

type Invalid = Extract<AccountPostOutcome, { kind: 'invalid' }>;

/** The /account forms after a post: which form failed, its messages and the values posted back. */
export interface AccountFormState {
  /** The message for `field` of form `action`, when that form was the one submitted. */
  errorOf(action: AccountAction, field: string): string | undefined;
  /** The value the member posted in `field`, to show again; undefined when `action` was not posted. */
  valueOf(action: AccountAction, field: string): string | undefined;
  /** The id of the field's message element. */
  errorIdOf(action: AccountAction, field: string): string;
  /** aria attributes of a field: described by its message while it has one. */
  described(action: AccountAction, field: string): { 'aria-describedby'?: string; 'aria-invalid'?: 'true' };
  /** The message of form `action` as a whole (a refusal not tied to one field). */
  formError(action: AccountAction): string | undefined;
  /** A refused post whose form is not known: said above every form. */
  unknownFormError: string | undefined;
  /** A help link the refusal carries (contact support). */
  supportLink: string | undefined;
}

/** The forms' state from the account.update action's refusal, or null when nothing was refused. Pure. */
export function accountFormState(invalid: Invalid | null): AccountFormState {
  const errorOf = (action: AccountAction, field: string) => (invalid?.action === action ? invalid.errors[field] : undefined);
  const errorIdOf = (action: AccountAction, field: string) => `${action}-${field}-error`;
  return {
    errorOf,
    valueOf: (action, field) => (invalid?.action === action ? invalid.values[field] : undefined),
    errorIdOf,
    described: (action, field) => (errorOf(action, field) === undefined ? {} : { 'aria-describedby': errorIdOf(action, field), 'aria-invalid': 'true' }),
    formError: (action) => errorOf(action, FORM_ERROR_FIELD),
    unknownFormError: invalid?.action === null ? invalid.errors[FORM_ERROR_FIELD] : undefined,
    supportLink: invalid?.supportLink,
  };
}
