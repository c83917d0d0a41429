import { readFileSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import { createGraphQLError } from 'graphql-yoga';
import type { Sites } from '../sites.ts';
import { siteOfCall } from './call-site.ts';
import type { MemberFeature } from './member-feature.ts';
import { memberOf, type MemberContext, type VerifyAccessToken } from './resolvers.ts';
import type { MemberStore } from './store.ts';

/**
 * The third-party recommender's stand-in (membership spec section 7): it records the events the site
 * sends about a member (detail views, bookmarks, purchases) and the rating events of
 * updateExpertReview, each about one video or one performer, with the recommId of the recommendation
 * that led there. Nothing reads them back but the member's own `recommenderEvents` (support, tests).
 */
export const recommenderTypeDefs = readFileSync(new URL('./recommender.graphql', import.meta.url), 'utf8');

export const RECOMMENDER_EVENT_TYPES = ['DETAIL_VIEW', 'RATING', 'ADD_BOOKMARK', 'DELETE_BOOKMARK', 'PURCHASE'] as const;
export type RecommenderEventType = (typeof RECOMMENDER_EVENT_TYPES)[number];
/** Longer than any recommender's id; anything longer is not one. */
export const RECOMM_ID_MAX_LENGTH = 64;
/** The most events one `recommenderEvents` answer lists. */
const EVENTS_PAGE_MAX = 100;

export const RECOMMENDER_STORE_SCHEMA = `
CREATE TABLE IF NOT EXISTS recommender_events (
  event_id INTEGER PRIMARY KEY,
  account_id TEXT NOT NULL,
  type TEXT NOT NULL,
  video_id INTEGER,
  model_id INTEGER,
  recomm_id TEXT,
  rating INTEGER,
  at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS recommender_events_by_account ON recommender_events (account_id, event_id DESC);`;

export interface RecommenderEvent {
  type: RecommenderEventType;
  videoId: number | null;
  modelId: number | null;
  recommId: string | null;
  rating: number | null;
}

export interface RecommenderEvents {
  record(accountId: string, event: RecommenderEvent, at: Date): void;
  /** The member's latest events, newest first. */
  latest(accountId: string, first: number): (RecommenderEvent & { at: string })[];
}

export function recommenderEvents(store: MemberStore): RecommenderEvents {
  const insert = store.db.prepare('INSERT INTO recommender_events (account_id, type, video_id, model_id, recomm_id, rating, at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const select = store.db.prepare(
    `SELECT type, video_id AS videoId, model_id AS modelId, recomm_id AS recommId, rating, at
     FROM recommender_events WHERE account_id = ? ORDER BY event_id DESC LIMIT ?`,
  );
  return {
    record(accountId, event, at) {
      insert.run(accountId, event.type, event.videoId, event.modelId, event.recommId, event.rating, at.toISOString());
    },
    latest: (accountId, first) => select.all(accountId, first) as unknown as (RecommenderEvent & { at: string })[],
  };
}

function badInput(message: string) {
  return createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

/** An empty recommId is no recommId; one the recommender could not have issued is refused. */
export function recommIdOf(value: string | null | undefined): string | null {
  const recommId = value?.trim() ?? '';
  if (recommId.length > RECOMM_ID_MAX_LENGTH) throw badInput(`"recommId" is at most ${RECOMM_ID_MAX_LENGTH} characters long.`);
  return recommId === '' ? null : recommId;
}

type EventInput = { type: string; videoId?: number | null; modelId?: number | null; recommId?: string | null };

/** The site of the video or the performer, or null when the catalogue has no such item. */
function catalogueItems(db: DatabaseSync) {
  const video = db.prepare('SELECT site FROM videos WHERE video_id = ?');
  const performer = db.prepare('SELECT site FROM performers WHERE performer_id = ?');
  const siteOf = (row: unknown) => (row as { site: string } | undefined)?.site ?? null;
  return { videoSite: (id: number) => siteOf(video.get(id)), performerSite: (id: number) => siteOf(performer.get(id)) };
}

/** The recommender's events; an item of a brand the site of the call does not show is answered as an unknown one. */
export function createRecommenderResolvers(store: MemberStore, db: DatabaseSync, sites: Pick<Sites, 'bySite' | 'shows'>, verify: VerifyAccessToken, now: () => Date = () => new Date()) {
  const events = recommenderEvents(store);
  const items = catalogueItems(db);
  const shown = (itemSite: string | null, site: string) => itemSite !== null && sites.shows(site, itemSite);
  return {
    Mutation: {
      async trackRecommenderEvent(_: unknown, { input }: { input: EventInput }, context: MemberContext) {
        const accountId = await memberOf(context, verify);
        const site = siteOfCall(context, sites);
        const type = RECOMMENDER_EVENT_TYPES.find((known) => known === input.type);
        if (!type || type === 'RATING') throw badInput(`"${input.type}" is not an event the site sends: ratings are recorded by updateExpertReview.`);
        const videoId = input.videoId ?? null;
        const modelId = input.modelId ?? null;
        if ((videoId === null) === (modelId === null)) throw badInput('An event is about one video (videoId) or one performer (modelId).');
        if (videoId !== null && !shown(items.videoSite(videoId), site)) throw badInput(`Unknown video ${videoId}.`);
        if (modelId !== null && !shown(items.performerSite(modelId), site)) throw badInput(`Unknown performer ${modelId}.`);
        events.record(accountId, { type, videoId, modelId, recommId: recommIdOf(input.recommId), rating: null }, now());
        return true;
      },
    },
    Query: {
      async recommenderEvents(_: unknown, { first }: { first?: number | null }, context: MemberContext) {
        const accountId = await memberOf(context, verify);
        const size = first ?? 20;
        if (!Number.isInteger(size) || size < 1 || size > EVENTS_PAGE_MAX) throw badInput(`"first" is a whole number from 1 to ${EVENTS_PAGE_MAX}.`);
        return events.latest(accountId, size);
      },
    },
  };
}

/** The recommender stand-in as a member feature of the upstream. */
export const recommenderFeature: MemberFeature = {
  storeSchema: RECOMMENDER_STORE_SCHEMA,
  create: ({ store, verify, catalogue }) => ({
    graphql: { typeDefs: recommenderTypeDefs, resolvers: createRecommenderResolvers(store, catalogue.db, catalogue.sites, verify) },
  }),
};
