import type { CookieReader } from '../../holes/hole-request.ts';
import type { RouteName } from '../../routing/routes.ts';
import type { Member, RequestContext } from '../../server/request-context.ts';
import { isTandemParent } from '../account/sections.ts';
import { arrivalModal } from './arrival-modals.ts';
import { pendingTermsConsent, type ConsentText } from './consent-texts.ts';
import { ARRIVAL_GREETED_COOKIE, arriving } from './greeting.ts';
import { greetingMark } from './greeting-mark.server.ts';
import { requestTeaser, type PromotionalTeaser } from './teaser.ts';

/** The modals that greet a member on arrival (src/features/consent/ArrivalModals.astro). */
export interface ArrivalModalsProps {
  /** The one-click consent's terms, when it opens. */
  termsConsent: ConsentText | null;
  /**
   * The promotional teaser, when it opens and has a trailer to play, with the member's mark in the
   * greeting's cookie, which the greeting sets when it opens.
   */
  teaser: (PromotionalTeaser & { greetingMark: string }) | null;
  /** The VIP's conversion, when it opens, with the greeting's mark. */
  convertVip: { greetingMark: string } | null;
  /** The tandem account creation, on a tandem parent's home page. */
  tandem: boolean;
}

export interface ArrivalInput {
  context: RequestContext;
  member: Member;
  route: RouteName | null;
  cookies: CookieReader;
  /** `fatr=true` (src/shell/query-behaviour.ts). */
  afterPurchase: boolean;
  /** Whether the query already opens a modal. */
  busy: boolean;
}

/**
 * The modal that greets a member on arrival (src/features/consent/arrival-modals.ts), plus the
 * tandem account creation on the home page of a tandem parent. Per request it reads the member's
 * profile, the route, the tenant's teaser switch, the arrival cookie and the query's facts; the
 * teaser is the snapshot's newest trailer, only when it opens.
 */
export function arrivalModals({ context, member, route, cookies, afterPurchase, busy }: ArrivalInput): ArrivalModalsProps {
  const { profile } = member;
  const mark = greetingMark(profile.userId);
  const opens = arrivalModal({
    profile,
    route,
    teaserEnabled: context.tenant.features.promotionalVideoTeaserModal,
    afterPurchase,
    arriving: arriving(cookies.get(ARRIVAL_GREETED_COOKIE)?.value, mark),
    busy,
  });
  return {
    termsConsent: opens === 'OneClickConsentModal' ? pendingTermsConsent(profile) : null,
    // The teaser needs something to play: without a trailer it waits for a later page.
    teaser: opens === 'PromotionalVideoModal' ? withMark(requestTeaser(), mark) : null,
    convertVip: opens === 'ConvertVipUserModal' ? { greetingMark: mark } : null,
    tandem: route === 'home' && isTandemParent(profile),
  };
}

function withMark(teaser: PromotionalTeaser | null, greetingMark: string): ArrivalModalsProps['teaser'] {
  return teaser ? { ...teaser, greetingMark } : null;
}
