import type { ApiReporting } from '../../src/gateway/api-client.ts';
import { SILENT_LOGGER } from '../../src/server/log.ts';

/** Where a member gateway built by a test sends the API client's failures: nowhere. */
export const SILENT_REPORTING: ApiReporting = { log: SILENT_LOGGER, reportError: () => undefined };
