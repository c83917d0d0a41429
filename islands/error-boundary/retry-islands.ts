import { retryFailedIslands } from './chunk-load.ts';

// Loaded on server-rendered member pages (src/features/error-screen/ChunkRetry.astro).
retryFailedIslands(document);
