import type { UserProfile } from '../../membership/profile.ts';
import type { SubscriptionFacts } from '../../membership/subscription.ts';
import type { RouteName } from '../../routing/routes.ts';
import { ONE_DAY_MS } from '../../shell/durations.ts';

/**
 * Membership spec section 4: "Gems modal is shown only when none of these block it: on offers,
 * joinnow, signup or one-click pages; inactive subscription; trial; percentageOfUnlockedChannelPacks
 * above 0; gemsIntro flag set; shown within the last day; pending teaser or health warning; tandem
 * child account. On show a last-shown timestamp is stored." Section 9: at most once per day. Section
 * 6 adds one: gems are for channel packs, so a member who may unlock none (a porn-portal guest, who
 * gets "the purchase modal only"; a brand without channels) is not told to spend them. Pure.
 */

/** Section 9: "Gems modal at most once per day". */
export const GEMS_INTRO_INTERVAL_MS = ONE_DAY_MS;

/**
 * The offers, join-now, signup and one-click pages (/deals among them: it asks an outgoing one-click's
 * confirmation), and the username selection, a step of the login itself.
 */
export const PAGES_WITHOUT_GEMS_INTRO: readonly RouteName[] = [
  'offers',
  'deals',
  'joinNow',
  'signupSuccess',
  'signupExternal',
  'signupDenied',
  'oneClickUpsellSuccess',
  'oneClickUpsellFailure',
  'outgoingUpsell',
  'usernameSelection',
];

export type GemsIntroBlocker =
  | 'page'
  | 'inactive-subscription'
  | 'trial'
  | 'packs-unlocked'
  | 'intro-acknowledged'
  | 'shown-within-last-day'
  | 'teaser-or-health-warning-pending'
  | 'tandem-child'
  | 'no-channel-packs';

export interface GemsIntroFacts {
  route: RouteName | null;
  profile: SubscriptionFacts & Pick<UserProfile, 'percentageOfUnlockedChannelPacks' | 'state' | 'tandemSubscription'>;
  /** The promotional teaser or the health warning waits for the member. */
  teaserOrHealthWarningPending: boolean;
  /** When the gems modal was last shown on this browser; null when never. */
  lastShownAt: Date | null;
  now: Date;
  /** The member may unlock channel packs with gems here (the ChannelPackUnlock ability). */
  mayUnlockChannelPacks: boolean;
}

/** The last show was less than a day before `now`. */
export function shownWithinLastDay(lastShownAt: Date | null, now: Date): boolean {
  return lastShownAt !== null && now.getTime() - lastShownAt.getTime() < GEMS_INTRO_INTERVAL_MS;
}

/** Everything that keeps the gems modal from showing, in the spec's order (section 6's last); none: show it. */
export function gemsIntroBlockers(facts: GemsIntroFacts): GemsIntroBlocker[] {
  const { profile } = facts;
  const blockers: [GemsIntroBlocker, boolean][] = [
    ['page', facts.route !== null && PAGES_WITHOUT_GEMS_INTRO.includes(facts.route)],
    ['inactive-subscription', profile.subscription?.isActive !== true],
    // A trial membership (section 4's lifecycle), active or not: gems are for members.
    ['trial', profile.subscription?.subscriptionType === 'trial'],
    ['packs-unlocked', profile.percentageOfUnlockedChannelPacks > 0],
    ['intro-acknowledged', profile.state?.modals.gemsIntro === true],
    ['shown-within-last-day', shownWithinLastDay(facts.lastShownAt, facts.now)],
    ['teaser-or-health-warning-pending', facts.teaserOrHealthWarningPending],
    ['tandem-child', profile.tandemSubscription.isTandemChildAccount],
    ['no-channel-packs', !facts.mayUnlockChannelPacks],
  ];
  return blockers.filter(([, blocks]) => blocks).map(([blocker]) => blocker);
}

/**
 * The cookie that keeps when this browser last showed the gems modal (milliseconds since the epoch),
 * for a day: the server reads it, so the modal's island is only sent to a page where it opens.
 */
export const GEMS_INTRO_LAST_SHOWN_COOKIE = 'gems_intro_last_shown';

/** The cookie's value for a show at `when`. */
export function lastShownCookie(when: Date): string {
  return `${GEMS_INTRO_LAST_SHOWN_COOKIE}=${when.getTime()}; Path=/; Max-Age=${GEMS_INTRO_INTERVAL_MS / 1000}; SameSite=Lax`;
}

/** The last show the cookie's value names, or null when never shown or unreadable. */
export function lastShownFrom(value: string | null | undefined): Date | null {
  return value && /^\d{1,15}$/.test(value) ? new Date(Number(value)) : null;
}
