import type { AccountPostOutcome, FieldErrors } from '../../src/features/account/forms.ts';
import { accountFlashesFromQuery } from '../../src/shell/flash/account-notifications.ts';
import type { FlashInput } from '../../src/shell/flash/flash.ts';
import { loadActions } from '../shell/actions/actions.ts';

/**
 * The modals' forms post to the /account forms' own Action (account.update): one schema, one set of
 * calls and one set of messages for the page and the modals. Its answer is made for a page (a
 * redirect to /account with a notification); a modal turns it into a flash or messages by its fields.
 */
export type AccountFormCall = (form: FormData) => Promise<{ data?: AccountPostOutcome | undefined; error?: unknown }>;

export type AccountFormResult =
  | { kind: 'done'; flash: FlashInput | null }
  | { kind: 'refused'; errors: FieldErrors; supportLink?: string }
  | { kind: 'failed'; flash: FlashInput };

/** Membership spec section 4: a failed email consent (or any failure we cannot name) flashes this. */
const UNKNOWN_ERROR: FlashInput = { id: 'account:unknown_error', type: 'error', message: 'account.flash_unknown_error' };

/** What a modal shows for the Action's answer. */
export function accountFormResult(answer: Awaited<ReturnType<AccountFormCall>>): AccountFormResult {
  const outcome = answer.data;
  if (answer.error || !outcome) return { kind: 'failed', flash: UNKNOWN_ERROR };
  if (outcome.kind === 'invalid') {
    return { kind: 'refused', errors: outcome.errors, ...(outcome.supportLink === undefined ? {} : { supportLink: outcome.supportLink }) };
  }
  const flash = accountFlashesFromQuery(new URL(outcome.location, 'http://modal.invalid').searchParams)[0] ?? null;
  return flash?.type === 'error' ? { kind: 'failed', flash } : { kind: 'done', flash };
}

/** The Action, imported on first use so pages without these modals never load the Actions client. */
const accountAction: AccountFormCall = async (form) => {
  const { actions } = await loadActions();
  return actions.account.update(form);
};

export async function submitAccountForm(form: FormData, call: AccountFormCall = accountAction): Promise<AccountFormResult> {
  try {
    return accountFormResult(await call(form));
  } catch {
    return { kind: 'failed', flash: UNKNOWN_ERROR };
  }
}
