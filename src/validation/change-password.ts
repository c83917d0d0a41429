import { z } from 'zod';

/**
 * Change-password error codes (membership spec section 5). The spec gives each code's meaning, not
 * its wording; these texts state that meaning to the member.
 */
export const CHANGE_PASSWORD_ERRORS = {
  OLD_PASSWORD_INCORRECT: 'Old password is incorrect',
  NEW_PASSWORD_DO_NOT_MATCH: 'Password confirmation does not match',
  NEW_PASSWORD_INSECURE: 'New password is not secure',
} as const;
export type ChangePasswordErrorCode = keyof typeof CHANGE_PASSWORD_ERRORS;
export const changePasswordErrorCodeSchema = z.enum(
  Object.keys(CHANGE_PASSWORD_ERRORS) as [ChangePasswordErrorCode, ...ChangePasswordErrorCode[]],
);

export function isChangePasswordErrorCode(value: unknown): value is ChangePasswordErrorCode {
  return changePasswordErrorCodeSchema.safeParse(value).success;
}

export function changePasswordErrorMessage(code: ChangePasswordErrorCode): string {
  return CHANGE_PASSWORD_ERRORS[code];
}
