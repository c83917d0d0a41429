import { retryFailedIslands } from './chunk-load.ts';

// Loaded wherever a page has islands (src/features/error-screen/ChunkRetry.astro).
retryFailedIslands(document);
