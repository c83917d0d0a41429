import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DatabaseSync } from 'node:sqlite';
import { createSchema, createYoga } from 'graphql-yoga';
import { DEFAULT_CATALOGUE_SIZE, DEFAULT_DATA_DIR, openCatalogue, type CatalogueClock } from './db.ts';
import { MEDIA_PREFIX, catalogueLabels, handleMedia, mediaUrls, type MediaUrls } from './media.ts';
import type { ExtraRoute } from './extra-route.ts';
import { requestLog, type UpstreamRequestEntry } from './request-log.ts';
import { createResolvers } from './catalogue/resolvers.ts';
import { loadSites, type Sites } from './sites.ts';
import { topRatedRoute, type ExecuteGraphQL } from './top-rated-route.ts';

export const CORRELATION_HEADER = 'x-correlation-id';
const TYPE_DEFS = readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8');

export type UpstreamOptions = {
  /** 0 = OS-assigned. */
  port?: number;
  host?: string;
  /** Folder of the catalogue database (default `.data/upstream`). */
  dataDir?: string;
  /** Videos per site (CATALOGUE_SIZE). */
  size?: number;
  /** Public origin used in absolute media URLs when the upstream sits behind a proxy. */
  publicUrl?: string;
  /** Other engineers' routes (OIDC provider, member REST): see ExtraRoute. */
  extraRoutes?: ExtraRoute[];
  /** More of the GraphQL schema (member queries), served on the same /graphql after the catalogue's. */
  extraGraphQL?: ExtraGraphQL[];
  /** Parts built on the running catalogue: their routes go after `extraRoutes`, their schema after `extraGraphQL`. */
  parts?: UpstreamPart[];
  /** The catalogue's clock (a test's own): scenes are released at its time. */
  now?: CatalogueClock;
  /** Told of every request once answered (request-log.ts); unset, none is logged. */
  requestLog?: ((entry: UpstreamRequestEntry) => void) | undefined;
};

/** Type definitions plus resolvers by type name; `Query` and `Mutation` fields merge with the catalogue's. */
export type ExtraGraphQL = { typeDefs: string; resolvers: Record<string, Record<string, unknown>> };

export type Upstream = { url: string; close(): Promise<void> };

/** The running catalogue, as a part of the upstream built on it sees it. */
export interface UpstreamCatalogue {
  /** The catalogue database (read it; it is re-seeded when the seed changes). */
  db: DatabaseSync;
  sites: Sites;
  media: MediaUrls;
  /** The upstream's public URL. */
  url: string;
  /** The catalogue's clock: a scene is released once its time has come by it. */
  now: CatalogueClock;
}

/**
 * A part of the upstream that needs the running catalogue (the member API: its videos' facts, its
 * media URLs): called once the server listens, before the first request is answered.
 */
export type UpstreamPart = (catalogue: UpstreamCatalogue) => { graphql?: ExtraGraphQL; routes?: ExtraRoute[]; close?(): void };

/** Starts the embedded upstream: GraphQL catalogue, generated media, health check. */
export async function startUpstream(options: UpstreamOptions = {}): Promise<Upstream> {
  const host = options.host ?? '127.0.0.1';
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const sites = loadSites(undefined, dataDir);
  const now = options.now ?? (() => new Date());
  const db = openCatalogue(dataDir, options.size ?? DEFAULT_CATALOGUE_SIZE, sites, now);
  const logRequest = options.requestLog ? requestLog(options.requestLog) : null;
  const server = createServer((req, res) => {
    logRequest?.(req, res);
    const correlationId = req.headers[CORRELATION_HEADER];
    if (typeof correlationId === 'string') res.setHeader(CORRELATION_HEADER, correlationId);
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const route = routes.find((r) => path === r.prefix || path.startsWith(r.prefix.endsWith('/') ? r.prefix : `${r.prefix}/`));
    if (!route) return json(res, 404, { error: `No route for ${req.method} ${path}. Try POST /graphql, GET /media/…, GET /health.` });
    try {
      route.handle(req, res);
    } catch (error) {
      json(res, 500, { error: (error as Error).message });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  // Media URLs in answers are absolute, so the resolvers are made once the port is known.
  const media = mediaUrls(options.publicUrl ?? url);
  const labels = catalogueLabels(db);
  const parts = (options.parts ?? []).map((part) => part({ db, sites, media, url: options.publicUrl ?? url, now }));
  const extraGraphQL = [...(options.extraGraphQL ?? []), ...parts.flatMap((part) => (part.graphql ? [part.graphql] : []))];
  const yoga = createYoga({
    schema: createSchema({
      typeDefs: [TYPE_DEFS, ...extraGraphQL.map((extra) => extra.typeDefs)],
      resolvers: mergeResolvers(createResolvers(db, sites, media), extraGraphQL),
    }),
    graphqlEndpoint: '/graphql',
    maskedErrors: false,
    logging: 'warn',
    landingPage: false,
  });

  const executeGraphQL: ExecuteGraphQL = async (query, variables) => {
    const response = await yoga.fetch('http://upstream/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
    return (await response.json()) as Awaited<ReturnType<ExecuteGraphQL>>;
  };

  /** The route table. Extra routes (identity, members) are checked first, in the order given. */
  const routes: ExtraRoute[] = [
    ...(options.extraRoutes ?? []),
    ...parts.flatMap((part) => part.routes ?? []),
    { prefix: '/graphql', handle: (req, res) => { yoga.requestListener(req, res); } },
    { prefix: MEDIA_PREFIX, handle: (req, res) => handleMedia(sites, labels, req, res) },
    topRatedRoute(executeGraphQL),
    { prefix: '/health', handle: (_req, res) => json(res, 200, { status: 'ok', sites: sites.contentTenants.length }) },
  ];

  return {
    url,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => {
          for (const part of parts) part.close?.();
          db.close();
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}

function mergeResolvers(own: Record<string, object>, extras: readonly ExtraGraphQL[]): Record<string, object> {
  const merged: Record<string, object> = { ...own };
  for (const extra of extras) {
    for (const [type, fields] of Object.entries(extra.resolvers)) merged[type] = { ...merged[type], ...fields };
  }
  return merged;
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}
