import { ACCOUNT_ACTION_FIELD, FORM_ERROR_FIELD, type AccountAction, type AccountFormSpec } from '../account/forms.ts';

/** The /account form `action` as a modal posts it: its hidden action field, and where a whole-form error goes. */
export function accountFormSpec(action: AccountAction): AccountFormSpec {
  return { hidden: { [ACCOUNT_ACTION_FIELD]: action }, errorField: FORM_ERROR_FIELD };
}
