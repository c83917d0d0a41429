import type { DeniedVideoAction } from '../../access/index.ts';
import { ACCOUNT_PATH } from '../../routing/paths.ts';

/** What a member denied a video (or its picture set) is offered instead: a message and, where there is one, a way there. */
export interface DeniedOffer {
  message: string;
  link: { href: string; label: string } | null;
}

/**
 * Membership spec section 6's denied-video action as words and a link on a server-rendered page.
 * The unlock and purchase modals belong to the player and money issues; until they exist, the page
 * names the action and links where the member can act on it.
 */
export function deniedOffer(action: DeniedVideoAction, video: { channel?: { slug: string } | null }, credits: number): DeniedOffer {
  switch (action.kind) {
    case 'unlock-channel':
      return {
        message: 'Unlock its channel pack with gems to watch it.',
        link: { href: video.channel ? `/channels/${video.channel.slug}` : '/channels', label: 'See the channel pack' },
      };
    case 'pay-per-video':
      return { message: `Unlock it with one of your ${credits} pay-per-video credits.`, link: null };
    case 'purchase-modal':
      return { message: 'Upgrade your membership to watch it.', link: { href: ACCOUNT_PATH, label: 'Your membership' } };
  }
}
