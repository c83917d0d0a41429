import { z } from 'zod';
import type { ApiCallOptions } from '../gateway/api-client.ts';
import type { GatewayClient } from '../gateway/client.ts';
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

export async function getTopRatedLive(client: GatewayClient, site: string, query: URLSearchParams, options: ApiCallOptions): Promise<TopRatedPage> {
  const params: Record<string, string[]> = {};
  for (const [name, value] of query) if (name !== SITE_PARAM) (params[name] ??= []).push(value);
  const answer = await client.api({ method: 'GET', path: TOP_RATED_REST_PATH, query: { ...params, [SITE_PARAM]: site } }, topRatedAnswerSchema, options);
  return answer.data.data;
}
