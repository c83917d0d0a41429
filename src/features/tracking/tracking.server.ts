import { z } from 'zod';
import type { CatalogueSnapshot } from '../../catalogue/schemas.ts';
import { notOnThisSite, tenantItemsOf, type CatalogueItem } from '../../catalogue/tenant-items.ts';
import { isGatewayError } from '../../gateway/errors.ts';
import { PRIVATE_CACHE } from '../../http/cache-control.ts';
import type { Member, RequestContext } from '../../server/request-context.ts';
import { mayShareWithThirdParties } from './consent.ts';
import type { TrackedMember } from './events.ts';

/**
 * The site's tracking endpoints: a member's event, checked by its one schema, forwarded to the
 * gateway over the member's own token, within the gateway client's time-out. Tracking is never the
 * member's problem: an event the gateway could not take is logged and answered 202 with
 * `forwarded: false`; only a visitor (401) and a malformed body (400) are refused. A body past
 * TRACKING_EVENT_MAX_BYTES never gets here: the site server answers it 413 unread (tracking-events.hook.ts).
 */
export const ACCEPTED = 202;
/** The gateway's answer to an event is not read: its status says whether it was taken. */
const anyAnswer = z.unknown();

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': PRIVATE_CACHE } });
}

/** The member as tracking may name them: the email only with their consent. */
export function trackedMember(member: Pick<Member, 'profile'>): TrackedMember {
  return { userId: member.profile.userId, email: mayShareWithThirdParties(member.profile) ? member.profile.email : null };
}

export async function forwardTrackingEvent<S extends z.ZodType>(input: {
  context: RequestContext | undefined;
  request: Request;
  schema: S;
  /** The gateway path to post to. */
  path: string;
  body: (member: TrackedMember, event: z.infer<S>) => unknown;
  /**
   * The catalogue items the event names, each judged against the tenant's snapshot as a member's
   * Action's are (src/shell/signed-in-action.ts): another brand's item, or none at all, is answered
   * 404 as an unknown one, and nothing is forwarded.
   */
  items?: { of: (event: z.infer<S>) => readonly CatalogueItem[]; catalogue: CatalogueSnapshot | undefined };
}): Promise<Response> {
  const { context, request, schema, path, items } = input;
  const member = context?.member;
  if (!context || !member) return json(401, { message: 'Please log in: only a member’s events are tracked.' });
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    return json(400, { message: 'Expected a JSON body.' });
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return json(400, { message: 'The event is not one the site tracks.', issues: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`) });
  if (items) {
    const named = items.of(parsed.data);
    if (!items.catalogue) throw new Error('A tracking event names catalogue items, but the site server handed no tenant catalogue to judge them by.');
    const shown = tenantItemsOf(items.catalogue);
    const foreign = named.find((item) => !shown.has(item));
    if (foreign) {
      context.log.warn({ path, items: named }, 'a tracking event named an item this tenant does not show');
      return json(404, { message: notOnThisSite(foreign.kind, context.tenant.name) });
    }
  }
  try {
    await member.gateway.api({ method: 'POST', path, body: input.body(trackedMember(member), parsed.data) }, anyAnswer, false);
    return json(ACCEPTED, { forwarded: true });
  } catch (error) {
    // The API client has logged the failure with its status, method and path.
    if (!isGatewayError(error)) throw error;
    return json(ACCEPTED, { forwarded: false });
  }
}
