import { SUPPORT_PATH } from '../routing/paths.ts';
import { z } from 'zod';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from './email.ts';
import { INVALID_PASSWORD_MESSAGE, passwordSchema } from './password.ts';

/**
 * The product's own VIP mailbox domain: VIP accounts are created with an address there, and converting
 * means choosing a real address of one's own (membership spec section 5).
 */
export const VIP_EMAIL_DOMAIN = 'vip.demo.test';

/** Lower-cased and trimmed, as sent to the server. */
export function normalizeVipEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** A valid address that is not on the VIP domain; checks the normalised form. */
export function isValidVipEmail(value: string): boolean {
  const email = normalizeVipEmail(value);
  return isValidEmail(email) && !email.endsWith(VIP_EMAIL_DOMAIN);
}

/** Body of POST /subscriptions/vip-user-credentials. */
export const vipCredentialsSchema = z.object({
  newEmail: z
    .string({ message: INVALID_EMAIL_MESSAGE })
    .transform(normalizeVipEmail)
    .refine(isValidVipEmail, INVALID_EMAIL_MESSAGE),
  newPassword: passwordSchema,
});
export type VipCredentials = z.infer<typeof vipCredentialsSchema>;

export const CONVERT_VIP_FAILED_MESSAGE = 'Failed to update your credentials. Please contact customer support.';

/** Convert-VIP server messages (membership spec section 8) and what the form shows for each. */
export const CONVERT_VIP_ERROR_MESSAGES = {
  EMAIL_ALREADY_EXISTS: 'This email already exists. Please choose another one.',
  INVALID_EMAIL: 'Email is not valid.',
  INVALID_PASSWORD: INVALID_PASSWORD_MESSAGE,
} as const;

export interface ConvertVipError {
  message: string;
  /** Set when the member should contact support. */
  supportLink?: typeof SUPPORT_PATH;
}

export function convertVipErrorMessage(serverMessage: unknown): ConvertVipError {
  if (typeof serverMessage === 'string' && Object.hasOwn(CONVERT_VIP_ERROR_MESSAGES, serverMessage)) {
    return { message: CONVERT_VIP_ERROR_MESSAGES[serverMessage as keyof typeof CONVERT_VIP_ERROR_MESSAGES] };
  }
  return { message: CONVERT_VIP_FAILED_MESSAGE, supportLink: SUPPORT_PATH };
}
