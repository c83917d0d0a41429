import { tenant } from 'virtual:tenant';
import type { SessionHoleLoader } from '../holes/hole-request.ts';
import { loginUrl } from '../routing/paths.ts';

/** The visitor's join prompt (src/components/JoinPrompt.astro); null for a signed-in member, who never sees it. */
export interface JoinPromptProps {
  prompt: {
    /** What the visitor is missing, e.g. "Watch the full video". */
    heading: string;
    /** Unique on the page: the player shows a second prompt when a trailer ends. */
    headingId: string;
    /** Log in, back to this page. */
    loginHref: string;
  } | null;
}

export const loadJoinPrompt: SessionHoleLoader<'joinPrompt', JoinPromptProps> = ({ heading, headingId }, { locals, url }) =>
  locals?.context.member
    ? { prompt: null }
    : { prompt: { heading: heading ?? `Watch every full video on ${tenant.name}`, headingId: headingId ?? 'join-prompt', loginHref: loginUrl(url.pathname) } };
