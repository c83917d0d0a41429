import { z } from 'zod';
import { changePasswordFields, emailSchema, NEW_PASSWORD_UNCONFIRMED, newPasswordConfirmed, passwordSchema, vipCredentialsSchema } from '../../validation/index.ts';

/**
 * The /account forms. Each is a plain HTML POST form with a hidden `action` field naming the command;
 * one zod schema per form turns its fields into the command the server runs.
 */
export const ACCOUNT_ACTION_FIELD = 'action';
export const ACCOUNT_ACTIONS = ['display-name', 'autoplay', 'email-consent', 'relationship', 'vip-conversion', 'tandem-child', 'change-password', 'terms-consent'] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];

/** The spec gives no display-name rule; this keeps the header line readable. */
export const DISPLAY_NAME_MAX_LENGTH = 40;
export const DISPLAY_NAME_MESSAGE = `Please enter a display name of 1 to ${DISPLAY_NAME_MAX_LENGTH} characters.`;
/** Relationship status and role are free text upstream; a bound keeps them sane. */
export const RELATIONSHIP_FIELD_MAX_LENGTH = 40;
export const RELATIONSHIP_MESSAGE = `Please enter 1 to ${RELATIONSHIP_FIELD_MAX_LENGTH} characters.`;
/** Membership spec section 2, consent and notice texts. */
export const EMAIL_CONSENT_TEXT = 'I would like to get email updates about hot new scenes and special offers.';

const checkbox = z.literal('on').optional().transform((value) => value === 'on');
const displayName = z.string({ message: DISPLAY_NAME_MESSAGE }).trim().min(1, DISPLAY_NAME_MESSAGE).max(DISPLAY_NAME_MAX_LENGTH, DISPLAY_NAME_MESSAGE);
const relationshipField = z
  .string({ message: RELATIONSHIP_MESSAGE })
  .trim()
  .min(1, RELATIONSHIP_MESSAGE)
  .max(RELATIONSHIP_FIELD_MAX_LENGTH, RELATIONSHIP_MESSAGE);

export const accountCommandSchema = z.discriminatedUnion(ACCOUNT_ACTION_FIELD, [
  z.object({ action: z.literal('display-name'), displayName }),
  z.object({ action: z.literal('autoplay'), autoplayEnabled: checkbox }),
  z.object({ action: z.literal('email-consent'), emailConsent: checkbox }),
  z.object({ action: z.literal('relationship'), relationshipStatus: relationshipField, relationshipRole: relationshipField }),
  z.object({ action: z.literal('vip-conversion'), email: vipCredentialsSchema.shape.newEmail, password: vipCredentialsSchema.shape.newPassword }),
  z.object({ action: z.literal('tandem-child'), email: z.string().trim().toLowerCase().pipe(emailSchema), password: passwordSchema }),
  z.object({ action: z.literal('change-password'), ...changePasswordFields }).refine(newPasswordConfirmed, NEW_PASSWORD_UNCONFIRMED),
  // The one-click consent's modal: no fields, the server knows which words the member was shown.
  z.object({ action: z.literal('terms-consent') }),
]);
export type AccountCommand = z.infer<typeof accountCommandSchema>;

/** Field name → the message shown next to that field. */
export type FieldErrors = Readonly<Record<string, string>>;

export type ParsedAccountForm =
  | { ok: true; command: AccountCommand }
  | { ok: false; action: AccountAction | null; errors: FieldErrors; values: Readonly<Record<string, string>> };

/** Fields echoed back into a form that failed validation; passwords never are. */
const ECHOED_FIELDS = ['displayName', 'relationshipStatus', 'relationshipRole', 'email'] as const;
export const FORM_ERROR_FIELD = 'form';
export const UNKNOWN_ACTION_MESSAGE = `The form was not recognised: "${ACCOUNT_ACTION_FIELD}" must be one of ${ACCOUNT_ACTIONS.join(', ')}.`;

function isAccountAction(value: unknown): value is AccountAction {
  return (ACCOUNT_ACTIONS as readonly unknown[]).includes(value);
}

/** Parses a submitted /account form; bad input yields messages per field, never an exception. */
export function parseAccountForm(form: Pick<FormData, 'get'>): ParsedAccountForm {
  const text = (name: string): string | undefined => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const action = text(ACCOUNT_ACTION_FIELD);
  const values = Object.fromEntries(
    ECHOED_FIELDS.flatMap((name) => {
      const value = text(name);
      return value === undefined ? [] : [[name, value]];
    }),
  );
  if (!isAccountAction(action)) return { ok: false, action: null, errors: { [FORM_ERROR_FIELD]: UNKNOWN_ACTION_MESSAGE }, values };
  const fields = ['displayName', 'autoplayEnabled', 'emailConsent', 'relationshipStatus', 'relationshipRole', 'email', 'password', 'oldPassword', 'newPassword', 'newPasswordConfirmation'];
  const raw = Object.fromEntries(fields.flatMap((name) => (text(name) === undefined ? [] : [[name, text(name)]])));
  const parsed = accountCommandSchema.safeParse({ ...raw, action });
  if (parsed.success) return { ok: true, command: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? FORM_ERROR_FIELD);
    errors[field] ??= issue.message;
  }
  return { ok: false, action, errors, values };
}

/** What handling a POST to /account ends in: a redirect (PRG), or the page again with messages. */
export type AccountPostOutcome =
  | { kind: 'redirect'; location: string }
  | { kind: 'invalid'; action: AccountAction | null; errors: FieldErrors; values: Readonly<Record<string, string>>; supportLink?: string };

/** How a modal posts one of the /account forms: the server's names for it, handed down by the page. */
export interface AccountFormSpec {
  /** The hidden fields naming the command, e.g. { action: 'vip-conversion' }. */
  hidden: Readonly<Record<string, string>>;
  /** The key of a message that belongs to no field. */
  errorField: string;
}
