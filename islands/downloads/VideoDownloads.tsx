import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { meterText, type QuotaMeter } from '../../src/features/downloads/download-quota.ts';
import type { DownloadOption } from '../../src/features/downloads/download-resolutions.ts';
import { $downloads, downloadVideo, seedDownloads } from './store.ts';
import { withErrorBoundary } from '../shell/error-screen/ErrorBoundary.tsx';
import { useHydrated } from '../shell/hydration/use-hydrated.ts';

export interface VideoDownloadsProps {
  videoId: number;
  /** Sharpest first, with the spec's labels and the files' sizes. */
  options: readonly DownloadOption[];
  /** What was left of the quota when the page was rendered. */
  meter: QuotaMeter | null;
}

/**
 * The video's downloads (membership spec sections 7 to 9): one button per resolution with its size,
 * a meter of what is left of the quota in the current period, and the quota-limit message once it
 * is reached. A click asks for a download token and starts the file in a hidden frame.
 */
function VideoDownloads({ videoId, options, meter: initialMeter }: VideoDownloadsProps) {
  const hydrated = useHydrated();
  const stored = useStore($downloads);
  useEffect(() => seedDownloads(initialMeter), [initialMeter]);
  const { meter, pending, started, quotaMessage } = hydrated ? stored : { meter: initialMeter, pending: null, started: null, quotaMessage: null };
  const startedLabel = options.find((option) => option.quality === started)?.label;

  return (
    <section aria-labelledby="downloads-heading" className="grid gap-3 rounded-md bg-surface p-6" data-downloads={videoId}>
      <h2 id="downloads-heading" className="m-0 font-heading text-xl">
        Download
      </h2>
      {meter && (
        <p className="m-0 flex flex-wrap items-center gap-3" data-quota-left={meter.left}>
          <meter id="download-quota" min={0} max={Math.max(meter.max, 1)} low={Math.max(meter.max, 1) / 5} value={meter.left} />
          <label htmlFor="download-quota" id="download-quota-text">
            {meterText(meter)}
          </label>
        </p>
      )}
      <ul className="m-0 grid list-none gap-2 p-0 sm:grid-cols-2">
        {options.map((option) => (
          <li key={option.quality}>
            <button
              type="button"
              className="flex w-full items-center justify-between gap-4 rounded-md border border-muted bg-transparent px-4 py-2 text-left text-ink focus-ring disabled:opacity-60"
              disabled={!hydrated || pending !== null}
              aria-busy={pending === option.quality}
              data-quality={option.quality}
              onClick={() => void downloadVideo(videoId, option.quality)}
            >
              <span className="font-semibold">{option.label}</span>
              <span className="text-muted">{pending === option.quality ? 'Preparing…' : option.sizeText}</span>
            </button>
          </li>
        ))}
      </ul>
      <p className="m-0 text-muted" role="status">
        {startedLabel ? `Your ${startedLabel} download has started.` : ''}
      </p>
      {quotaMessage && (
        <p className="alert" role="alert" data-download-quota-reached>
          {quotaMessage}
        </p>
      )}
    </section>
  );
}

// A crash inside shows the error screen over the page instead of leaving a dead island (browsing spec section 2).
export default withErrorBoundary(VideoDownloads);
