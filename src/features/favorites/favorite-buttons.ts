import type { FAVORITE_SUBJECT_NAMES } from '../../holes/kinds.ts';
import type { RecommendedItem } from '../recommendations/recomm-id.ts';
import type { FavoriteKind } from './favorites.ts';
import { FAVORITE_PERFORMERS_PATH, FAVORITE_VIDEOS_PATH } from '../../routing/paths.ts';
import { FAVORITE_FAILURES, favoriteList, type FavoriteList } from './favorites.ts';

/**
 * The favourite buttons of video, performer and channel video pages and of cards (membership spec
 * section 6: active members' favourites). Each is a plain form posting to the favourites.change
 * action, which the page's one small script enhances (islands/favorites/enhance.ts). Pure: the page,
 * the action and the script share it.
 */

/** What a button favourites (the holes' marks name them): the spec's three failures name videos, performers and channel videos. */
export const FAVORITE_SUBJECTS = {
  video: { kind: 'VIDEO', list: FAVORITE_VIDEOS_PATH, item: 'video' },
  'channel-video': { kind: 'VIDEO', list: FAVORITE_VIDEOS_PATH, item: 'video' },
  performer: { kind: 'PERFORMER', list: FAVORITE_PERFORMERS_PATH, item: 'model' },
} as const satisfies Record<(typeof FAVORITE_SUBJECT_NAMES)[number], { kind: FavoriteKind; list: string; item: RecommendedItem['kind'] }>;
export type FavoriteSubject = keyof typeof FAVORITE_SUBJECTS;
export const FAVORITE_OPS = ['add', 'remove'] as const;
export type FavoriteOp = (typeof FAVORITE_OPS)[number];

/**
 * The DOM event a button form sends (bubbling) once its change is done: `detail.favourite` says
 * what the item is now. The reels send their bookmark events on it (islands/tracking).
 */
export const FAVORITE_CHANGED_EVENT = 'favorite-changed';
export interface FavoriteChangedDetail {
  favourite: boolean;
}

/** The button form's fields. */
export const FAVORITE_FIELDS = {
  subject: 'subject',
  slug: 'slug',
  /** The item's id for the recommender's bookmark event: a videoId or a performerId. */
  id: 'id',
  op: 'op',
  /** Where a post without script comes back to: the page the button was on. */
  back: 'back',
  recommId: 'recommId',
} as const;

/** The query a post without script comes back with when it failed: `<subject>.<op>.<slug>`. */
export const FAVORITE_FAILED_PARAM = 'favorite_failed';

export interface FavoriteChange {
  subject: FavoriteSubject;
  slug: string;
  id: number;
  op: FavoriteOp;
  back: string;
  recommId: string;
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function isSubject(value: string): value is FavoriteSubject {
  return Object.hasOwn(FAVORITE_SUBJECTS, value);
}

/** The change a button form posts, or null when its fields are not a button's (`back` is checked by the caller). */
export function favoriteChangeOf(form: Pick<FormData, 'get'>): FavoriteChange | null {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const subject = text(FAVORITE_FIELDS.subject);
  const op = FAVORITE_OPS.find((known) => known === text(FAVORITE_FIELDS.op));
  const slug = text(FAVORITE_FIELDS.slug);
  const id = Number(text(FAVORITE_FIELDS.id));
  if (!isSubject(subject) || !op || !SLUG.test(slug) || !Number.isSafeInteger(id) || id < 1) return null;
  return { subject, op, slug, id, back: text(FAVORITE_FIELDS.back), recommId: text(FAVORITE_FIELDS.recommId) };
}

/** The list page a subject's button posts to (without script) and whose list it changes. */
export function listOf(subject: FavoriteSubject): FavoriteList {
  const list = favoriteList(FAVORITE_SUBJECTS[subject].list);
  if (!list) throw new Error(`No favourites list at ${FAVORITE_SUBJECTS[subject].list}.`);
  return list;
}

export function failureOf(subject: FavoriteSubject, op: FavoriteOp): string {
  return FAVORITE_FAILURES[subject][op];
}

/** What the button says: the change it makes, naming the item where the page around it does not (cards). */
export function favoriteLabel(op: FavoriteOp, name?: string): string {
  if (name === undefined) return op === 'add' ? 'Add to favourites' : 'Remove from favourites';
  return op === 'add' ? `Add ${name} to favourites` : `Remove ${name} from favourites`;
}

/** The op a button offers for an item that is (or is not) a favourite. */
export function opFor(favourite: boolean): FavoriteOp {
  return favourite ? 'remove' : 'add';
}

/** The failure query value of a change, and back. */
export function failedValue(change: Pick<FavoriteChange, 'subject' | 'op' | 'slug'>): string {
  return `${change.subject}.${change.op}.${change.slug}`;
}
export function failedChange(value: string | null): Pick<FavoriteChange, 'subject' | 'op' | 'slug'> | null {
  const [subject = '', op = '', slug = '', ...rest] = (value ?? '').split('.');
  const known = FAVORITE_OPS.find((candidate) => candidate === op);
  return isSubject(subject) && known && SLUG.test(slug) && rest.length === 0 ? { subject, op: known, slug } : null;
}

/** Where a failed post without script goes back: its page, naming the failed change for its button. */
export function failedLocation(back: string, failed: string): string {
  const [path = '', hash] = back.split('#', 2);
  const url = new URL(path, 'http://same-origin.invalid');
  url.searchParams.set(FAVORITE_FAILED_PARAM, failed);
  return `${url.pathname}${url.search}${hash === undefined ? '' : `#${hash}`}`;
}
