import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordSchema } from './password.ts';

/**
 * Change-password error codes (membership spec section 5), as the gateway answers them. The spec
 * gives each code's meaning, not its wording; these texts state that meaning to the member.
 */
export const CHANGE_PASSWORD_ERRORS = {
  OLD_PASSWORD_INCORRECT: 'Old password is incorrect',
  NEW_PASSWORD_DO_NOT_MATCH: 'Password confirmation does not match',
  NEW_PASSWORD_INSECURE: `New password is not secure: use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} letters and numbers, other than your old password`,
} as const;
export type ChangePasswordErrorCode = keyof typeof CHANGE_PASSWORD_ERRORS;

/** The change-password form's fields. */
export type ChangePasswordField = 'oldPassword' | 'newPassword' | 'newPasswordConfirmation';

/** The field each refusal is shown beside. */
export const CHANGE_PASSWORD_ERROR_FIELDS: Readonly<Record<ChangePasswordErrorCode, ChangePasswordField>> = {
  OLD_PASSWORD_INCORRECT: 'oldPassword',
  NEW_PASSWORD_DO_NOT_MATCH: 'newPasswordConfirmation',
  NEW_PASSWORD_INSECURE: 'newPassword',
};

export const OLD_PASSWORD_MISSING_MESSAGE = 'Please enter your current password.';

export function isChangePasswordErrorCode(value: unknown): value is ChangePasswordErrorCode {
  return typeof value === 'string' && Object.hasOwn(CHANGE_PASSWORD_ERRORS, value);
}

/**
 * The form's fields as the site checks them before asking the gateway: the current password given,
 * the new one by the product's password rule (the gateway also refuses the old one again).
 */
export const changePasswordFields = {
  oldPassword: z.string({ message: OLD_PASSWORD_MISSING_MESSAGE }).min(1, OLD_PASSWORD_MISSING_MESSAGE),
  newPassword: passwordSchema,
  newPasswordConfirmation: z.string({ message: CHANGE_PASSWORD_ERRORS.NEW_PASSWORD_DO_NOT_MATCH }),
};
export type PasswordChange = Record<ChangePasswordField, string>;

/** Whether the confirmation repeats the new password: the refinement of a form holding those fields, with… */
export const newPasswordConfirmed = (change: PasswordChange): boolean => change.newPassword === change.newPasswordConfirmation;
/** …its message, beside the confirmation. */
export const NEW_PASSWORD_UNCONFIRMED: { message: string; path: PropertyKey[] } = {
  message: CHANGE_PASSWORD_ERRORS.NEW_PASSWORD_DO_NOT_MATCH,
  path: ['newPasswordConfirmation'],
};
