import type { Logger } from '../../server/log.ts';
import {
  CHANGE_PASSWORD_ERROR_FIELDS,
  CHANGE_PASSWORD_ERRORS,
  CONVERT_VIP_ERROR_MESSAGES,
  convertVipErrorMessage,
  isChangePasswordErrorCode,
  type ConvertVipError,
} from '../../validation/index.ts';
import type { AccountSections } from './sections.ts';
import { FORM_ERROR_FIELD, parseAccountForm, type AccountAction, type AccountCommand, type AccountPostOutcome } from './forms.ts';
import { accountLocation, PASSWORD_CHANGED_LOCATION, type AccountNotification } from '../../shell/flash/account-notifications.ts';
import { tandemErrorMessage } from './tandem.ts';
import { UNKNOWN_FAILURE_MESSAGE, type AccountCalls } from './account-calls.server.ts';

export const SECTION_NOT_ALLOWED_MESSAGE = 'This setting is not available for your account.';

/** Which field a credential refusal belongs next to. */
function credentialField(serverMessage: string): string {
  if (serverMessage === 'INVALID_PASSWORD') return 'password';
  return serverMessage in CONVERT_VIP_ERROR_MESSAGES ? 'email' : FORM_ERROR_FIELD;
}

function refused(action: AccountAction, serverMessage: string, error: ConvertVipError, email: string): AccountPostOutcome {
  return {
    kind: 'invalid',
    action,
    errors: { [credentialField(serverMessage)]: error.message },
    values: { email },
    ...(error.supportLink === undefined ? {} : { supportLink: error.supportLink }),
  };
}

/** A section the member does not have cannot be posted to either. */
function allowed(command: AccountCommand, sections: AccountSections): boolean {
  switch (command.action) {
    case 'relationship':
      return sections.relationship === 'edit';
    case 'vip-conversion':
      return sections.vipConversion;
    case 'tandem-child':
      return sections.tandemChildAccount;
    default:
      return true;
  }
}

const redirectTo = (notification: AccountNotification): AccountPostOutcome => ({ kind: 'redirect', location: accountLocation(notification) });

/** The gateway's refusal of a change of password, beside its field; any other answer is a failure. */
function passwordRefused(serverMessage: string): AccountPostOutcome {
  if (!isChangePasswordErrorCode(serverMessage)) throw new Error(`changePassword answered ${serverMessage}`);
  return { kind: 'invalid', action: 'change-password', errors: { [CHANGE_PASSWORD_ERROR_FIELDS[serverMessage]]: CHANGE_PASSWORD_ERRORS[serverMessage] }, values: {} };
}

const notAllowed = (action: AccountAction): AccountPostOutcome => ({ kind: 'invalid', action, errors: { [FORM_ERROR_FIELD]: SECTION_NOT_ALLOWED_MESSAGE }, values: {} });

async function run(command: AccountCommand, api: AccountCalls, sections: AccountSections): Promise<AccountPostOutcome> {
  switch (command.action) {
    case 'display-name':
      await api.setDisplayName(command.displayName);
      return redirectTo('display_name_updated');
    case 'autoplay':
      await api.setAutoplay(command.autoplayEnabled);
      return redirectTo('autoplay_updated');
    case 'email-consent':
      await api.setEmailConsent(command.emailConsent);
      return redirectTo('email_consent_updated');
    case 'relationship':
      await api.setRelationship(command.relationshipStatus, command.relationshipRole);
      return redirectTo('relationship_updated');
    case 'vip-conversion': {
      const answer = await api.convertVipCredentials(command.email, command.password);
      return answer.ok ? redirectTo('vip_converted') : refused(command.action, answer.message, convertVipErrorMessage(answer.message), command.email);
    }
    case 'tandem-child': {
      const answer = await api.createTandemChildAccount(command.email, command.password);
      return answer.ok ? redirectTo('tandem_created') : refused(command.action, answer.message, tandemErrorMessage(answer.message), command.email);
    }
    case 'change-password': {
      const { action: _action, ...change } = command;
      const answer = await api.changePassword(change);
      return answer.ok ? { kind: 'redirect', location: PASSWORD_CHANGED_LOCATION } : passwordRefused(answer.message);
    }
    case 'terms-consent': {
      // Only a member asked for it has words to accept: the upstream would record any others.
      const consent = sections.termsConsent;
      if (!consent) return notAllowed(command.action);
      await api.recordTermsConsent(consent);
      return redirectTo(consent.emailMarketing ? 'email_consent_updated' : 'terms_accepted');
    }
  }
}

/** Section 4: an email-consent failure (the one-click consent's too) flashes the unknown error; other settings the update failure. */
function failureOf(command: AccountCommand): AccountNotification {
  return command.action === 'email-consent' || command.action === 'terms-consent' ? 'unknown_error' : 'update_error';
}

/**
 * Handles one submitted /account form for the signed-in member: validate, call the member's API,
 * redirect back with a notification. An upstream failure becomes a notification, never a stack.
 */
export async function handleAccountPost(
  form: Pick<FormData, 'get'>,
  api: AccountCalls,
  sections: AccountSections,
  log: Pick<Logger, 'warn'>,
): Promise<AccountPostOutcome> {
  const parsed = parseAccountForm(form);
  if (!parsed.ok) return { kind: 'invalid', action: parsed.action, errors: parsed.errors, values: parsed.values };
  const { command } = parsed;
  if (!allowed(command, sections)) return notAllowed(command.action);
  try {
    return await run(command, api, sections);
  } catch (error) {
    log.warn({ action: command.action, err: error }, 'account change failed');
    // Section 8: any Convert-VIP failure but the three named codes reads 'Failed to update your
    // credentials…' with the support link, beside the form: the call that never answered included.
    if (command.action === 'vip-conversion') return refused(command.action, UNKNOWN_FAILURE_MESSAGE, convertVipErrorMessage(null), command.email);
    return redirectTo(failureOf(command));
  }
}

/** GET /account?update=credit-card (src/routing/paths.ts): the biller's card page, or back with the spec's failure flash. */
export async function creditCardUpdateLocation(api: Pick<AccountCalls, 'creditCardUpdateUrl'>, log: Pick<Logger, 'warn'>): Promise<string> {
  try {
    const url = new URL(await api.creditCardUpdateUrl());
    // The biller's page must be a web page: never a javascript: or data: URL handed to Location.
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`unexpected credit card URL scheme ${url.protocol}`);
    return url.href;
  } catch (error) {
    log.warn({ err: error }, 'credit card update failed');
    return accountLocation('update_credit_card_error');
  }
}
