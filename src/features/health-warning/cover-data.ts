import { z } from 'zod';
import { HEALTH_WARNING_REGIONS } from '../../tenants/schema.ts';

/**
 * What the health-warning hook hands its cover page (src/pages/health-warning-cover.astro): the
 * region and the page it hides. The page locals carry it as a hook's own data, which the server
 * does not read, so the page reads it back by this schema.
 */
export const healthWarningCoverData = z.object({ region: z.enum(HEALTH_WARNING_REGIONS), returnTo: z.string() });

export type HealthWarningCoverData = z.infer<typeof healthWarningCoverData>;
