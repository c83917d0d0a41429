/**
 * The stand-in's own checks of the credentials members send (membership spec sections 5 and 9).
 * A real gateway checks input itself whatever the form did, so these share no code with the site's
 * form validation; tests/upstream/input-rules.test.ts holds the spec's cases.
 */

/** Spec section 9: email 6 to 254 characters, local part at most 64, each domain label at most 63. */
export const EMAIL_LENGTH = { min: 6, max: 254 } as const;
export const EMAIL_LOCAL_PART_MAX = 64;
export const EMAIL_DOMAIN_LABEL_MAX = 63;
/** Spec sections 5 and 9: a username is 3 to 20 lower-case letters and numbers. */
export const USERNAME_LENGTH = { min: 3, max: 20 } as const;
/** Spec section 5: letters and numbers only, 8 to 32 characters. */
export const PASSWORD_LENGTH = { min: 8, max: 32 } as const;
/**
 * The product's own VIP mailbox domain: VIP accounts are handed an address here, and converting
 * means choosing a real address of one's own (spec section 5).
 */
export const VIP_MAILBOX_DOMAIN = 'vip.demo.test';

/** Characters a dot-atom local part may use (RFC 5322 atext). */
const LOCAL_ATOM = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+$/;
/** A host-name label: letters, digits and inner hyphens. */
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
const LETTERS_AND_NUMBERS = /^[A-Za-z0-9]*$/;
const LOWER_CASE_LETTERS_AND_NUMBERS = /^[a-z0-9]*$/;
/** Spec section 5's tester-domain pattern: testers' throwaway local parts, any printable ASCII but `@`. */
const TESTER_LOCAL_PART = /^[\x21-\x3f\x41-\x7e]+$/;
/** Testers' domain: the top-level domain reserved for testing (RFC 2606), which no real mailbox has. */
const TESTER_TOP_LEVEL_DOMAIN = 'test';

/** A mailbox address: `local@host.name`, within the spec's lengths; on a tester's domain, any local part. */
export function isEmailAddress(value: string): boolean {
  if (value.length < EMAIL_LENGTH.min || value.length > EMAIL_LENGTH.max) return false;
  const at = value.lastIndexOf('@');
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  if (at < 1 || local.length > EMAIL_LOCAL_PART_MAX) return false;
  const tester = labels.at(-1)?.toLowerCase() === TESTER_TOP_LEVEL_DOMAIN && TESTER_LOCAL_PART.test(local);
  // Dots separate atoms: none leading, trailing or doubled.
  if (!tester && !local.split('.').every((atom) => LOCAL_ATOM.test(atom))) return false;
  // A host name with at least one dot: a bare "localhost" is no mailbox a member can read.
  return labels.length >= 2 && labels.every((label) => label.length <= EMAIL_DOMAIN_LABEL_MAX && DOMAIN_LABEL.test(label));
}

/** The username rule of joining and of choosing one later. */
export function isUsername(value: string): boolean {
  return value.length >= USERNAME_LENGTH.min && value.length <= USERNAME_LENGTH.max && LOWER_CASE_LETTERS_AND_NUMBERS.test(value);
}

/** The password rule of joining and of VIP conversion. */
export function isAcceptablePassword(value: string): boolean {
  return value.length >= PASSWORD_LENGTH.min && value.length <= PASSWORD_LENGTH.max && LETTERS_AND_NUMBERS.test(value);
}

/** An address on the VIP mailbox domain or under it, which a conversion may not keep. */
export function isVipMailbox(email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return domain === VIP_MAILBOX_DOMAIN || domain.endsWith(`.${VIP_MAILBOX_DOMAIN}`);
}

/** Emails are compared and stored trimmed and lower-cased (the form sends them so; others may not). */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
