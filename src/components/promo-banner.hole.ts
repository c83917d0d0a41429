import type { SessionHoleLoader } from '../holes/hole-request.ts';

/** The home page's join banner (src/components/PromoBanner.astro): a visitor's alone. */
export interface PromoBannerProps {
  shown: boolean;
}

export const loadPromoBanner: SessionHoleLoader<'promoBanner', PromoBannerProps> = (_args, { locals }) => ({ shown: (locals?.context.member ?? null) === null });
