/** Membership spec section 2: the join steps, in order. */
export const JOIN_STEPS = ['Account details', 'Deal selection', 'Payment'] as const;

/** Membership spec section 5: "letters and numbers only, 8 to 32 characters". */
export const JOIN_PASSWORD_PATTERN = '[A-Za-z0-9]{8,32}';
export const JOIN_PASSWORD_MESSAGE = 'Passwords may only contain letters and numbers and MUST be between 8 and 32 characters long.';

/** The members-area address the join form posts to: the members area owns signup. */
export function joinFormAction(membersUrl: string): string {
  return new URL('/joinnow', membersUrl).href;
}
