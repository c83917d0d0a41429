import { JOIN_PATH } from '../routing/paths.ts';

/** Membership spec section 2: the join steps, in order. */
export const JOIN_STEPS = ['Account details', 'Deal selection', 'Payment'] as const;

/** The members-area address the join form posts to: the members area owns signup. */
export function joinFormAction(membersUrl: string): string {
  return new URL(JOIN_PATH, membersUrl).href;
}
