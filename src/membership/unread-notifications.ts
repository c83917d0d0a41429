import { z } from 'zod';
import { UNREAD_NOTIFICATION_COUNT } from '../gateway/documents/notifications.ts';
import { resultOf } from '../gateway/result.ts';
import type { MemberGateway } from '../server/auth/member-gateway.ts';

/** The gateway's answer to `unreadNotificationCount` (and to marking them read): how many of the member's notifications are unread. */
export const unreadCountAnswer = resultOf(z.number().int().min(0));

/** How many of the member's notifications are unread: the count beside the header's link. */
export function fetchUnreadNotifications(gateway: Pick<MemberGateway, 'query'>): Promise<number> {
  return gateway.query('unreadNotificationCount', UNREAD_NOTIFICATION_COUNT, {}, unreadCountAnswer);
}
