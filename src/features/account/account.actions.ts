import { defineAction } from 'astro:actions';
import { signedInAction } from '../../shell/signed-in-action.ts';
import { accountCalls } from './account-calls.server.ts';
import { handleAccountPost } from './account.server.ts';
import { endingOtherSessions } from './credential-sessions.ts';
import { accountSections } from './sections.ts';

/**
 * The /account forms, as one Astro Action: each form names its command in a hidden field, and the
 * handler validates it (src/features/account/forms.ts), checks the member may use that section,
 * runs the call and answers where to go next (PRG) or what to show beside the fields. A new password
 * ends the member's other sessions (credential-sessions.ts).
 */
export const account = {
  update: defineAction({
    accept: 'form',
    handler: async (form, { locals }) => {
      const { context, member } = signedInAction(locals, 'change your account');
      const calls = endingOtherSessions(accountCalls(member.gateway, context.tenant.site), member.sessions);
      return handleAccountPost(form, calls, accountSections(member.profile, member.abilities), context.log);
    },
  }),
};
