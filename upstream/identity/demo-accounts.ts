import { ACCOUNT_RESTRICTIONS, type AccountRestriction } from '../members/account-restrictions.ts';
import { TRIAL_PAY_PER_VIDEO_CREDITS } from '../members/billing/join-options.ts';
import { GUEST_SCOPE, newMembership, type MembershipFacts } from '../members/membership-facts.ts';

/** The one password of every demo account. */
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_EMAIL_DOMAIN = 'demo.test';

/** Every user kind membership spec sections 1 and 6 name; each has `<kind>@demo.test`. */
export const DEMO_USER_KINDS = [
  'trial',
  'freetrial',
  'member',
  'multisite2020',
  'multisite',
  'multisite2025',
  'channels',
  'portal',
  'expired',
  'cancelled',
  'guest',
  'vip',
  'tandemparent',
  'tandemchild',
  'performer',
  'director',
  'moderator',
  'commenteditor',
  'admin',
  // Last, so the accounts seeded before it keep their numbers in an existing member store.
  'oneclick',
] as const;
export type DemoUserKind = (typeof DEMO_USER_KINDS)[number];

/** What the member store holds about a demo account's membership; upstream/members derives the rest. */
export type DemoMembership = MembershipFacts;

export interface DemoAccount {
  /** The OIDC subject. */
  accountId: string;
  /** The user kind whose membership the account has. */
  kind: DemoUserKind;
  email: string;
  password: string;
  displayName: string;
  /** The username it starts with; absent or null: none yet, so its member chooses one at login. */
  username?: string | null | undefined;
  membership: DemoMembership;
  /** Disabled or banned from the start: the identity provider refuses its login. */
  restriction?: AccountRestriction;
}

const base: DemoMembership = { ...newMembership('aurora', 'EPOCH'), activeMonths: 8 };

const TANDEM_PARENT_NAME = 'Tandem Parent';

/** What makes each kind differ from an active single-site member of aurora. */
const KINDS: Record<DemoUserKind, { displayName: string; membership: Partial<DemoMembership> }> = {
  trial: { displayName: 'Trial User', membership: { subscriptionType: 'trial', activeMonths: 0, payPerVideoCredits: TRIAL_PAY_PER_VIDEO_CREDITS } },
  freetrial: {
    displayName: 'Free Trial User',
    membership: { subscriptionType: 'trial', activeMonths: 0, isFreeLimitedTrial: true },
  },
  member: { displayName: 'Single Site Member', membership: { hasEmailConsent: true } },
  multisite2020: {
    displayName: 'Multisite 2020 Member',
    membership: { multisiteType: 'multisite2020', billerName: 'VXNBILL', activeMonths: 14 },
  },
  multisite: { displayName: 'Multisite Member', membership: { multisiteType: 'multisiteVP', billerName: 'VXNBILL', activeMonths: 30 } },
  multisite2025: {
    displayName: 'Multisite 2025 Member',
    membership: {
      multisiteType: 'multisite2025',
      site: 'ivy',
      billerName: 'SEGPAY',
      activeMonths: 4,
      relationshipStatus: 'in-a-relationship',
      relationshipRole: 'partner',
    },
  },
  // Every channel pack unlocked, so a channel video plays in full (until the gems flow can unlock one).
  channels: {
    displayName: 'Channels Member',
    membership: { multisiteType: 'multisite2025', site: 'ivy', billerName: 'SEGPAY', activeMonths: 12, channelPacks: 'all' },
  },
  portal: { displayName: 'Portal User', membership: { subscriptionType: 'porn-portal', billerName: 'ECHST', activeMonths: 2 } },
  expired: { displayName: 'Expired Member', membership: { isActive: false, activeMonths: 0 } },
  cancelled: {
    displayName: 'Cancelled Member',
    // Cancelled with the native biller: still paid up, the rebill is off and can be reactivated.
    membership: { cancelled: true, billerName: 'VXNBILL', activeMonths: 7 },
  },
  guest: { displayName: 'Guest', membership: { isGuestUser: true, scopes: [GUEST_SCOPE], activeMonths: 0 } },
  vip: {
    displayName: 'VIP User',
    membership: { specialAttributes: { ...base.specialAttributes, isVipUser: true }, multisiteType: 'multisiteVP' },
  },
  tandemparent: {
    displayName: TANDEM_PARENT_NAME,
    membership: { tandem: { hasTandemChildAccount: true, isTandemChildAccount: false, tandemParentDisplayName: null } },
  },
  tandemchild: {
    displayName: 'Tandem Child',
    membership: {
      activeMonths: 3,
      tandem: { hasTandemChildAccount: false, isTandemChildAccount: true, tandemParentDisplayName: TANDEM_PARENT_NAME },
    },
  },
  performer: {
    displayName: 'Verified Performer',
    membership: {
      multisiteType: 'multisiteVP',
      specialAttributes: { ...base.specialAttributes, isPornstarUser: true, modelId: 'aurora-model-1', isOfficialUser: true },
    },
  },
  director: {
    displayName: 'Director',
    membership: {
      multisiteType: 'multisiteVP',
      activeMonths: 25,
      specialAttributes: { ...base.specialAttributes, isDirectorUser: true, isOfficialUser: true },
    },
  },
  moderator: { displayName: 'Moderator', membership: { groups: ['moderator'], activeMonths: 13 } },
  commenteditor: { displayName: 'Comment Editor', membership: { groups: ['commenteditor'], multisiteType: 'multisiteVP' } },
  admin: {
    displayName: 'Admin',
    membership: { groups: ['admin'], multisiteType: 'multisite2025', site: 'ivy', billerName: 'VXNBILL', activeMonths: 40 },
  },
  // A guest whose account a partner made in one click: the terms are still to be accepted.
  oneclick: { displayName: 'One-Click Guest', membership: { isGuestUser: true, scopes: [GUEST_SCOPE], activeMonths: 0, termsConsentPending: true } },
};

const RESTRICTED_DISPLAY_NAMES: Record<AccountRestriction, string> = { disabled: 'Disabled Member', banned: 'Banned Member' };

/** The demo account made without a username (as a partner's or support's accounts are): its member chooses one at login. */
export const NO_USERNAME_DEMO_NAME = 'nousername';

/**
 * The content-ops group (docs/content-ops.md): the identity provider names it in the `groups` claim
 * of `ops@demo.test`, and the site's console lets in whoever has it (OPS_GROUP).
 */
export const CONTENT_OPS_GROUP = 'content-ops';

/** The staff account of the content-ops console: a person of content ops, and a member of no site. */
const OPS_ACCOUNT: DemoAccount = {
  accountId: 'demo-ops',
  kind: 'expired',
  email: `ops@${DEMO_EMAIL_DOMAIN}`,
  password: DEMO_PASSWORD,
  displayName: 'Content Ops',
  username: 'ops',
  membership: { ...base, isActive: false, activeMonths: 0, groups: [CONTENT_OPS_GROUP] },
};

/**
 * The demo accounts, in DEMO_USER_KINDS order, then one single-site member of aurora per restriction
 * (`disabled@demo.test`, `banned@demo.test`), then the content-ops person (`ops@demo.test`), then a
 * single-site member of aurora without a username (`nousername@demo.test`), each after the others so
 * that they keep their numbers in an existing member store. Ids are stable so stored sessions
 * survive restarts. Each account's username is its name before the `@`, but the last's.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  ...DEMO_USER_KINDS.map((kind) => ({
    accountId: `demo-${kind}`,
    kind,
    email: `${kind}@${DEMO_EMAIL_DOMAIN}`,
    password: DEMO_PASSWORD,
    displayName: KINDS[kind].displayName,
    username: kind,
    membership: { ...base, ...KINDS[kind].membership },
  })),
  ...ACCOUNT_RESTRICTIONS.map((restriction) => ({
    accountId: `demo-${restriction}`,
    kind: 'member' as const,
    email: `${restriction}@${DEMO_EMAIL_DOMAIN}`,
    password: DEMO_PASSWORD,
    displayName: RESTRICTED_DISPLAY_NAMES[restriction],
    username: restriction,
    membership: base,
    restriction,
  })),
  OPS_ACCOUNT,
  {
    accountId: `demo-${NO_USERNAME_DEMO_NAME}`,
    kind: 'member',
    email: `${NO_USERNAME_DEMO_NAME}@${DEMO_EMAIL_DOMAIN}`,
    password: DEMO_PASSWORD,
    displayName: 'New Member',
    username: null,
    membership: base,
  },
];
