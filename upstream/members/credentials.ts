import { emailSchema, passwordSchema, vipCredentialsSchema } from '../../src/validation/index.ts';

/** Server messages of membership spec section 8 (Convert VIP) and of tandem child creation. */
export const CREDENTIAL_MESSAGES = {
  emailAlreadyExists: 'EMAIL_ALREADY_EXISTS',
  invalidEmail: 'INVALID_EMAIL',
  invalidPassword: 'INVALID_PASSWORD',
  notVipUser: 'NOT_VIP_USER',
  tandemNotAllowed: 'TANDEM_NOT_ALLOWED',
  tandemChildExists: 'TANDEM_CHILD_ALREADY_EXISTS',
} as const;

export type CredentialOutcome = { ok: true; email: string } | { ok: false; message: string };

/** Body of POST /subscriptions/vip-user-credentials, validated with the site's own schema. */
export function checkVipCredentials(body: unknown): CredentialOutcome {
  const parsed = vipCredentialsSchema.safeParse(body);
  if (parsed.success) return { ok: true, email: parsed.data.newEmail };
  // The first failing field names the message: email before password, as the form checks them.
  const field = parsed.error.issues[0]?.path[0];
  return { ok: false, message: field === 'newPassword' ? CREDENTIAL_MESSAGES.invalidPassword : CREDENTIAL_MESSAGES.invalidEmail };
}

/** The tandem child's email (trimmed, lower-cased) and password. */
export function checkTandemChildCredentials(email: unknown, password: unknown): CredentialOutcome {
  const normalized = typeof email === 'string' ? email.trim().toLowerCase() : email;
  if (!emailSchema.safeParse(normalized).success) return { ok: false, message: CREDENTIAL_MESSAGES.invalidEmail };
  if (!passwordSchema.safeParse(password).success) return { ok: false, message: CREDENTIAL_MESSAGES.invalidPassword };
  return { ok: true, email: normalized as string };
}
