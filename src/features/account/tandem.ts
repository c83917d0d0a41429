import { convertVipErrorMessage, type ConvertVipError } from '../../validation/index.ts';

/**
 * Server messages of createTandemChildAccount beyond the shared credential ones. The spec names no
 * texts for them; these are ours.
 */
export const TANDEM_ERROR_MESSAGES = {
  TANDEM_NOT_ALLOWED: 'Your membership cannot have a tandem account.',
  TANDEM_CHILD_ALREADY_EXISTS: 'Your tandem account already exists.',
} as const;

/** What the tandem form shows for a refusal: credential messages as for Convert-VIP, then ours. */
export function tandemErrorMessage(serverMessage: string): ConvertVipError {
  if (Object.hasOwn(TANDEM_ERROR_MESSAGES, serverMessage)) {
    return { message: TANDEM_ERROR_MESSAGES[serverMessage as keyof typeof TANDEM_ERROR_MESSAGES] };
  }
  return convertVipErrorMessage(serverMessage);
}
