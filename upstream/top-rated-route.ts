import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_PREFIX, json } from './json-route.ts';
import type { ExtraRoute } from './extra-route.ts';

/**
 * Browsing spec section 7, REST: "GET /toprated with the current query parameters as params; result
 * read from data.data.videos." The site passes the visitor's query on, with `site`: this stand-in
 * reads `site` and `page` (12 a page, 1 when absent or not a page) and leaves the rest to the real
 * service, as the spec's client does. The videos are the catalogue's `getTopRatedVideos`, as cards.
 */
export const TOP_RATED_PATH = `${API_PREFIX}/toprated`;
export const TOP_RATED_PAGE_SIZE = 12;

const IMAGE = 'src placeholder width height highdpi { double triple }';
const TOP_RATED_QUERY = `query topRated($site: String!, $skip: Int, $first: Int) {
  getTopRatedVideos(site: $site, skip: $skip, first: $first) {
    totalCount
    nodes { videoId slug site title releaseDate runLength freeVideo isExclusive images { listing { ${IMAGE} } } models { slug name sex absoluteUrl } }
  }
}`;

/** Runs a GraphQL operation on the upstream's own schema. */
export type ExecuteGraphQL = (query: string, variables: Record<string, unknown>) => Promise<{ data?: Record<string, unknown> | null; errors?: { message: string }[] }>;

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

async function answer(req: IncomingMessage, res: ServerResponse, execute: ExecuteGraphQL): Promise<void> {
  if (req.method !== 'GET') {
    res.setHeader('allow', 'GET');
    return json(res, 405, { message: 'Use GET' });
  }
  const query = new URL(req.url ?? '/', 'http://upstream').searchParams;
  const site = query.get('site');
  if (!site) return json(res, 400, { message: 'The query needs the site, e.g. ?site=AURORA.' });
  const page = pageOf(query.get('page'));
  const result = await execute(TOP_RATED_QUERY, { site, skip: (page - 1) * TOP_RATED_PAGE_SIZE, first: TOP_RATED_PAGE_SIZE });
  const found = result.data?.['getTopRatedVideos'] as { totalCount: number; nodes: unknown[] } | undefined;
  if (!found) return json(res, 400, { message: result.errors?.map((error) => error.message).join('; ') ?? 'No such site' });
  json(res, 200, { data: { data: { videos: found.nodes, totalCount: found.totalCount, page } } });
}

export function topRatedRoute(execute: ExecuteGraphQL): ExtraRoute {
  return {
    prefix: TOP_RATED_PATH,
    handle(req, res) {
      answer(req, res, execute).catch((error: unknown) => {
        if (res.headersSent) res.destroy();
        else json(res, 500, { message: (error as Error).message });
      });
    },
  };
}
