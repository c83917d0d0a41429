import type { DeniedVideoAction } from '../../access/denied-video.ts';

/** What a member denied a video (or its picture set) is offered instead: a message and one link. */
export interface DeniedOffer {
  message: string;
  href: string;
  label: string;
}

export const JOIN_PATH = '/joinnow';

/**
 * Membership spec section 6's denied-video action as a message and a link on a server-rendered page
 * (the unlock and purchase modals are later issues; their pages are the way there meanwhile).
 */
export function deniedOffer(action: DeniedVideoAction, video: { slug: string; channel?: { slug: string } | null }): DeniedOffer {
  switch (action.kind) {
    case 'unlock-channel':
      return {
        message: 'This belongs to a channel pack you have not unlocked yet.',
        href: video.channel ? `/channels/${video.channel.slug}` : '/channels',
        label: 'Unlock the channel pack',
      };
    case 'pay-per-video':
      return { message: 'Unlock this video with one of your credits to see it.', href: `/videos/${video.slug}`, label: 'Unlock the video' };
    case 'purchase-modal':
      return { message: 'Your membership does not include this yet.', href: JOIN_PATH, label: 'See membership options' };
  }
}
