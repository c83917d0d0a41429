import { ActionError } from 'astro:actions';
import type { Member, RequestContext } from '../server/request-context.ts';
import type { PageLocals } from '../server/page-locals.ts';

/** The request of an Action only a member may call, with its member. */
export interface SignedInAction {
  context: RequestContext;
  member: Member;
}

/**
 * The context and member of an Action's request; an anonymous caller (or an expired session) gets
 * UNAUTHORIZED, with `Please log in to <toDo>.`, which sends the island's page to the login
 * (islands/api/signed-out.ts).
 */
export function signedInAction(locals: Partial<PageLocals>, toDo: string): SignedInAction {
  const context = locals.context;
  const member = context?.member;
  if (!context || !member) throw new ActionError({ code: 'UNAUTHORIZED', message: `Please log in to ${toDo}.` });
  return { context, member };
}
