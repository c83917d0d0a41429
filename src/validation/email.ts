import { z } from 'zod';

/** Membership spec sections 5 and 9: email 6 to 254 characters, local part 64, each domain label 63. */
export const EMAIL_MIN_LENGTH = 6;
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;
export const EMAIL_LABEL_MAX_LENGTH = 63;
/** Membership spec section 5, "Message: Invalid email address." (the VIP conversion's too). */
export const INVALID_EMAIL_MESSAGE = 'Invalid email address.';

// A dot-atom local part and a host name with at least one dot: what real mailboxes look like.
const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;

/**
 * Membership spec section 5: "a tester-domain pattern also accepted". Testers make throwaway accounts
 * on the top-level domain reserved for testing, `.test` (RFC 2606: never a real mailbox), with local
 * parts their tools mint: any printable ASCII but spaces and `@`, dots anywhere
 * (`qa..run.7.@staging.test`), which the general pattern refuses. The lengths apply as to any address.
 */
const TESTER_EMAIL_PATTERN = /^[\x21-\x3f\x41-\x7e]+@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+test$/i;

export function isValidEmail(value: string): boolean {
  if (value.length < EMAIL_MIN_LENGTH || value.length > EMAIL_MAX_LENGTH) return false;
  if (!EMAIL_PATTERN.test(value) && !TESTER_EMAIL_PATTERN.test(value)) return false;
  const at = value.lastIndexOf('@');
  if (at > EMAIL_LOCAL_PART_MAX_LENGTH) return false;
  return value
    .slice(at + 1)
    .split('.')
    .every((label) => label.length <= EMAIL_LABEL_MAX_LENGTH);
}

export const emailSchema = z.string({ message: INVALID_EMAIL_MESSAGE }).refine(isValidEmail, INVALID_EMAIL_MESSAGE);
