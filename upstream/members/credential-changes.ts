import { checkPasswordChange, checkTandemChildCredentials, checkVipCredentials, CREDENTIAL_MESSAGES } from './credentials.ts';
import { accountOf, changeSettings, type CredentialResult, type DirectoryContext } from './directory-context.ts';

/** The changes of who logs in how: a VIP's own credentials, a tandem child account, a new password. */
export function credentialChanges(context: DirectoryContext) {
  const { accounts, settings } = context;

  /** Whether an account (a converted VIP's included) or a tandem child already uses `email`. */
  const emailTaken = (email: string): boolean => accounts.byEmail(email) !== undefined || settings.tandemChildEmailTaken(email);

  return {
    /** Convert VIP: `body` is the REST body { newEmail, newPassword }, validated here. */
    convertVipCredentials(accountId: string, body: unknown): CredentialResult {
      const member = accountOf(context, accountId);
      return changeSettings(context, member, (own): CredentialResult => {
        if (!member.membership.specialAttributes.isVipUser || own.vipConverted) return { ok: false, message: CREDENTIAL_MESSAGES.notVipUser };
        const checked = checkVipCredentials(body);
        if (!checked.ok) return checked;
        if (emailTaken(checked.email)) return { ok: false, message: CREDENTIAL_MESSAGES.emailAlreadyExists };
        // The new address and password are the account's own from now on: they log in at once.
        // checkVipCredentials accepted the body, so its newPassword is an acceptable password.
        accounts.setCredentials(member.accountId, checked.email, String((body as Record<string, unknown>)['newPassword']));
        own.vipConverted = true;
        return { ok: true };
      });
    },

    createTandemChildAccount(accountId: string, email: unknown, password: unknown): CredentialResult {
      const member = accountOf(context, accountId);
      const { tandem, isActive } = member.membership;
      return changeSettings(context, member, (own): CredentialResult => {
        if (tandem.isTandemChildAccount || !isActive) return { ok: false, message: CREDENTIAL_MESSAGES.tandemNotAllowed };
        if (tandem.hasTandemChildAccount || own.tandemChildEmail) return { ok: false, message: CREDENTIAL_MESSAGES.tandemChildExists };
        const checked = checkTandemChildCredentials(email, password);
        if (!checked.ok) return checked;
        if (emailTaken(checked.email)) return { ok: false, message: CREDENTIAL_MESSAGES.emailAlreadyExists };
        own.tandemChildEmail = checked.email;
        return { ok: true };
      });
    },

    /** A change of password on /account: the old one, the new one and its confirmation. */
    changePassword(accountId: string, change: { oldPassword: string; newPassword: string; newPasswordConfirmation: string }): CredentialResult {
      const member = accountOf(context, accountId);
      const checked = checkPasswordChange(change, accounts.hasPassword(member.accountId, change.oldPassword));
      if (checked.ok) accounts.setPassword(member.accountId, change.newPassword);
      return checked;
    },
  };
}
