import { tenant } from 'virtual:tenant';
import type { PageLocals } from '../../server/page-locals.ts';
import { channelsListingPath } from '../../shell/navigation.ts';
import type { CookieReader } from '../../holes/hole-request.ts';
import { teaserPending } from '../consent/arrival-modals.ts';
import { GEMS_INTRO_LAST_SHOWN_COOKIE, gemsIntroBlockers, lastShownFrom } from './gems-intro.ts';

/**
 * The gems intro modal (membership spec section 4), mounted on a member's page only when nothing
 * blocks it, "shown within the last day" included (the browser's cookie): where its island leads
 * (the channels), or null when it is not mounted.
 */
export function gemsIntroMount(locals: PageLocals, cookies: CookieReader, now: Date): { channelsHref: string | null } | null {
  const member = locals.context.member;
  if (!member) return null;
  const { profile, abilities } = member;
  // A page under the health-warning cover (the one hook's cover) is the cover, which has no gems intro.
  const healthWarningPending = locals.cover !== undefined;
  const blockers = gemsIntroBlockers({
    route: locals.route.route,
    profile,
    teaserOrHealthWarningPending: teaserPending(profile, tenant.features.promotionalVideoTeaserModal) || healthWarningPending,
    lastShownAt: lastShownFrom(cookies.get(GEMS_INTRO_LAST_SHOWN_COOKIE)?.value),
    now,
    mayUnlockChannelPacks: abilities.can('use', 'ChannelPackUnlock'),
  });
  return blockers.length === 0 ? { channelsHref: channelsListingPath(abilities) } : null;
}
