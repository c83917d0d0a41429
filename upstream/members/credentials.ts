import { isAcceptablePassword, isEmailAddress, isVipMailbox, normalizeEmail } from './input-rules.ts';

/** Server messages of membership spec section 8 (Convert VIP) and of tandem child creation. */
export const CREDENTIAL_MESSAGES = {
  emailAlreadyExists: 'EMAIL_ALREADY_EXISTS',
  invalidEmail: 'INVALID_EMAIL',
  invalidPassword: 'INVALID_PASSWORD',
  notVipUser: 'NOT_VIP_USER',
  tandemNotAllowed: 'TANDEM_NOT_ALLOWED',
  tandemChildExists: 'TANDEM_CHILD_ALREADY_EXISTS',
} as const;

/** Server messages of a change of password (membership spec section 5). */
export const CHANGE_PASSWORD_MESSAGES = {
  oldPasswordIncorrect: 'OLD_PASSWORD_INCORRECT',
  newPasswordDoNotMatch: 'NEW_PASSWORD_DO_NOT_MATCH',
  newPasswordInsecure: 'NEW_PASSWORD_INSECURE',
} as const;

export type CredentialOutcome = { ok: true; email: string } | { ok: false; message: string };

/**
 * An email and password as a member sent them. The email is checked first, as the form checks it,
 * so a request with both wrong is answered INVALID_EMAIL.
 */
function checkCredentials(email: unknown, password: unknown, emailAllowed: (email: string) => boolean): CredentialOutcome {
  const normalized = typeof email === 'string' ? normalizeEmail(email) : null;
  if (normalized === null || !isEmailAddress(normalized) || !emailAllowed(normalized)) return { ok: false, message: CREDENTIAL_MESSAGES.invalidEmail };
  if (typeof password !== 'string' || !isAcceptablePassword(password)) return { ok: false, message: CREDENTIAL_MESSAGES.invalidPassword };
  return { ok: true, email: normalized };
}

/** Body of POST /subscriptions/vip-user-credentials: { newEmail, newPassword }, any other shape refused. */
export function checkVipCredentials(body: unknown): CredentialOutcome {
  const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  // A VIP converts to an address of their own: the VIP mailbox domain is the one they leave.
  return checkCredentials(fields['newEmail'], fields['newPassword'], (email) => !isVipMailbox(email));
}

/** The tandem child's email and password (createTandemChildAccount). */
export function checkTandemChildCredentials(email: unknown, password: unknown): CredentialOutcome {
  return checkCredentials(email, password, () => true);
}

/**
 * A change of password, once the old one was checked (`oldMatches`): the confirmation must repeat the
 * new password, which must follow the product's password rule and differ from the old one.
 */
export function checkPasswordChange(
  change: { oldPassword: string; newPassword: string; newPasswordConfirmation: string },
  oldMatches: boolean,
): { ok: true } | { ok: false; message: string } {
  if (!oldMatches) return { ok: false, message: CHANGE_PASSWORD_MESSAGES.oldPasswordIncorrect };
  if (change.newPassword !== change.newPasswordConfirmation) return { ok: false, message: CHANGE_PASSWORD_MESSAGES.newPasswordDoNotMatch };
  if (!isAcceptablePassword(change.newPassword) || change.newPassword === change.oldPassword) return { ok: false, message: CHANGE_PASSWORD_MESSAGES.newPasswordInsecure };
  return { ok: true };
}
