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

export function defineAbilities({ profile, tenant }: AbilityInput): Abilities {
  const granted = new Set<string>();
  const allow = (actions: AbilityAction | readonly AbilityAction[], ...subjects: Subject[]): void => {
    for (const action of typeof actions === 'string' ? [actions] : actions) {
      for (const subject of subjects) granted.add(`${action}:${subject}`);
    }
  };
  const deny = (...subjects: Subject[]): void => {
    for (const key of [...granted]) if (subjects.some((subject) => key.endsWith(`:${subject}`))) granted.delete(key);
  };

  // Anonymous: may only play the video trailer.
  allow('play', 'Trailer');
  if (profile === null) return abilitiesFrom(granted);

  // The tandem parent pays: their child's login spends nothing on the parent's card.
  if (!profile.tandemSubscription.isTandemChildAccount) allow('use', 'Purchases');

  const { features } = tenant;
  const subscription = profile.subscription;
  const roles = new Set([...profile.groups, ...profile.scopes]);
  const admin = roles.has(ADMIN_GROUP);
  const videoPreview = roles.has(VIDEO_PREVIEW_ROLE);
  const type = derivedSubscriptionType(profile);
  const site = siteType(profile, tenant.tenant);
  const active = subscription?.isActive === true;
  const fullMember = site === 'multi-site' || site === 'single-site';
  const channelPages = (): void => {
    if (features.channels) allow('see', 'Channels');
    if (features.internalChannels) allow('see', 'InternalChannels');
  };
  const channelTrailers = (): void => {
    if (!features.channelTrailers && !videoPreview) return;
    if (features.channels) allow('see', 'ChannelTrailers');
    if (features.internalChannels) allow('see', 'InternalChannelTrailers');
  };

  if (isGuest(profile)) {
    // Porn-portal guests get the purchase modal only (and denied-video handling).
    allow('see', 'PurchaseModal');
    if (videoPreview) channelTrailers();
    return abilitiesFrom(granted);
  }

  allow('see', 'Comments');
  if (fullMember) {
    allow('play', 'FullVideo');
    allow('see', 'PictureSet');
    allow(['see', 'use'], 'Comments', 'Downloads', 'Favorites', 'Ratings');
    channelPages();
    channelTrailers();
    if (canReactivateCancelledRebill(profile)) allow('see', 'UpgradeBar', 'ReactivateModal');
  } else if (subscription?.isFreeLimitedTrial) {
    allow('see', 'PurchaseModal', 'UpgradeBar', 'TrialDeals');
    allow('play', 'FullVideo');
    if (active) {
      allow('see', 'PictureSet');
      allow('use', 'Comments');
      channelPages();
    }
  } else if (type === 'trial') {
    // Full videos checked one by one (src/access/video-access.ts); an upgrade overlay on the rest.
    allow('see', 'PurchaseModal', 'UpgradeBar', 'UpgradeOverlay', 'TrialDeals');
    allow('play', 'FullVideo');
    channelPages();
    channelTrailers();
    // "Trial (not the premium-plus brand): unlocked videos per unlocked list": credits buy videos one
    // by one on the other brands. The premium-plus brand is not sold by the video: its own trial plays
    // its library while it lasts (premiumPlusTrial), and credits are not offered there.
    if (tenant.role !== 'premium-plus') allow('use', 'PayPerVideo');
  } else {
    // Porn-portal members and members whose subscription is inactive, expired or cancelled.
    allow('see', 'PurchaseModal', 'UpgradeBar', 'UpgradeOverlay');
    channelPages();
    channelTrailers();
    if (type !== 'porn-portal' && !active) allow('see', 'ExpiredDeals');
    if (canReactivateCancelledRebill(profile)) allow('see', 'ReactivateModal');
  }

  if (active && fullMember) allow('use', 'HideMonthInterstitial');
  // Section 6: active members spend "gems for channel packs"; a brand without channels has none.
  if (active && fullMember && (features.channels || features.internalChannels)) allow('use', 'ChannelPackUnlock');

  // Browsing spec section 6: "Admin group: … recommendations seen": every shelf, whatever the tenant's switches.
  for (const shelf of admin ? RECOMMENDATION_SHELVES : features.recommendationShelves) allow('see', shelf);

  // Membership spec section 6: edited by "an active non-child member of that brand": the brand's own
  // library is theirs (alone or in their package), not an active membership of another brand.
  if (tenant.role === 'relationship-status' || admin) allow('see', 'RelationshipStatus');
  const memberOfThisBrand = active && tenantAccess(profile, tenant.tenant) === FULL_TENANT_ACCESS;
  if (admin || (tenant.role === 'relationship-status' && memberOfThisBrand && !profile.tandemSubscription.isTandemChildAccount)) {
    allow('edit', 'RelationshipStatus');
  }

  if (admin) {
    deny('UpgradeOverlay', 'UpgradeBar');
    allow(['see', 'use'], 'CommentEdit');
  }
  if (admin || roles.has(COMMENT_EDITOR_GROUP)) allow(['see', 'use'], 'CommentRemove', 'CommentPin');
  if (roles.has(MODERATOR_GROUP)) allow(['see', 'use'], 'CommentPin');

  return abilitiesFrom(granted);
}
