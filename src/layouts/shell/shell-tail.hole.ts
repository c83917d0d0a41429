import { tenant } from 'virtual:tenant';
import { crashAskedFor } from '../../shell/error-screen/paths.ts';
import { gemsIntroMount } from '../../features/gems/gems-intro.server.ts';
import { trackingPlan, type TrackingPlan } from '../../features/tracking/tracking-plan.ts';
import type { SessionHoleLoader } from '../../holes/hole-request.ts';
import { arrivalOfRequest } from './arrival.ts';

/** The end of the body (src/layouts/shell/ShellTail.astro). */
export interface ShellTailProps {
  /** A member's: the session refresh and the chunk retries. */
  signedIn: boolean;
  /** The query asks the browser to do something (islands/shell/modals/arrival.ts). */
  arrival: boolean;
  /** The gems intro, where nothing blocks it. */
  gemsIntro: { channelsHref: string | null } | null;
  tracking: TrackingPlan | null;
  /** The end-to-end tests' crashing island (`?crash=island` where CRASH_TRIGGERS is on). */
  crashTest: boolean;
}

export const loadShellTail: SessionHoleLoader<'tail', ShellTailProps> = (_args, { locals, url, cookies }) => {
  const context = locals?.context;
  const member = context?.member ?? null;
  return {
    signedIn: member !== null,
    arrival: arrivalOfRequest(context).arrivalData !== undefined,
    gemsIntro: locals && member ? gemsIntroMount(locals, cookies, new Date()) : null,
    tracking: trackingPlan({ tenant, url, profile: member?.profile ?? null }),
    crashTest: context !== undefined && locals?.errorScreen !== undefined && crashAskedFor(context.url.searchParams, locals.errorScreen.crashTriggers) === 'island',
  };
};
