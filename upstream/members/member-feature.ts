import type { ExtraRoute } from '../extra-route.ts';
import type { ExtraGraphQL, UpstreamCatalogue } from '../server.ts';
import type { MemberDirectory } from './member-directory.ts';
import type { VerifyAccessToken } from './resolvers.ts';
import type { MemberStore } from './store.ts';

/** What every member feature is built from. */
export interface MemberFeatureDeps {
  directory: MemberDirectory;
  store: MemberStore;
  verify: VerifyAccessToken;
  catalogue: UpstreamCatalogue;
  /** The upstream's data folder (keys, generated media), or null when the store lives in memory. */
  dataDir: string | null;
}

/**
 * One member feature of the upstream (profile, favourites, streaming, …): its tables in the member
 * store, its part of the GraphQL schema, its HTTP routes. Features add themselves to MEMBER_FEATURES.
 */
export interface MemberFeature {
  /** Idempotent DDL (`CREATE TABLE IF NOT EXISTS …`) applied at every start. */
  storeSchema?: string;
  create(deps: MemberFeatureDeps): { graphql?: ExtraGraphQL; routes?: ExtraRoute[] };
}
