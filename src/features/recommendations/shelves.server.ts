import { z } from 'zod';
import { channelSchema, performerSchema, recommendedVideoSchema, type RecommendedVideo } from '../../catalogue/schemas.ts';
import * as documents from '../../gateway/documents/recommendations.ts';
import { loadFromGateway, type WarnLog } from '../../gateway/failure.ts';
import { resultOf } from '../../gateway/result.ts';
import type { RequestContext } from '../../server/request-context.ts';
import type { MemberGateway } from '../../server/auth/member-gateway.ts';
import { RECOMMENDED_LIST_SIZE, shelvesOn, type PageShelf, type ShelfPage } from './shelf.ts';

/**
 * The recommender's picks for the shelves of the member's home, category, channels and performer
 * pages (browsing spec section 6), through the member's gateway: the picks are theirs. Contract:
 * upstream/members/recommendations.graphql. Each pick carries the recommendation's recommId.
 */
const recommId = recommendedVideoSchema.shape.recommId;
export const recommendedPerformerSchema = performerSchema.extend({ recommId });
export type RecommendedPerformer = z.infer<typeof recommendedPerformerSchema>;
export const recommendedChannelSchema = channelSchema.extend({ recommId });
export type RecommendedChannel = z.infer<typeof recommendedChannelSchema>;

export type ShelfPicks =
  | { kind: 'videos'; videos: readonly RecommendedVideo[] }
  | { kind: 'performers'; performers: readonly RecommendedPerformer[] }
  | { kind: 'channels'; channels: readonly RecommendedChannel[] };

/** How many picks a shelf holds. */
export function shelfSize(picks: ShelfPicks): number {
  return picks.kind === 'videos' ? picks.videos.length : picks.kind === 'performers' ? picks.performers.length : picks.channels.length;
}

const videoPicks = resultOf(z.array(recommendedVideoSchema));
const channelPicks = resultOf(z.array(recommendedChannelSchema));
const performerPicks = resultOf(z.array(recommendedPerformerSchema));
const limit = RECOMMENDED_LIST_SIZE;

/** One shelf's picks; `tag` is the category of the TAG shelf's page. */
export async function shelfPicks(gateway: Pick<MemberGateway, 'query'>, site: string, shelf: PageShelf, tag: string | null): Promise<ShelfPicks> {
  const videos = async (operation: string, document: string, variables: Record<string, unknown>): Promise<ShelfPicks> =>
    ({ kind: 'videos', videos: await gateway.query(operation, document, { site, limit, ...variables }, videoPicks) });
  const channels = async (internal: boolean): Promise<ShelfPicks> => ({
    kind: 'channels',
    channels: await gateway.query('getRecommendedChannels', documents.GET_RECOMMENDED_CHANNELS, { site, internal, limit }, channelPicks),
  });
  switch (shelf) {
    case 'HOME_RECOMMENDATIONS':
      return videos('getHomeRecommendations', documents.GET_HOME_RECOMMENDATIONS, {});
    case 'TAG':
      return videos('getTagRecommendations', documents.GET_TAG_RECOMMENDATIONS, { tag });
    case 'VMG':
      return videos('getVMGRecommendations', documents.GET_VMG_RECOMMENDATIONS, {});
    case 'RECOMMENDED_MODELS':
      return {
        kind: 'performers',
        performers: await gateway.query('getRecommendedModels', documents.GET_RECOMMENDED_MODELS, { site, limit }, performerPicks),
      };
    case 'CHANNELS':
      return channels(false);
    case 'INTERNAL_CHANNELS':
      return channels(true);
  }
}

export interface PageShelvesInput {
  member: { abilities: Parameters<typeof shelvesOn>[1]; gateway: Pick<MemberGateway, 'query'> };
  site: string;
  page: ShelfPage;
  /** The category of a category's page; without one the TAG shelf has nothing to pick from. */
  tag?: string | null | undefined;
  /** The performer whose page it is: not recommended to the member on their own page. */
  performerId?: number | undefined;
}

/**
 * The shelves a page shows the member, each with its picks, in the page's order. A shelf the
 * recommender cannot fill (down, refusing, a bad answer) is left out and the failure logged: the
 * page is never about its recommendations. An empty shelf is left out too.
 */
export async function loadPageShelves({ member, site, page, tag = null, performerId }: PageShelvesInput, log: WarnLog): Promise<{ shelf: PageShelf; picks: ShelfPicks }[]> {
  const shelves = shelvesOn(page, member.abilities).filter((shelf) => shelf !== 'TAG' || tag !== null);
  const loaded = await Promise.all(shelves.map(async (shelf) => ({
    shelf,
    answer: await loadFromGateway(`${shelf} recommendations`, () => shelfPicks(member.gateway, site, shelf, tag), log),
  })));
  return loaded.flatMap(({ shelf, answer }) => {
    if (!answer.ok) return [];
    const picks = answer.data.kind === 'performers'
      ? { ...answer.data, performers: answer.data.performers.filter((performer) => performer.performerId !== performerId) }
      : answer.data;
    return shelfSize(picks) > 0 ? [{ shelf, picks }] : [];
  });
}

type LoadedShelves = Awaited<ReturnType<typeof loadPageShelves>>;

/**
 * The shelves without the channels the page lists itself (the channels listing: each channel once),
 * and without a shelf left empty by that.
 */
export function withoutChannels(shelves: LoadedShelves, listed: readonly string[]): LoadedShelves {
  if (listed.length === 0) return shelves;
  const shown = new Set(listed);
  return shelves.flatMap(({ shelf, picks }) => {
    const left = picks.kind === 'channels' ? { ...picks, channels: picks.channels.filter((channel) => !shown.has(channel.slug)) } : picks;
    return shelfSize(left) > 0 ? [{ shelf, picks: left }] : [];
  });
}
const shelvesOfRequest = new WeakMap<RequestContext, Map<string, Promise<LoadedShelves>>>();

/**
 * The page's shelves for this request, loaded once however often they are asked for: a page that
 * waits for its own data first (the channels listing) asks for them up front, so that their calls
 * go out with its own (one gateway call: src/gateway/batch.ts), and the shelves' component then
 * finds them under way. Never kept beyond the request.
 */
export function pageShelvesOf(context: RequestContext, input: Omit<PageShelvesInput, 'member' | 'site'>): Promise<LoadedShelves> {
  const { member } = context;
  // Shelves are the member's own: a visitor has none.
  if (!member) return Promise.resolve([]);
  let loaded = shelvesOfRequest.get(context);
  if (!loaded) shelvesOfRequest.set(context, (loaded = new Map<string, Promise<LoadedShelves>>()));
  const key = `${input.page}\n${input.tag ?? ''}\n${input.performerId ?? ''}`;
  let shelves = loaded.get(key);
  if (!shelves) {
    shelves = loadPageShelves({ ...input, member, site: context.tenant.site }, context.log);
    loaded.set(key, shelves);
  }
  return shelves;
}
