import type { APIRoute } from 'astro';
import { recommendationClickSchema, recommendationsTrackingBody } from '../features/tracking/events.ts';
import { RECOMMENDATIONS_TRACKING_PATH } from '../routing/tracking-paths.ts';
import { forwardTrackingEvent } from '../features/tracking/tracking.server.ts';

// Membership spec section 7, REST: POST /recommendations-tracking, forwarded for the signed-in member.
export const prerender = false;

export const POST: APIRoute = ({ locals, request }) =>
  forwardTrackingEvent({
    context: locals.context,
    request,
    schema: recommendationClickSchema,
    path: RECOMMENDATIONS_TRACKING_PATH,
    body: recommendationsTrackingBody,
  });
