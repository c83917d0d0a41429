import { ActionError } from 'astro:actions';
import { notOnThisSite, tenantItemsOf, type CatalogueItem } from '../catalogue/tenant-items.ts';
import { isGatewayError } from '../gateway/errors.ts';
import { UPSTREAM_FAILED_MESSAGE } from '../gateway/failure.ts';
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
 * (islands/shell/actions/signed-out.ts).
 */
export function signedInAction(locals: Partial<PageLocals>, toDo: string): SignedInAction {
  const context = locals.context;
  const member = context?.member;
  if (!context || !member) throw new ActionError({ code: 'UNAUTHORIZED', message: `Please log in to ${toDo}.` });
  return { context, member };
}

/** Why a purchase Action turns away an account that may not buy (a tandem child). */
export const PURCHASE_NOT_ALLOWED_MESSAGE = 'Purchases are made by the account holder of your tandem membership: ask them to buy it.';

/**
 * signedInAction for an Action that charges the card on file: an account without the Purchases
 * ability (a tandem child, whose membership the parent pays for) gets FORBIDDEN, before any call.
 */
export function purchasingAction(locals: Partial<PageLocals>, toDo: string): SignedInAction {
  const signedIn = signedInAction(locals, toDo);
  if (!signedIn.member.abilities.can('use', 'Purchases')) {
    signedIn.context.log.warn({ toDo }, 'a purchase by an account that may not buy was refused');
    throw new ActionError({ code: 'FORBIDDEN', message: PURCHASE_NOT_ALLOWED_MESSAGE });
  }
  return signedIn;
}

/**
 * A comment, by its id (which is global), with how to find the video of its thread on this tenant
 * (null when the gateway knows none here): the comments feature knows the call, the shell only the rule.
 */
export interface NamedComment {
  kind: 'comment';
  ref: string;
  videoOf: (signedIn: SignedInAction) => Promise<number | null>;
}

/** What a member's Action may name: an item of the catalogue, or a comment. */
export type NamedItem = CatalogueItem | NamedComment;

/**
 * signedInAction for an Action that names catalogue items: each must be one the tenant shows (its
 * own, or for the combined tenant one of its sites'), else NOT_FOUND, as for an item that does not
 * exist, and the Action does nothing. The one place every member Action's items are judged: ids and
 * slugs are global across the brands, and the gateway's rights are a member's, not a tenant's.
 */
export async function signedInActionOn(locals: Partial<PageLocals>, toDo: string, items: readonly NamedItem[]): Promise<SignedInAction> {
  const signedIn = signedInAction(locals, toDo);
  await requireTenantItems(locals, signedIn, toDo, items);
  return signedIn;
}

/**
 * The check of signedInActionOn, for an Action that checks the member's right first (comments):
 * catalogue items against the tenant's snapshot (the one its pages were built from), a comment by
 * the thread the gateway finds for it on this tenant and that thread's video.
 */
export async function requireTenantItems(locals: Partial<PageLocals>, { context, member }: SignedInAction, toDo: string, items: readonly NamedItem[]): Promise<void> {
  if (items.length === 0) return;
  if (!locals.catalogue) throw new Error('An Action names catalogue items, but the site server handed no tenant catalogue to judge them by.');
  const shown = tenantItemsOf(locals.catalogue);
  const refuse = (kind: NamedItem['kind']): never => {
    context.log.warn({ kind, items }, 'a member Action named an item this tenant does not show');
    throw new ActionError({ code: 'NOT_FOUND', message: notOnThisSite(kind, context.tenant.name) });
  };
  for (const item of items) {
    if (item.kind !== 'comment') {
      if (!shown.has(item)) refuse(item.kind);
      continue;
    }
    const videoId = await videoOfComment({ context, member }, toDo, item);
    if (videoId === null || !shown.has({ kind: 'video', ref: videoId })) refuse('comment');
  }
}

/** The video of a comment's thread on this tenant (null when the gateway knows none here); a failure is the Action's error. */
async function videoOfComment(signedIn: SignedInAction, toDo: string, item: NamedComment): Promise<number | null> {
  const { context } = signedIn;
  try {
    return await item.videoOf(signedIn);
  } catch (error) {
    if (!isGatewayError(error)) throw error;
    context.log.warn({ operation: error.operation, kind: error.kind, code: error.code, err: error.message }, 'comment lookup failed');
    if (error.kind === 'unauthorised') throw new ActionError({ code: 'UNAUTHORIZED', message: `Please log in to ${toDo}.` });
    if (error.code === 'FORBIDDEN') throw new ActionError({ code: 'FORBIDDEN', message: `Your membership does not allow you to ${toDo}.` });
    throw new ActionError({ code: error.kind === 'unavailable' ? 'SERVICE_UNAVAILABLE' : 'BAD_GATEWAY', message: UPSTREAM_FAILED_MESSAGE });
  }
}
