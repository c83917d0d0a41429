import { useState } from 'react';
import { showFlash } from '../shell/flash/store.ts';
import { useHydrated } from '../shell/hydration/use-hydrated.ts';
import { startDownload } from '../downloads/start-download.ts';
import { withErrorBoundary } from '../shell/error-screen/ErrorBoundary.tsx';
import { loadActions } from '../shell/actions/actions.ts';

export interface PictureSetZipProps {
  slug: string;
  /** How many pictures the zip holds. */
  count: number;
}

/** When the site could not even be asked (the network failed). */
const ZIP_UNREACHABLE = 'The picture set could not be downloaded. Please check your connection and try again.';

/**
 * "Picture set download as zip" (membership spec section 2): asks the site for the zip's URL with a
 * token for this set and member, and starts it in the hidden download frame. A failure flashes the
 * message received.
 */
function PictureSetZip({ slug, count }: PictureSetZipProps) {
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);
  const [started, setStarted] = useState(false);
  const download = async (): Promise<void> => {
    setPending(true);
    try {
      const { actions } = await loadActions();
      const { data, error } = await actions.pictureSets.zip({ slug });
      if (data) {
        startDownload(data.url);
        setStarted(true);
      } else {
        showFlash({ type: 'error', message: error.message });
      }
    } catch {
      showFlash({ type: 'error', message: ZIP_UNREACHABLE });
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3" data-picture-set-zip={slug}>
      <button type="button" className="btn" disabled={!hydrated || pending} aria-busy={pending} onClick={() => void download()}>
        {pending ? 'Preparing the zip…' : `Download the ${count} pictures as zip`}
      </button>
      <span className="text-muted" role="status">
        {started ? 'Your download has started.' : ''}
      </span>
    </div>
  );
}

// A crash inside shows the error screen over the page instead of leaving a dead island (browsing spec section 2).
export default withErrorBoundary(PictureSetZip);
