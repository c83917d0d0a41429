import { z } from 'zod';
import type { CallOptions, GatewayClient } from '../gateway/client.ts';
import { GatewayError } from '../gateway/errors.ts';
import { describeIssues } from '../tenants/error-map.ts';
import { videoCardSchema } from './schemas.ts';

/**
 * Browsing spec sections 2 and 7: "/toprated Fetches the top-rated videos and passes the query
 * parameters through"; "GET /toprated with the current query parameters as params; result read from
 * data.data.videos". A live call on every visit, so the list is today's, not the build's.
 */
export const TOP_RATED_REST_PATH = '/toprated';
/** The tenant the list is asked for, added to the visitor's own parameters (they cannot set it). */
const SITE_PARAM = 'site';

const topRatedAnswerSchema = z.object({ data: z.object({ data: z.object({ videos: z.array(videoCardSchema), totalCount: z.number().int().min(0) }) }) });
export type TopRatedPage = z.infer<typeof topRatedAnswerSchema>['data']['data'];

export async function getTopRatedLive(client: GatewayClient, site: string, query: URLSearchParams, options: CallOptions): Promise<TopRatedPage> {
  const params = new URLSearchParams(query);
  params.set(SITE_PARAM, site);
  const answer = await client.rest('GET', `${TOP_RATED_REST_PATH}?${params}`, undefined, options);
  if (!answer.ok) throw new GatewayError('bad-answer', TOP_RATED_REST_PATH, `Gateway ${client.url}: GET ${TOP_RATED_REST_PATH} answered HTTP ${answer.status}`);
  const parsed = topRatedAnswerSchema.safeParse(answer.body, { reportInput: true });
  if (!parsed.success) throw new GatewayError('bad-answer', TOP_RATED_REST_PATH, `Gateway ${client.url}: GET ${TOP_RATED_REST_PATH} answered an unexpected shape: ${describeIssues(parsed.error.issues).join('; ')}`);
  return parsed.data.data.data;
}
