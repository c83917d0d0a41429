import { ActionError, defineAction } from 'astro:actions';
import { z } from 'zod';
import { loadFromGateway } from '../../gateway/failure.ts';
import { signedInAction } from '../../shell/signed-in-action.ts';
import { NOTIFICATIONS_MARK_FAILED_MESSAGE } from './notification-entry.ts';
import { notificationCalls } from './notifications-calls.server.ts';

export const notifications = {
  /**
   * The notifications page's "Mark all as read" form: marks up to the newest notification the page
   * listed (`through`), so one that arrived since stays unread. Every member may read their own.
   */
  markRead: defineAction({
    accept: 'form',
    input: z.object({ through: z.string().regex(/^\d{1,15}$/, 'A notification id is a number.') }),
    handler: async ({ through }, { locals }) => {
      const { context, member } = signedInAction(locals, 'mark your notifications read');
      const marked = await loadFromGateway('mark notifications read', () => notificationCalls(member.gateway).markNotificationsRead(through), context.log);
      if (!marked.ok) throw new ActionError({ code: 'BAD_GATEWAY', message: NOTIFICATIONS_MARK_FAILED_MESSAGE });
      return { unread: marked.data };
    },
  }),
};
