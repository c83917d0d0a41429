import { useId, type ReactNode } from 'react';
import Modal, { ModalHeading } from '../shell/modals/Modal.tsx';
import { useModal } from '../shell/modals/store.ts';
import type { ModalId } from '../../src/shell/modal-ids.ts';
import { useAccountForm } from './use-account-form.ts';
import type { AccountFormSpec } from '../../src/features/account/forms.ts';
import { DismissModalButton } from '../shell/modals/ModalButtons.tsx';

export interface CredentialsModalProps {
  id: ModalId;
  form: AccountFormSpec;
  /** The modal's heading. */
  title: string;
  /** What comes between the heading and the fields. */
  intro: ReactNode;
  emailLabel: string;
  passwordLabel: string;
  submitLabel: string;
  /** The terms text under the button. */
  terms: string;
  /** After success: the Convert-VIP flow reloads the page, tandem creation hides the modal. */
  onDone: () => void;
}

const INPUT = 'mt-1 block w-full rounded-md border border-muted bg-page px-3 py-2 text-ink focus-ring';

/**
 * An email and password form in a modal, posted to the /account forms' Action (one schema, one set
 * of server messages). Enter submits; a refusal shows beside its field and the form stays usable.
 */
export default function CredentialsModal({ id, form, title, intro, emailLabel, passwordLabel, submitLabel, terms, onDone }: CredentialsModalProps) {
  const ids = useId();
  const modal = useModal(id);
  const { status, errors, supportLink, formError, submit, blur } = useAccountForm(form, onDone);
  const busy = status !== 'idle';
  const field = (name: 'email' | 'password') => {
    const message = errors[name];
    return message ? { 'aria-invalid': true, 'aria-describedby': `${ids}-${name}-error` } : {};
  };
  return (
    // While the request runs the modal stays: closing it would leave the member not knowing the outcome.
    <Modal modal={modal} {...(busy ? { closeOnEscape: false, closeOnBackdrop: false } : {})}>
      <form className="grid gap-3" noValidate aria-busy={busy} onSubmit={(event) => void submit(event)}>
        <ModalHeading>
          {title}
        </ModalHeading>
        {intro}
        <label htmlFor={`${ids}-email`}>{emailLabel}</label>
        <input id={`${ids}-email`} name="email" type="email" autoComplete="email" required className={INPUT} readOnly={busy} onBlur={blur} {...field('email')} />
        {errors['email'] && (
          <p id={`${ids}-email-error`} className="m-0 text-sm" role="alert">
            {errors['email']}
          </p>
        )}
        <label htmlFor={`${ids}-password`}>{passwordLabel}</label>
        <input id={`${ids}-password`} name="password" type="password" autoComplete="new-password" required className={INPUT} readOnly={busy} onBlur={blur} {...field('password')} />
        {errors['password'] && (
          <p id={`${ids}-password-error`} className="m-0 text-sm" role="alert">
            {errors['password']}
          </p>
        )}
        {formError && (
          <p className="alert" role="alert">
            {formError} {supportLink && <a href={supportLink} className="underline">Contact support</a>}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn" disabled={busy}>
            {status === 'submitting' ? 'Please wait…' : submitLabel}
          </button>
          <DismissModalButton id={id} disabled={busy}>
            Not now
          </DismissModalButton>
        </div>
        <p className="m-0 text-sm text-muted">{terms}</p>
      </form>
    </Modal>
  );
}
