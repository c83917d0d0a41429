import { map } from 'nanostores';
import { showFlash } from '../shell/flash/store.ts';
import type { DownloadQuality } from '../../src/features/downloads/download-resolutions.ts';
import type { DownloadOutcome, QuotaMeter } from '../../src/features/downloads/download-quota.ts';
import { startDownload } from './start-download.ts';
import { loadActions } from '../shell/actions/actions.ts';

/**
 * The downloads of one video page: what is left of the quota (the meter), the download being asked
 * for, and the quota-limit message once the upstream refused one (membership spec section 8).
 * Browser-only: the island seeds it on mount.
 */
export interface DownloadsState {
  meter: QuotaMeter | null;
  /** The resolution whose token is being asked for. */
  pending: DownloadQuality | null;
  /** The last download started, for the status line. */
  started: DownloadQuality | null;
  quotaMessage: string | null;
}

export const $downloads = map<DownloadsState>({ meter: null, pending: null, started: null, quotaMessage: null });

/** The site's answer to a download (the Astro Action downloads.videoFile). */
export type DownloadCall = (videoId: number, quality: DownloadQuality) => Promise<{ data?: DownloadOutcome | undefined; error?: { message: string } | undefined }>;

/** The Astro Action, imported on first use so pages without downloads never load the Actions client. */
const downloadAction: DownloadCall = async (videoId, quality) => {
  const { actions } = await loadActions();
  return actions.downloads.videoFile({ videoId, quality });
};

/** When the site could not even be asked (the network failed). */
export const DOWNLOAD_UNREACHABLE = 'The download could not start. Please check your connection and try again.';

export function seedDownloads(meter: QuotaMeter | null): void {
  $downloads.set({ meter, pending: null, started: null, quotaMessage: null });
}

/**
 * Asks for one resolution's file and starts it in the hidden frame; the meter then shows what the
 * upstream counts. Over the quota: the quota-limit message; any other failure flashes the message
 * received (membership spec section 8).
 */
export async function downloadVideo(videoId: number, quality: DownloadQuality, call: DownloadCall = downloadAction, start = startDownload): Promise<void> {
  if ($downloads.get().pending) return;
  $downloads.setKey('pending', quality);
  let outcome: DownloadOutcome;
  try {
    const { data, error } = await call(videoId, quality);
    outcome = data ?? { kind: 'failed', message: error?.message ?? DOWNLOAD_UNREACHABLE };
  } catch {
    outcome = { kind: 'failed', message: DOWNLOAD_UNREACHABLE };
  }
  const state = $downloads.get();
  switch (outcome.kind) {
    case 'ready':
      start(outcome.url);
      $downloads.set({ ...state, pending: null, started: quality, quotaMessage: null, meter: outcome.meter ?? state.meter });
      return;
    case 'quota-reached':
      $downloads.set({ ...state, pending: null, quotaMessage: outcome.message, meter: outcome.meter ?? state.meter });
      return;
    case 'failed':
      $downloads.set({ ...state, pending: null });
      showFlash({ type: 'error', message: outcome.message });
  }
}
