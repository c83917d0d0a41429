import { fullVideoAccess, type AccessVideo } from '../../access/index.ts';
import type { ChannelPack } from '../../catalogue/schemas.ts';
import type { HoleRequest } from '../../holes/hole-request.ts';
import { accessNotice } from './access-notice.ts';
import { deniedVideoAction, type DeniedVideoActionProps } from './denied-video-action.ts';

export interface FullVideoNoticeInput {
  video: AccessVideo & { title: string; channel: (AccessVideo['channel'] & { slug: string }) | null };
  /** The video's channel pack, for the unlock to name it and its price. */
  pack?: Pick<ChannelPack, 'name' | 'gems'> | null | undefined;
}

/** The member's word on the full video (src/features/player/FullVideoNotice.astro); nothing for a visitor. */
export interface FullVideoNoticeProps {
  notice: { allowed: true; text: string } | { allowed: false; text: string; action: DeniedVideoActionProps } | null;
}

export function loadFullVideoNotice({ video, pack }: FullVideoNoticeInput, { locals }: HoleRequest): FullVideoNoticeProps {
  const context = locals?.context;
  const member = context?.member;
  if (!context || !member) return { notice: null };
  const notice = accessNotice(fullVideoAccess(video, member, context.tenant), member.profile);
  return { notice: notice.allowed ? notice : { allowed: false, text: notice.text, action: deniedVideoAction(notice.action, video, pack, context) } };
}
