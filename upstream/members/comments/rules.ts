/**
 * The comment rules as the upstream decides them (membership spec sections 3, 5, 6 and 9). They are
 * the upstream's own reading of the spec: the site hides what a member may not do (src/access), but
 * only this side refuses.
 */
import { GUEST_SCOPE } from '../membership-facts.ts';

/** Membership spec sections 5 and 8, word for word where the spec gives the words. */
export const COMMENT_REFUSALS = {
  DUPLICATE_COMMENT: 'You have already made that comment',
  ALREADY_VOTED: 'Already liked/disliked comment',
  // The spec says banned words are rejected, without the words of the refusal.
  BANNED_WORDS: 'Your comment contains words that are not allowed',
} as const;
export type CommentRefusalCode = keyof typeof COMMENT_REFUSALS;

/** Spec section 9: comments sort by top or newest. */
export const COMMENT_SORTS = ['top', 'newest'] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];

export const COMMENT_VOTES = ['like', 'dislike'] as const;
export type CommentVote = (typeof COMMENT_VOTES)[number];

/** A comment's text, trimmed: at least one character, at most this many. */
export const COMMENT_BODY_MAX = 1000;
/** Top-level comments per page when the caller does not say, and the most it may ask for. */
export const COMMENT_PAGE_SIZE = { default: 10, max: 50 } as const;

/**
 * Words a comment may not contain, as whole words in any case. The stand-in's list: a real gateway
 * keeps its own, which the site never sees.
 */
export const BANNED_WORDS: readonly string[] = ['casino', 'viagra', 'scam', 'bannedword'];

/**
 * What a member may do with comments (spec section 6): 'read' (list, load more, sort), 'write' (add,
 * reply, vote), 'pin' (pin and unpin), 'remove', and 'edit' (the admin group's edit actions).
 */
export type CommentRight = 'read' | 'write' | 'pin' | 'remove' | 'edit';

const ADMIN = 'admin';
const COMMENT_EDITOR = 'commenteditor';
const MODERATOR = 'moderator';
/** The groups shown beside an author's name as roles, in that order. */
export const COMMENT_ROLES: readonly string[] = [ADMIN, COMMENT_EDITOR, MODERATOR];

/** The facts of a member's profile on a site that their comment rights depend on. */
export interface CommentingMember {
  groups: readonly string[];
  scopes: readonly string[];
  hasActiveMultisiteSubscription: boolean;
  /** The member's state on the site asked for ('full', 'trial', 'expired' or none). */
  siteState: string | null;
  subscription: { isActive: boolean; isFreeLimitedTrial: boolean; isGuestUser: boolean } | null;
}

/**
 * The member's comment rights on a site. Guests (scope guest-user) have none. Every other member
 * reads; active members of the site (single- or multi-site) and active free-limited-trial users
 * write; moderators pin; the commenteditor group and admins remove and pin; admins edit.
 */
export function commentRights(member: CommentingMember): ReadonlySet<CommentRight> {
  const groups = new Set([...member.groups, ...member.scopes]);
  const subscription = member.subscription;
  if (groups.has(GUEST_SCOPE) || subscription?.isGuestUser) return new Set();
  const rights = new Set<CommentRight>(['read']);
  const active = subscription?.isActive === true;
  if (active && (member.hasActiveMultisiteSubscription || member.siteState === 'full' || subscription.isFreeLimitedTrial)) rights.add('write');
  if (groups.has(MODERATOR) || groups.has(COMMENT_EDITOR) || groups.has(ADMIN)) rights.add('pin');
  if (groups.has(COMMENT_EDITOR) || groups.has(ADMIN)) rights.add('remove');
  if (groups.has(ADMIN)) rights.add('edit');
  return rights;
}

/** What each right lets a member do, for the refusal's message. */
export const RIGHT_NAMES: Readonly<Record<CommentRight, string>> = {
  read: 'read comments',
  write: 'comment or vote',
  pin: 'pin or unpin comments',
  remove: 'remove comments',
  edit: 'edit comments',
};

/** The comment's text as stored: trimmed, or null when it is empty or longer than COMMENT_BODY_MAX. */
export function commentBody(body: string): string | null {
  const trimmed = body.trim();
  return trimmed.length >= 1 && trimmed.length <= COMMENT_BODY_MAX ? trimmed : null;
}

/** The form two comments are compared in for duplicates: case, spacing and punctuation around words ignored. */
export function duplicateKey(body: string): string {
  return body
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Whether `body` holds a banned word as a whole word (any case, any punctuation around it). */
export function containsBannedWord(body: string): boolean {
  const words = new Set(duplicateKey(body).split(' '));
  return BANNED_WORDS.some((word) => words.has(word));
}
