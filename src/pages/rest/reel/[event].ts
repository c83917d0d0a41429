import type { APIRoute } from 'astro';
import { video } from '../../../catalogue/tenant-items.ts';
import { reelEventBody, reelEventSchema } from '../../../features/tracking/events.ts';
import { isReelEvent, reelEventPath } from '../../../routing/tracking-paths.ts';
import { forwardTrackingEvent } from '../../../features/tracking/tracking.server.ts';

// Membership spec section 7, REST: the reel events POST /rest/reel/{view, add-bookmark, delete-bookmark, purchase}.
export const prerender = false;

export const POST: APIRoute = ({ locals, request, params }) => {
  const event = params['event'];
  if (!isReelEvent(event)) return new Response(null, { status: 404 });
  return forwardTrackingEvent({
    context: locals.context,
    request,
    schema: reelEventSchema,
    path: reelEventPath(event),
    body: (member, input) => reelEventBody(member, input, new Date()),
    // The reel's video must be one this tenant shows, as recommender.view judges its item.
    items: { of: (input) => [video(input.itemId)], catalogue: locals.catalogue },
  });
};
