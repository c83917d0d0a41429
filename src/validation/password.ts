import { z } from 'zod';

/** Membership spec section 5: letters and digits only, 8 to 32 characters (join and VIP conversion). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 32;
export const INVALID_PASSWORD_MESSAGE =
  'Passwords may only contain letters and numbers and MUST be between 8 and 32 characters long.';

/** The rule as an HTML `pattern` attribute (anchored by the browser), so the form and the server check the same. */
export const PASSWORD_HTML_PATTERN = `[A-Za-z0-9]{${PASSWORD_MIN_LENGTH},${PASSWORD_MAX_LENGTH}}`;
const PASSWORD_PATTERN = new RegExp(`^${PASSWORD_HTML_PATTERN}$`);

export function isValidPassword(value: string): boolean {
  return PASSWORD_PATTERN.test(value);
}

export const passwordSchema = z
  .string({ message: INVALID_PASSWORD_MESSAGE })
  .refine(isValidPassword, INVALID_PASSWORD_MESSAGE);
