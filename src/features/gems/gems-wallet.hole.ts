import { loadFromGateway } from '../../gateway/failure.ts';
import type { HoleLoader } from '../../holes/hole-request.ts';
import { membershipStatus } from '../../membership/status.ts';
import { daysInMs } from '../../shell/durations.ts';
import { channelsListingPath } from '../../shell/navigation.ts';
import { getGemsWallet, type GemsWallet } from './gems.server.ts';

/** How many weeks of the wallet's transactions the account page lists. */
export const TRANSACTIONS_WEEKS = 12;

/** The member's gems on /account (src/features/gems/GemsWallet.astro). */
export interface GemsWalletProps {
  /** The balance and the transactions of the last TRANSACTIONS_WEEKS weeks, newest first; null when the gateway failed. */
  wallet: GemsWallet | null;
  /** Where the member spends them, or null where they may not see the channels. */
  channelsHref: string | null;
}

/**
 * The wallet (membership spec sections 3 and 7), in the page view's one gateway call. A paid
 * membership earns gems (membership spec section 9); an ended one, a trial or a guest has none to
 * show, nor has a visitor: null, no wallet.
 */
export const loadGemsWallet: HoleLoader<'gemsWallet', GemsWalletProps | null> = async (_args, { locals }) => {
  const context = locals?.context;
  const member = context?.member;
  if (!context || !member) return null;
  const status = membershipStatus(member.profile, context.tenant.tenant).kind;
  if (status !== 'active' && status !== 'cancelled') return null;
  const since = new Date(Date.now() - daysInMs(TRANSACTIONS_WEEKS * 7));
  const loaded = await loadFromGateway('gems wallet', () => getGemsWallet(member.gateway, context.tenant.site, since), context.log);
  return { wallet: loaded.ok ? loaded.data : null, channelsHref: channelsListingPath(member.abilities) };
};
