import { z } from 'zod';
import { GENERATE_VIDEO_TOKEN } from '../../gateway/documents/player.ts';
import { resultOf } from '../../gateway/result.ts';
import type { MemberGateway } from '../../server/auth/member-gateway.ts';
import { VIDEO_QUALITIES, videoSources, type VideoQuality, type VideoSources } from './video-sources.ts';

/** Membership spec section 7: generateVideoToken's device for streaming (downloads ask with 'download'). */
export const STREAM_DEVICE = 'web';

const videoTokenSchema = z.object({ token: z.string().min(1), cdn: z.url({ message: 'must be the absolute URL of the file' }) });

/** The generateVideoToken answer (contract: upstream/members/streaming.graphql): one token or null per quality. */
export const videoTokensSchema = z.object(
  Object.fromEntries(VIDEO_QUALITIES.map((quality) => [quality, videoTokenSchema.nullish()])) as Record<VideoQuality, z.ZodOptional<z.ZodNullable<typeof videoTokenSchema>>>,
);
export const videoTokensResult = resultOf(videoTokensSchema);

/**
 * The member's streams of one video, through their own gateway; null when the gateway offers none.
 * `counts`: asking counts the video against the free limited trial's three (its first play), which
 * changes the member's profile, so the next page asks for it afresh and says what is left.
 */
export async function fetchVideoSources(gateway: MemberGateway, videoId: number, counts = false): Promise<VideoSources | null> {
  const variables = { videoId: String(videoId), device: STREAM_DEVICE };
  const tokens = counts
    ? await gateway.mutate('generateVideoToken', GENERATE_VIDEO_TOKEN, variables, videoTokensResult)
    : await gateway.query('generateVideoToken', GENERATE_VIDEO_TOKEN, variables, videoTokensResult);
  return videoSources(tokens);
}
