import { retryFailedIslands } from '../shell/chunks/chunk-load.ts';
import { sendErrorReport } from '../shell/error-screen/report.ts';

// Loaded wherever a page has islands (src/features/error-screen/ChunkRetry.astro); a chunk that
// still fails after its retries is reported to the site's error reporter.
retryFailedIslands(document, (error) => {
  console.error(error);
  sendErrorReport('chunk-load', error.message);
});
