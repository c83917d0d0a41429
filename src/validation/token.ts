import { z } from 'zod';

/** Membership spec section 5: a token-like code is alphanumeric, 8 to 32 characters. */
export const TOKEN_MIN_LENGTH = 8;
export const TOKEN_MAX_LENGTH = 32;
export const INVALID_TOKEN_MESSAGE = `Must be ${TOKEN_MIN_LENGTH} to ${TOKEN_MAX_LENGTH} letters and digits`;

const TOKEN_PATTERN = new RegExp(`^[A-Za-z0-9]{${TOKEN_MIN_LENGTH},${TOKEN_MAX_LENGTH}}$`);

export function isTokenLike(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}

export const tokenSchema = z.string({ message: INVALID_TOKEN_MESSAGE }).refine(isTokenLike, INVALID_TOKEN_MESSAGE);
