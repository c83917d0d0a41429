import { z } from 'zod';
import { MARK_NOTIFICATIONS_READ, NOTIFICATIONS } from '../../gateway/documents/notifications.ts';
import { resultOf } from '../../gateway/result.ts';
import { unreadCountAnswer } from '../../membership/unread-notifications.ts';
import type { MemberGateway } from '../../server/auth/member-gateway.ts';

/** The notifications calls of the member gateway (contract: upstream/members/notifications/notifications.graphql), each answer zod-checked. */
const notifiedCommentSchema = z.object({ id: z.string().min(1), body: z.string().nullable() });
const notificationSchema = z.object({
  id: z.string().min(1),
  type: z.string(),
  videoId: z.number().int(),
  videoSlug: z.string().min(1),
  videoTitle: z.string(),
  videoSite: z.string().min(1),
  comment: notifiedCommentSchema.nullable(),
  repliedTo: notifiedCommentSchema.nullable(),
  actorName: z.string().nullable(),
  performers: z.array(z.object({ slug: z.string().min(1), name: z.string() })),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

const notificationsResult = resultOf(z.array(notificationSchema));

/** (The unread count beside the header's link comes with the member's profile: src/membership/unread-notifications.ts.) */
export interface NotificationCalls {
  /** The member's notifications, newest first. */
  notifications(first: number): Promise<Notification[]>;
  /** Marks the member's notifications up to the id `through` read; answers how many are left unread. */
  markNotificationsRead(through: string): Promise<number>;
}

/** The member's own notifications (every brand's alike: they are the member's, not the site's). */
export function notificationCalls(gateway: MemberGateway): NotificationCalls {
  return {
    notifications: (first) => gateway.query('notifications', NOTIFICATIONS, { first }, notificationsResult),
    markNotificationsRead: (through) => gateway.mutate('markNotificationsRead', MARK_NOTIFICATIONS_READ, { through }, unreadCountAnswer),
  };
}
