import { tenant } from 'virtual:tenant';
import { notificationsLinkLabel } from '../features/notifications/notification-entry.ts';
import type { SessionHoleLoader } from '../holes/hole-request.ts';
import { memberGreetingName } from '../membership/display-name.ts';
import { membershipStatus, type MembershipStatusKind } from '../membership/status.ts';
import { loginUrl } from '../routing/paths.ts';
import { channelsListingPath, siteNavigation, type NavigationLink } from '../shell/navigation.ts';

/** The site header (src/components/SiteHeader.astro): the visitor's, or a member's. */
export interface SiteHeaderProps {
  links: NavigationLink[];
  member: {
    name: string;
    /** The membership's status where it asks for something (not simply active), by the rule the account page and the upgrade bar read. */
    status: Exclude<MembershipStatusKind, 'active'> | null;
    /** The gems counter, for who may unlock channel packs: where the channels are. */
    gems: { channelsHref: string | null } | null;
    notificationsLabel: string;
  } | null;
  /** The visitor's log in, back to this page; null for a member. */
  loginHref: string | null;
}

/** Filled from the session alone (the unread count comes with the profile): sent before the page's gateway call has answered. */
export const loadSiteHeader: SessionHoleLoader<'header', SiteHeaderProps> = (_args, { locals, url }) => {
  const member = locals?.context.member ?? null;
  const links = siteNavigation(tenant, member?.abilities ?? null);
  if (!member) return { links, member: null, loginHref: loginUrl(url.pathname + url.search) };
  const status = membershipStatus(member.profile, tenant.tenant).kind;
  return {
    links,
    member: {
      name: memberGreetingName(member.profile),
      status: status === 'active' ? null : status,
      gems: member.abilities.can('use', 'ChannelPackUnlock') ? { channelsHref: channelsListingPath(member.abilities) } : null,
      notificationsLabel: notificationsLinkLabel(member.unreadNotifications),
    },
    loginHref: null,
  };
};
