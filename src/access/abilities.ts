import { RECOMMENDATION_SHELVES, type RecommendationShelf, type TenantConfig } from '../tenants/schema.ts';
import { FULL_TENANT_ACCESS, type UserProfile } from '../membership/profile.ts';
import { canReactivateCancelledRebill, derivedSubscriptionType, isGuest, siteType, tenantAccess } from '../membership/subscription.ts';

/**
 * What a visitor may see and do (membership spec section 6, browsing spec section 6), built from
 * the member's subscription and groups and the tenant's feature switches.
 *
 * Actions: 'see' shows a thing (a page, a modal, a bar, a shelf); 'play' plays media; 'use' performs
 * an action (comment, download, favourite, pin…); 'edit' changes a member's own setting.
 */
export const ABILITY_ACTIONS = ['see', 'play', 'use', 'edit'] as const;
export type AbilityAction = (typeof ABILITY_ACTIONS)[number];

export const ABILITY_SUBJECTS = [
  'Channels',
  'InternalChannels',
  'ChannelTrailers',
  'InternalChannelTrailers',
  'PurchaseModal',
  'UpgradeBar',
  'UpgradeOverlay',
  'Trailer',
  'FullVideo',
  'PictureSet',
  'Comments',
  'CommentEdit',
  'CommentRemove',
  'CommentPin',
  'Downloads',
  'Favorites',
  /** Rating a video and its parts (membership spec section 1: members "rate and review scenes"). */
  'Ratings',
  'RelationshipStatus',
  'ReactivateModal',
  /** Membership spec section 6: "When active also: hide-month interstitial button" (the /offers snooze). */
  'HideMonthInterstitial',
  /** Membership spec section 6: "When active also: … unlock channel modal, … unlock channel pack" (with gems). */
  'ChannelPackUnlock',
  /** Membership spec section 6: "pay-per-video unlock for a trial with credits" (not on the premium-plus brand). */
  'PayPerVideo',
  /** Membership spec section 6: the trial's "trial deals", in place of the members' deals. */
  'TrialDeals',
  /** Membership spec section 6: "Member with inactive subscription: … expired deals", in place of the members' deals. */
  'ExpiredDeals',
  /**
   * A purchase charged to the card on file: a membership, an upgrade, a reactivation, a partner's
   * offer. Every signed-in account but a tandem child, whose membership the parent pays for
   * (docs/security.md: the spec is silent).
   */
  'Purchases',
] as const;
/** Everything an ability can name: the subjects above and each recommendation shelf. */
export type Subject = (typeof ABILITY_SUBJECTS)[number] | RecommendationShelf;

/** Groups and roles of membership spec section 6. */
export const ADMIN_GROUP = 'admin';
export const COMMENT_EDITOR_GROUP = 'commenteditor';
export const MODERATOR_GROUP = 'moderator';
export const VIDEO_PREVIEW_ROLE = 'video preview';

export interface Abilities {
  can(action: AbilityAction, subject: Subject): boolean;
  /** Every granted pair as "action:Subject", for debugging and for handing to islands. */
  readonly granted: readonly string[];
}

export interface AbilityInput {
  /** The member, or null for an anonymous visitor. */
  profile: UserProfile | null;
  tenant: Pick<TenantConfig, 'tenant' | 'role' | 'features'>;
}

/** Builds abilities from a list of "action:Subject" grants, e.g. received from the server. */
export function abilitiesFrom(granted: Iterable<string>): Abilities {
  const set = new Set(granted);
  return { can: (action, subject) => set.has(`${action}:${subject}`), granted: [...set].sort() };
}

/**
 * Where a signed-in account stands on this brand, which decides most of what it may do (membership
 * spec section 6): a porn-portal guest; a full member (multi-site or single-site); a free limited
 * trial; a trial; or lapsed (porn-portal members, and inactive, expired or cancelled subscriptions).
 */
type Standing = 'anonymous' | 'guest' | 'full-member' | 'limited-trial' | 'trial' | 'lapsed';

/** The facts of a profile and a tenant that the grants below read. */
interface AbilityFacts {
  standing: Standing;
  /** Signed in, and neither anonymous nor a guest: the roles and the brand's own grants apply. */
  member: boolean;
  active: boolean;
  tandemChild: boolean;
  canReactivate: boolean;
  portalMember: boolean;
  admin: boolean;
  commentEditor: boolean;
  moderator: boolean;
  videoPreview: boolean;
  features: TenantConfig['features'];
  premiumPlusBrand: boolean;
  relationshipBrand: boolean;
  /** An active membership whose library includes this brand's, alone or in a package. */
  memberOfThisBrand: boolean;
}

function standingOf(profile: UserProfile | null, tenant: AbilityInput['tenant']): Standing {
  if (profile === null) return 'anonymous';
  if (isGuest(profile)) return 'guest';
  const site = siteType(profile, tenant.tenant);
  if (site === 'multi-site' || site === 'single-site') return 'full-member';
  if (profile.subscription?.isFreeLimitedTrial) return 'limited-trial';
  return derivedSubscriptionType(profile) === 'trial' ? 'trial' : 'lapsed';
}

function abilityFacts({ profile, tenant }: AbilityInput): AbilityFacts {
  const standing = standingOf(profile, tenant);
  const roles = new Set(profile ? [...profile.groups, ...profile.scopes] : []);
  const active = profile?.subscription?.isActive === true;
  return {
    standing,
    member: standing !== 'anonymous' && standing !== 'guest',
    active,
    tandemChild: profile?.tandemSubscription.isTandemChildAccount === true,
    canReactivate: profile !== null && canReactivateCancelledRebill(profile),
    portalMember: profile !== null && derivedSubscriptionType(profile) === 'porn-portal',
    admin: roles.has(ADMIN_GROUP),
    commentEditor: roles.has(COMMENT_EDITOR_GROUP),
    moderator: roles.has(MODERATOR_GROUP),
    videoPreview: roles.has(VIDEO_PREVIEW_ROLE),
    features: tenant.features,
    premiumPlusBrand: tenant.role === 'premium-plus',
    relationshipBrand: tenant.role === 'relationship-status',
    memberOfThisBrand: profile !== null && active && tenantAccess(profile, tenant.tenant) === FULL_TENANT_ACCESS,
  };
}

/** Whether the standing shows the brand's channel pages: every member but a limited trial that has ended. */
const showsChannels = (f: AbilityFacts): boolean =>
  f.standing === 'full-member' || f.standing === 'trial' || f.standing === 'lapsed' || (f.standing === 'limited-trial' && f.active);
/** Channel trailers: where the brand switches them on, or for the video-preview role; never to a limited trial. */
const showsChannelTrailers = (f: AbilityFacts): boolean =>
  (f.features.channelTrailers || f.videoPreview) &&
  (f.standing === 'full-member' || f.standing === 'trial' || f.standing === 'lapsed' || (f.standing === 'guest' && f.videoPreview));
const is = (standing: Standing) => (f: AbilityFacts): boolean => f.standing === standing;

/** One row of the table: when it applies, the actions it allows, on which subjects. */
type Grant = readonly [when: (f: AbilityFacts) => boolean, actions: readonly AbilityAction[], subjects: readonly Subject[] | ((f: AbilityFacts) => readonly Subject[])];

/** Membership spec section 6 and browsing spec section 6, row by row; a subject is allowed when any row allows it. */
const GRANTS: readonly Grant[] = [
  // Anonymous: may only play the video trailer.
  [() => true, ['play'], ['Trailer']],
  // The tandem parent pays: their child's login spends nothing on the parent's card.
  [(f) => f.standing !== 'anonymous' && !f.tandemChild, ['use'], ['Purchases']],
  // Porn-portal guests get the purchase modal only (and denied-video handling).
  [is('guest'), ['see'], ['PurchaseModal']],
  [(f) => f.member, ['see'], ['Comments']],

  [is('full-member'), ['play'], ['FullVideo']],
  [is('full-member'), ['see'], ['PictureSet']],
  [is('full-member'), ['see', 'use'], ['Comments', 'Downloads', 'Favorites', 'Ratings']],
  [(f) => f.standing === 'full-member' && f.canReactivate, ['see'], ['UpgradeBar', 'ReactivateModal']],

  [is('limited-trial'), ['see'], ['PurchaseModal', 'UpgradeBar', 'TrialDeals']],
  [is('limited-trial'), ['play'], ['FullVideo']],
  [(f) => f.standing === 'limited-trial' && f.active, ['see'], ['PictureSet']],
  [(f) => f.standing === 'limited-trial' && f.active, ['use'], ['Comments']],

  // Full videos checked one by one (src/access/video-access.ts); an upgrade overlay on the rest.
  [is('trial'), ['see'], ['PurchaseModal', 'UpgradeBar', 'UpgradeOverlay', 'TrialDeals']],
  [is('trial'), ['play'], ['FullVideo']],
  // "Trial (not the premium-plus brand): unlocked videos per unlocked list": credits buy videos one
  // by one on the other brands. The premium-plus brand is not sold by the video: its own trial plays
  // its library while it lasts (premiumPlusTrial), and credits are not offered there.
  [(f) => f.standing === 'trial' && !f.premiumPlusBrand, ['use'], ['PayPerVideo']],

  [is('lapsed'), ['see'], ['PurchaseModal', 'UpgradeBar', 'UpgradeOverlay']],
  [(f) => f.standing === 'lapsed' && !f.portalMember && !f.active, ['see'], ['ExpiredDeals']],
  [(f) => f.standing === 'lapsed' && f.canReactivate, ['see'], ['ReactivateModal']],

  [(f) => showsChannels(f) && f.features.channels, ['see'], ['Channels']],
  [(f) => showsChannels(f) && f.features.internalChannels, ['see'], ['InternalChannels']],
  [(f) => showsChannelTrailers(f) && f.features.channels, ['see'], ['ChannelTrailers']],
  [(f) => showsChannelTrailers(f) && f.features.internalChannels, ['see'], ['InternalChannelTrailers']],

  [(f) => f.standing === 'full-member' && f.active, ['use'], ['HideMonthInterstitial']],
  // Section 6: active members spend "gems for channel packs"; a brand without channels has none.
  [(f) => f.standing === 'full-member' && f.active && (f.features.channels || f.features.internalChannels), ['use'], ['ChannelPackUnlock']],

  // Browsing spec section 6: "Admin group: … recommendations seen": every shelf, whatever the tenant's switches.
  [(f) => f.member, ['see'], (f) => (f.admin ? RECOMMENDATION_SHELVES : f.features.recommendationShelves)],

  // Membership spec section 6: edited by "an active non-child member of that brand": the brand's own
  // library is theirs (alone or in their package), not an active membership of another brand.
  [(f) => f.member && (f.relationshipBrand || f.admin), ['see'], ['RelationshipStatus']],
  [(f) => f.member && (f.admin || (f.relationshipBrand && f.memberOfThisBrand && !f.tandemChild)), ['edit'], ['RelationshipStatus']],

  [(f) => f.member && f.admin, ['see', 'use'], ['CommentEdit']],
  [(f) => f.member && (f.admin || f.commentEditor), ['see', 'use'], ['CommentRemove', 'CommentPin']],
  [(f) => f.member && f.moderator, ['see', 'use'], ['CommentPin']],
];

/** Admins are never asked to upgrade, whatever their subscription. */
const NEVER_FOR_ADMINS: readonly Subject[] = ['UpgradeOverlay', 'UpgradeBar'];

/** What this visitor may see and do on this tenant: every row of GRANTS that applies to their facts. */
export function defineAbilities(input: AbilityInput): Abilities {
  const facts = abilityFacts(input);
  const granted = new Set<string>();
  for (const [when, actions, subjects] of GRANTS) {
    if (!when(facts)) continue;
    for (const subject of typeof subjects === 'function' ? subjects(facts) : subjects) {
      if (facts.admin && NEVER_FOR_ADMINS.includes(subject)) continue;
      for (const action of actions) granted.add(`${action}:${subject}`);
    }
  }
  return abilitiesFrom(granted);
}
