import { z } from 'zod';

/** Membership spec section 5: 3 to 20 lower-case letters and digits, permanent once chosen. */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;
export const INVALID_USERNAME_MESSAGE = 'Username is invalid, please try a different username';
export const USERNAME_TAKEN_MESSAGE = 'Username is already taken';

/** The characters a username may have, as a regular expression's class (also a form field's `pattern`). */
export const USERNAME_CHARACTERS = '[a-z0-9]';

const USERNAME_PATTERN = new RegExp(`^${USERNAME_CHARACTERS}{${USERNAME_MIN_LENGTH},${USERNAME_MAX_LENGTH}}$`);

export function isValidUsername(value: string): boolean {
  return USERNAME_PATTERN.test(value);
}

export const usernameSchema = z
  .string({ message: INVALID_USERNAME_MESSAGE })
  .refine(isValidUsername, INVALID_USERNAME_MESSAGE);
