import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createGraphQLError } from 'graphql-yoga';
import { z } from 'zod';
import type { ExtraRoute } from '../extra-route.ts';
import type { MemberFeature } from './member-feature.ts';
import { RECOMM_ID_MAX_LENGTH } from './recommender.ts';
import { memberOf, type MemberContext, type VerifyAccessToken } from './resolvers.ts';
import { API_PREFIX, json, jsonRoute } from '../json-route.ts';
import { memberPost } from './member-post.ts';
import type { MemberStore } from './store.ts';

/**
 * The recommender stand-in's REST side (membership spec section 7, REST): `POST
 * /recommendations-tracking` { email, userId, elementClicked, recommId } and the reel events `POST
 * /rest/reel/{view, add-bookmark, delete-bookmark, purchase}` { userId, itemId, recommId, email,
 * timestamp }. Each is recorded for the member of the bearer token, whose own id `userId` must be;
 * the member's `trackingEvents` read them back (support, tests). 400 with a message for a bad body,
 * 401 without a live token, 404 for another path. It stands beside the GraphQL events of
 * recommender.ts as the same recommender's other door.
 */
export const recommenderTrackingTypeDefs = readFileSync(new URL('./recommender-tracking.graphql', import.meta.url), 'utf8');
/** The most events one `trackingEvents` answer lists. */
const EVENTS_PAGE_MAX = 100;

export const RECOMMENDATIONS_TRACKING_PATH = `${API_PREFIX}/recommendations-tracking`;
export const REEL_PREFIX = `${API_PREFIX}/rest/reel`;
export const REEL_EVENT_KINDS = ['view', 'add-bookmark', 'delete-bookmark', 'purchase'] as const;
export type TrackingEventKind = 'recommendation-click' | `reel-${(typeof REEL_EVENT_KINDS)[number]}`;

export const TRACKING_STORE_SCHEMA = `
CREATE TABLE IF NOT EXISTS tracking_events (
  event_id INTEGER PRIMARY KEY,
  account_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  item_id INTEGER,
  element_clicked TEXT,
  recomm_id TEXT,
  email TEXT,
  timestamp TEXT,
  at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS tracking_events_by_account ON tracking_events (account_id, event_id DESC);`;

const recommId = z.string().max(RECOMM_ID_MAX_LENGTH).nullish().transform((value) => (value?.trim() ? value.trim() : null));
const email = z.string().max(254).nullish().transform((value) => value ?? null);
const userId = z.union([z.string().min(1), z.number().int()]).transform(String);

const clickSchema = z.object({ userId, email, elementClicked: z.string().trim().min(1).max(200), recommId });
const reelSchema = z.object({ userId, email, itemId: z.number().int().positive(), recommId, timestamp: z.iso.datetime({ offset: true }) });

export interface TrackingEvent {
  kind: TrackingEventKind;
  itemId: number | null;
  elementClicked: string | null;
  recommId: string | null;
  email: string | null;
  timestamp: string | null;
  at: string;
}

export type TrackingEvents = ReturnType<typeof trackingEvents>;

export function trackingEvents(store: MemberStore) {
  const insert = store.db.prepare(
    'INSERT INTO tracking_events (account_id, kind, item_id, element_clicked, recomm_id, email, timestamp, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const select = store.db.prepare(
    `SELECT kind, item_id AS itemId, element_clicked AS elementClicked, recomm_id AS recommId, email, timestamp, at
     FROM tracking_events WHERE account_id = ? ORDER BY event_id DESC LIMIT ?`,
  );
  return {
    record(accountId: string, event: Omit<TrackingEvent, 'at'>, at: Date): void {
      insert.run(accountId, event.kind, event.itemId, event.elementClicked, event.recommId, event.email, event.timestamp, at.toISOString());
    },
    latest: (accountId: string, first: number) => select.all(accountId, first) as unknown as TrackingEvent[],
  };
}

type Parsed = { ok: true; event: Omit<TrackingEvent, 'at'>; userId: string } | { ok: false; message: string };

function parse(path: string, body: unknown): Parsed | null {
  const issues = (error: z.ZodError) => error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');
  if (path === RECOMMENDATIONS_TRACKING_PATH) {
    const parsed = clickSchema.safeParse(body);
    if (!parsed.success) return { ok: false, message: `Expected { email, userId, elementClicked, recommId }: ${issues(parsed.error)}` };
    const { userId: id, email: mail, elementClicked, recommId: recomm } = parsed.data;
    return { ok: true, userId: id, event: { kind: 'recommendation-click', itemId: null, elementClicked, recommId: recomm, email: mail, timestamp: null } };
  }
  const kind = REEL_EVENT_KINDS.find((known) => path === `${REEL_PREFIX}/${known}`);
  if (!kind) return null;
  const parsed = reelSchema.safeParse(body);
  if (!parsed.success) return { ok: false, message: `Expected { userId, itemId, recommId, email, timestamp }: ${issues(parsed.error)}` };
  const { userId: id, email: mail, itemId, recommId: recomm, timestamp } = parsed.data;
  return { ok: true, userId: id, event: { kind: `reel-${kind}`, itemId, elementClicked: null, recommId: recomm, email: mail, timestamp } };
}

async function handle(events: TrackingEvents, verify: VerifyAccessToken, now: () => Date, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  const post = await memberPost(req, res, verify);
  if (!post) return;
  const { accountId, body } = post;
  const parsed = parse(path, body);
  if (parsed === null) return json(res, 404, { message: `No route for POST ${path}` });
  if (!parsed.ok) return json(res, 400, { message: parsed.message });
  if (parsed.userId !== accountId) return json(res, 400, { message: 'userId is not the member of the access token.' });
  events.record(accountId, parsed.event, now());
  json(res, 202, { ok: true });
}

/** The two route prefixes, as upstream `extraRoutes`. */
export function createTrackingRoutes(events: TrackingEvents, verify: VerifyAccessToken, now: () => Date = () => new Date()): ExtraRoute[] {
  const route = (prefix: string) => jsonRoute(prefix, (req, res) => handle(events, verify, now, req, res));
  return [route(RECOMMENDATIONS_TRACKING_PATH), route(REEL_PREFIX)];
}

export function createTrackingResolvers(events: TrackingEvents, verify: VerifyAccessToken) {
  return {
    Query: {
      async trackingEvents(_: unknown, { first }: { first?: number | null }, context: MemberContext) {
        const accountId = await memberOf(context, verify);
        const size = first ?? 20;
        if (!Number.isInteger(size) || size < 1 || size > EVENTS_PAGE_MAX) {
          throw createGraphQLError(`"first" is a whole number from 1 to ${EVENTS_PAGE_MAX}.`, { extensions: { code: 'BAD_USER_INPUT' } });
        }
        return events.latest(accountId, size);
      },
    },
  };
}

/** The recommender's REST events as a member feature of the upstream. */
export const recommenderTrackingFeature: MemberFeature = {
  storeSchema: TRACKING_STORE_SCHEMA,
  create: ({ store, verify }) => {
    const events = trackingEvents(store);
    return {
      graphql: { typeDefs: recommenderTrackingTypeDefs, resolvers: createTrackingResolvers(events, verify) },
      routes: createTrackingRoutes(events, verify),
    };
  },
};
