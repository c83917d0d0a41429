import { z } from 'zod';
import { isValidSlug } from '../routing/slug.ts';
import { HOLE_CLOSING, holeOpening } from './markers.ts';

/*
 * The holes of a prerendered page: every part that depends on who asks (src/holes/markers.ts says
 * how they are marked). Each kind names what its mark carries, checked here when the site server
 * reads a page (one schema at that boundary); src/holes/FilledHole.astro renders each kind for the
 * member with the same component that rendered the visitor's view.
 */
const slug = z.string().refine(isValidSlug, 'not a slug');

/**
 * What a favourite button marked on a page favourites, and the pages whose recommendation shelves
 * are marked: the marks' own words, which the site server checks without knowing the features.
 * The features say what each means (src/features/favorites/favorite-buttons.ts FAVORITE_SUBJECTS,
 * src/features/recommendations/shelf.ts PAGE_SHELVES), each for every one of these and no other.
 */
export const FAVORITE_SUBJECT_NAMES = ['video', 'channel-video', 'performer'] as const;
export const SHELF_PAGES = ['home', 'tag', 'channels', 'performer'] as const;
const noArgs = z.null();
const videoArgs = z.object({ videoId: z.number().int().positive() });

export const HOLE_ARGS = {
  /** The head's member-only parts: the page-leaving mark's script, the error report's meta. */
  head: noArgs,
  /** The body's opening tag: who the page is for, and what the query asks the browser to do. */
  body: noArgs,
  /** The site header: log in and join, or the member's name, gems, account and notifications. */
  header: noArgs,
  /** Flashes, the trial notice, the upgrade bar, the query's and the arrival's modals. */
  notices: noArgs,
  /** The end of the body: session refresh, the query's script, the gems intro, tracking. */
  tail: noArgs,
  favorite: z.object({
    subject: z.enum(FAVORITE_SUBJECT_NAMES),
    slug,
    id: z.number().int(),
    name: z.string(),
    compact: z.boolean(),
  }),
  player: videoArgs.extend({ page: z.enum(['video', 'trailer']), joinHeading: z.string().optional() }),
  fullVideoNotice: videoArgs,
  downloads: videoArgs,
  memberRating: videoArgs,
  comments: videoArgs,
  joinPrompt: z.object({ heading: z.string().optional(), headingId: z.string().optional() }),
  videoRecommendations: videoArgs,
  pageShelves: z.object({
    page: z.enum(SHELF_PAGES),
    tag: z.object({ slug, name: z.string() }).nullable().optional(),
    performerId: z.number().int().optional(),
    exceptChannels: z.array(slug).optional(),
  }),
  detailView: z.object({ kind: z.enum(['video', 'model']), id: z.number().int() }),
  brands: noArgs,
  /** The home page's join banner: a visitor's alone. */
  promoBanner: noArgs,
  /** Below a reel: its title's link, and a member's bookmark and offer. */
  reelOffer: videoArgs,
  /** /account: the membership, the gems wallet, the settings' forms. */
  membershipSummary: noArgs,
  gemsWallet: noArgs,
  accountSettings: noArgs,
  /** /notifications: the member's list. */
  notifications: noArgs,
  /** A favourites list's items, by the list's path. */
  favoriteItems: z.object({ path: z.string() }),
} as const;

export type HoleKind = keyof typeof HOLE_ARGS;

/** A hole to fill, its arguments checked: its kind tells its arguments' type. */
export type RequestedHole = { [K in HoleKind]: { kind: K; args: z.output<(typeof HOLE_ARGS)[K]> } }[HoleKind];

/** A hole of a prerendered page: what to fill, and what a visitor sees in it. */
export type ShellHoleOf = RequestedHole & { visitorHtml: string };
export type HoleArgs<K extends HoleKind> = z.input<(typeof HOLE_ARGS)[K]>;

/**
 * Holes filled from the session alone, with no gateway call: sent as soon as they are rendered, so
 * the head and the member's header reach the browser before the gateway has answered.
 */
export const SESSION_HOLES: ReadonlySet<HoleKind> = new Set(['head', 'body', 'header']);

/**
 * Holes that keep the visitor's view when they cannot be filled: the body's tag, without which the
 * page would have none. Every other hole stays empty: a member never sees the visitor's view of it.
 */
export const VISITOR_VIEW_ON_FAILURE: ReadonlySet<HoleKind> = new Set(['body']);

export function isHoleKind(kind: string): kind is HoleKind {
  return Object.hasOwn(HOLE_ARGS, kind);
}

/**
 * The marks of a hole whose visitor view is empty, as a string: a card's favourite button is a hole
 * on every card of the tour, and rendering the button's component only to learn that a visitor gets
 * nothing would cost the build a component render per card.
 */
export function emptyHole<K extends HoleKind>(kind: K, args: HoleArgs<K>): string {
  return holeOpening(kind, args) + HOLE_CLOSING;
}
