import { HOME_PATH, LOGIN_RETURN_PARAM, USERNAME_SELECTION_PATH } from '../../routing/paths.ts';
import { safeRedirectTarget } from '../../routing/redirect-target.ts';
import { INVALID_USERNAME_MESSAGE, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, USERNAME_TAKEN_MESSAGE, usernameSchema } from '../../validation/index.ts';
import type { UsernameChoice } from './username-calls.server.ts';

/**
 * The username selection's form (membership spec sections 2 and 5): its rules, and where each answer
 * of the gateway leads. Pure.
 */

export const USERNAME_FIELD = 'username';
/** The page the member goes on to once they have a username: the login's return path. */
export const RETURN_FIELD = LOGIN_RETURN_PARAM;

/** What the member is told about the choice before they make it. */
export const USERNAME_RULE_TEXT = `${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters: lower-case letters and numbers only.`;
export const USERNAME_PERMANENT_TEXT = 'Your username is permanent once chosen: it cannot be changed later.';

/** The outcome of a posted choice: go on (PRG), or the form again with its message, what was typed and where it goes on to. */
export type ChooseUsernameOutcome = { kind: 'redirect'; location: string } | { kind: 'invalid'; message: string; value: string; target: string };

/**
 * Where the selection goes on to: the return path when it is a path of this site (the open-redirect
 * guard), home otherwise; never the selection itself, which would only send the member on again.
 */
export function selectionTarget(returnTo: string | null | undefined): string {
  const target = safeRedirectTarget(returnTo ?? null, HOME_PATH);
  return new URL(target, 'http://site.invalid').pathname === USERNAME_SELECTION_PATH ? HOME_PATH : target;
}

/** Whether the typed username is one the rule allows: only such a one is sent to the gateway. */
export function isAllowedUsername(value: string): boolean {
  return usernameSchema.safeParse(value).success;
}

/** Where the gateway's verdict leads: on to the target once the member has a username, else the form with its message. */
export function choiceOutcome(choice: UsernameChoice, value: string, target: string): ChooseUsernameOutcome {
  switch (choice) {
    case 'CHOSEN':
    case 'ALREADY_CHOSEN':
      return { kind: 'redirect', location: target };
    case 'TAKEN':
      return { kind: 'invalid', message: USERNAME_TAKEN_MESSAGE, value, target };
    case 'INVALID':
      return { kind: 'invalid', message: INVALID_USERNAME_MESSAGE, value, target };
  }
}
