/* The member's notifications (contract: upstream/members/notifications/notifications.graphql). */

export const NOTIFICATIONS = `query notifications($first: Int!) {
  result: notifications(first: $first) {
    id type videoId videoSlug videoTitle videoSite comment { id body } repliedTo { id body } actorName performers { slug name } createdAt read } }`;

export const UNREAD_NOTIFICATION_COUNT = 'query unreadNotificationCount { result: unreadNotificationCount }';

export const MARK_NOTIFICATIONS_READ = 'mutation markNotificationsRead($through: ID!) { result: markNotificationsRead(through: $through) }';
