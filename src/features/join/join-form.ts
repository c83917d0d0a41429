import { z } from 'zod';
import { emailSchema, passwordSchema, usernameSchema, USERNAME_TAKEN_MESSAGE } from '../../validation/index.ts';

/** Membership spec section 9: the join form keeps the email in session storage under this key. */
export const JOIN_FORM_EMAIL_KEY = 'joinform_email';

/** Membership spec section 8, Join, and the card step's own messages. */
export const JOIN_MESSAGES = {
  failedToStart: 'Failed to start the signup',
  accountExists: 'User already has an active account, please log in',
  optionUnavailable: 'The selected offer or payment option is not available anymore',
  membershipUnavailable: 'Membership not available at this time',
  declined: 'Your purchase was declined by the billing processor',
  tryAnotherCard: 'Please try again with a different card.',
  usernameTaken: USERNAME_TAKEN_MESSAGE,
  cardNumber: 'Please enter the card number',
  cardExpiry: 'Please enter the expiry date as MM/YY',
  cardCvc: 'Please enter the 3 or 4 digit security code',
  chooseDeal: 'Please choose a deal',
  // Not the spec's: the external biller's answer could not be had (a 400 alone is a denial).
  externUnavailable: 'We could not confirm your purchase with the payment provider right now. Please try again in a moment; if it keeps failing, contact support.',
} as const;

/**
 * The join form as it is posted (one schema for the island and the Action): the spec's email,
 * username and password rules, the deal, the card, and the purchase attempt's idempotency key.
 */
export const joinFormSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(emailSchema),
  username: usernameSchema,
  password: passwordSchema,
  joinOptionId: z.string({ message: JOIN_MESSAGES.chooseDeal }).regex(/^\d{1,10}$/, JOIN_MESSAGES.chooseDeal),
  cardNumber: z.string({ message: JOIN_MESSAGES.cardNumber }).regex(/^[\d\s-]{12,23}$/, JOIN_MESSAGES.cardNumber),
  cardExpiry: z.string({ message: JOIN_MESSAGES.cardExpiry }).trim().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, JOIN_MESSAGES.cardExpiry),
  cardCvc: z.string({ message: JOIN_MESSAGES.cardCvc }).trim().regex(/^\d{3,4}$/, JOIN_MESSAGES.cardCvc),
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/),
});
export type JoinForm = z.infer<typeof joinFormSchema>;
export type JoinField = keyof JoinForm;

/** What the biller answered a join with (billing.graphql SignupStatus). */
export type SignupStatus = 'APPROVED' | 'DECLINED' | 'FAILED' | 'ACCOUNT_EXISTS' | 'USERNAME_TAKEN' | 'OPTION_UNAVAILABLE' | 'MEMBERSHIP_UNAVAILABLE';

/** What the join page shows for a refused join: the message, and the field it belongs to when there is one. */
export function signupRefusal(answer: { status: Exclude<SignupStatus, 'APPROVED'>; reason: string | null; code: string | null }): { message: string; field: JoinField | null } {
  switch (answer.status) {
    case 'DECLINED':
      return { message: `${JOIN_MESSAGES.declined}: ${answer.reason ?? 'no reason given'}. ${JOIN_MESSAGES.tryAnotherCard}`, field: 'cardNumber' };
    case 'FAILED':
      return { message: `${JOIN_MESSAGES.failedToStart} (${answer.code ?? 'UNKNOWN'})`, field: null };
    case 'ACCOUNT_EXISTS':
      return { message: JOIN_MESSAGES.accountExists, field: 'email' };
    case 'USERNAME_TAKEN':
      return { message: JOIN_MESSAGES.usernameTaken, field: 'username' };
    case 'OPTION_UNAVAILABLE':
      return { message: JOIN_MESSAGES.optionUnavailable, field: 'joinOptionId' };
    case 'MEMBERSHIP_UNAVAILABLE':
      return { message: JOIN_MESSAGES.membershipUnavailable, field: null };
  }
}
