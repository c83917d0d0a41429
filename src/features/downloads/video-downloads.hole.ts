import { mayDownload, type AccessVideo } from '../../access/index.ts';
import type { DownloadResolution } from '../../catalogue/schemas.ts';
import type { HoleRequest } from '../../holes/hole-request.ts';
import { quotaMeter, type QuotaMeter } from './download-quota.ts';
import { downloadOptions, type DownloadOption } from './download-resolutions.ts';

export interface VideoDownloadsInput {
  video: AccessVideo & { downloadResolutions: DownloadResolution[] };
}

/** The member's downloads of a video (src/features/downloads/VideoDownloads.astro); null where src/access allows none. */
export interface VideoDownloadsProps {
  downloads: { videoId: number; options: DownloadOption[]; meter: QuotaMeter | null } | null;
}

export function loadVideoDownloads({ video }: VideoDownloadsInput, { locals }: HoleRequest): VideoDownloadsProps {
  const context = locals?.context;
  const member = context?.member ?? null;
  if (!context || !member || !mayDownload(video, member, context.tenant)) return { downloads: null };
  const options = downloadOptions(video.downloadResolutions, context.tenant.locale);
  return { downloads: options.length > 0 ? { videoId: video.videoId, options, meter: quotaMeter(member.profile.downloadQuotas) } : null };
}
