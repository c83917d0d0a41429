import { z } from 'zod';
import { DOWNLOAD_QUOTAS } from '../../gateway/documents/downloads.ts';
import { GENERATE_VIDEO_TOKEN } from '../../gateway/documents/player.ts';
import { isGatewayError } from '../../gateway/errors.ts';
import { resultOf } from '../../gateway/result.ts';
import { downloadQuotasSchema } from '../../membership/profile.ts';
import type { MemberGateway } from '../../server/auth/member-gateway.ts';
import type { Logger } from '../../server/log.ts';
import type { DownloadQuality } from './download-resolutions.ts';
import { quotaMeter, quotaReachedMessage, REACHED_DOWNLOAD_QUOTA_ERROR, type DownloadOutcome, type QuotaMeter } from './download-quota.ts';
import { videoTokensResult, type videoTokensSchema } from '../player/video-sources.server.ts';
import { tokenUrl } from '../player/video-sources.ts';

/** Membership spec section 7: generateVideoToken's device for downloads (counted against the quota). */
export const DOWNLOAD_DEVICE = 'download';

/** When the gateway fails without a message of its own. */
export const DOWNLOAD_FAILED = 'The download could not start. Please try again later.';
export const RESOLUTION_NOT_OFFERED = 'This resolution is not available for download.';

const quotasResult = resultOf(z.object({ downloadQuotas: downloadQuotasSchema.nullish() }).transform((p) => p.downloadQuotas));
const quotaExtensions = z.object({ maxVideoDownloadQuota: z.coerce.number().int().min(0), daysUntilQuotaReset: z.coerce.number().int().min(0) });

/** What is left of the member's downloads now, or null when the gateway does not say. */
async function currentMeter(gateway: MemberGateway, site: string, log: Pick<Logger, 'warn'>): Promise<QuotaMeter | null> {
  try {
    return quotaMeter(await gateway.query('downloadQuotas', DOWNLOAD_QUOTAS, { site }, quotasResult));
  } catch (error) {
    if (!isGatewayError(error)) throw error;
    log.warn({ operation: error.operation, kind: error.kind, err: error }, 'download quotas could not be read');
    return null;
  }
}

/**
 * Membership spec section 7: a download is a generateVideoToken with device 'download', whose file
 * the browser then loads (in a hidden frame). The upstream counts it against the member's quota and
 * refuses over it with ReachedDownloadQuotaError (section 8: the quota and the days to wait); any
 * other refusal shows the first GraphQL error's message. An expired session is the caller's to handle.
 */
export async function requestDownload(
  gateway: MemberGateway,
  site: string,
  videoId: number,
  quality: DownloadQuality,
  log: Pick<Logger, 'warn'>,
): Promise<DownloadOutcome> {
  let tokens: z.infer<typeof videoTokensSchema>;
  try {
    tokens = await gateway.mutate('generateVideoToken', GENERATE_VIDEO_TOKEN, { videoId: String(videoId), device: DOWNLOAD_DEVICE }, videoTokensResult);
  } catch (error) {
    if (!isGatewayError(error) || error.kind === 'unauthorised') throw error;
    log.warn({ operation: error.operation, kind: error.kind, code: error.code, videoId, quality, err: error }, 'download refused');
    const quota = error.code === REACHED_DOWNLOAD_QUOTA_ERROR ? quotaExtensions.safeParse(error.refusal?.extensions) : undefined;
    if (quota?.success) {
      const { maxVideoDownloadQuota, daysUntilQuotaReset } = quota.data;
      return { kind: 'quota-reached', message: quotaReachedMessage(maxVideoDownloadQuota, daysUntilQuotaReset), meter: await currentMeter(gateway, site, log) };
    }
    return { kind: 'failed', message: error.refusal?.message ?? DOWNLOAD_FAILED };
  }
  const token = tokens[quality];
  if (!token) return { kind: 'failed', message: RESOLUTION_NOT_OFFERED };
  return { kind: 'ready', url: tokenUrl(token), meter: await currentMeter(gateway, site, log) };
}
