import type { SessionHoleLoader } from '../holes/hole-request.ts';

/** The brands page's list (src/components/BrandList.astro): each brand's tour for a visitor, `/xsite/<brand>` for a member. */
export interface BrandListProps {
  signedIn: boolean;
}

export const loadBrandList: SessionHoleLoader<'brands', BrandListProps> = (_args, { locals }) => ({ signedIn: (locals?.context.member ?? null) !== null });
