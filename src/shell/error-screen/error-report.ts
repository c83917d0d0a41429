import { z } from 'zod';
import { ERROR_REPORT_KINDS } from './paths.ts';

/**
 * The body a page posts to the error reporter (ERROR_REPORTS_PATH), checked by its one schema. Every
 * field is bounded: the endpoint is open to anyone, so a report can never write more than a line.
 */
export const ERROR_REPORT_MAX_BYTES = 4 * 1024;

export const errorReportSchema = z.strictObject({
  kind: z.enum(ERROR_REPORT_KINDS),
  /** What failed, e.g. 'Loading chunk Player.Bx12.js failed'. */
  message: z.string().min(1).max(500),
  /** The page it failed on: its path, without the query (which may carry a member's data). */
  page: z.string().startsWith('/').max(2048),
  /** The correlation id of the request that rendered the page, when it was rendered for this visit (members' pages). */
  pageCorrelationId: z
    .string()
    .regex(/^[A-Za-z0-9._:-]{8,128}$/)
    .nullable(),
});
export type ErrorReportBody = z.infer<typeof errorReportSchema>;
