import { createHash } from 'node:crypto';

/**
 * The member's mark in the arrival greeting's cookie (src/features/consent/greeting.ts): a digest of
 * their id, which tells members apart on one browser without writing the id into a cookie.
 */
export function greetingMark(userId: string): string {
  return createHash('sha256').update(`arrival-greeting:${userId}`).digest('hex').slice(0, 16);
}
