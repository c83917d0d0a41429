import { useState, type FocusEvent, type FormEvent } from 'react';
import { parseAccountForm, type AccountFormSpec, type FieldErrors } from '../../src/features/account/forms.ts';
import { showFlash } from '../shell/flash/store.ts';
import { submitAccountForm, type AccountFormCall } from './account-form.ts';

export type AccountFormStatus = 'idle' | 'submitting' | 'done';

/**
 * Membership spec section 4 (Convert-VIP flow, and the same for the other forms): idle, submitting,
 * then done (the modal reacts: reload, hide); on failure a message shows and the form is usable again.
 */
export function useAccountForm(spec: AccountFormSpec, onDone: () => void, call?: AccountFormCall) {
  const [status, setStatus] = useState<AccountFormStatus>('idle');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [supportLink, setSupportLink] = useState<string | undefined>();

  /** The form's fields and its hidden ones, as the server reads them. */
  const fieldsOf = (element: HTMLFormElement): FormData => {
    const form = new FormData(element);
    for (const [name, value] of Object.entries(spec.hidden)) form.set(name, value);
    return form;
  };

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (status === 'submitting') return;
    const form = fieldsOf(event.currentTarget);
    // Membership spec section 5: submission stops while a field is invalid, by the server's own schema.
    const checked = parseAccountForm(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setStatus('submitting');
    const result = await submitAccountForm(form, call);
    if (result.kind === 'done') {
      setErrors({});
      setStatus('done');
      if (result.flash) showFlash(result.flash);
      onDone();
      return;
    }
    setStatus('idle');
    if (result.kind === 'failed') {
      setErrors({});
      showFlash(result.flash);
    } else {
      setErrors(result.errors);
      setSupportLink(result.supportLink);
    }
  };

  /** Membership spec section 5: a field is checked when it is left, and only when it is not empty. */
  const blur = (event: FocusEvent<HTMLInputElement>): void => {
    const { name, value, form } = event.currentTarget;
    if (value === '' || !form) return;
    const checked = parseAccountForm(fieldsOf(form));
    const message = checked.ok ? undefined : checked.errors[name];
    setErrors(({ [name]: _previous, ...others }) => (message === undefined ? others : { ...others, [name]: message }));
  };

  return { status, errors, supportLink, formError: errors[spec.errorField], submit, blur };
}
