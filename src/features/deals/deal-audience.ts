import type { Abilities } from '../../access/abilities.ts';
import type { DealAudience } from '../../catalogue/schemas.ts';

/**
 * Whose deals a page shows (membership spec section 6): a trial member sees the trial deals, a
 * member whose subscription is inactive the expired deals (the partners' win-back offers), everyone
 * else, visitors included, the members' deals. Each audience's deals replace the members': they are
 * priced and worded for it.
 */
export function dealAudience(abilities: Pick<Abilities, 'can'> | null): DealAudience {
  if (abilities?.can('see', 'TrialDeals')) return 'trial';
  if (abilities?.can('see', 'ExpiredDeals')) return 'expired';
  return 'member';
}
