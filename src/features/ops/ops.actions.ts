import { ActionError, defineAction } from 'astro:actions';
import { z } from 'zod';
import { TENANT_IDS } from '../../tenants/schema.ts';
import { rebuildRequestSchema } from './console-model.ts';
import type { OpsLocals } from './ops-locals.ts';
import { NOT_THE_CONSOLE } from './console-texts.ts';


/**
 * The console's operator and server part, which the site server hands only to the console's own
 * host, and only for content ops: a member's call from a tenant host, or anyone else's, is refused
 * as if the Action did not exist.
 */
function consoleOf(locals: App.Locals): OpsLocals {
  if (!locals.ops) throw new ActionError({ code: 'NOT_FOUND', message: NOT_THE_CONSOLE });
  return locals.ops;
}

/**
 * The console's changes (docs/content-ops.md). The site server has refused cross-origin posts and
 * counted each against the Actions' rate limits before any of them runs; each is written to the
 * audit log by the console's server part.
 */
export const ops = {
  /** What a rebuild would do and why: the decision and words of `npm run build -- --dry-run`. */
  dryRun: defineAction({
    input: rebuildRequestSchema,
    handler: (request, { locals }) => {
      const { console, operator } = consoleOf(locals);
      return console.dryRun(request, operator);
    },
  }),
  /** Starts a rebuild, or queues it behind the one running; refused while a build from elsewhere holds the lock. */
  rebuild: defineAction({
    input: rebuildRequestSchema,
    handler: async (request, { locals }) => {
      const { console, operator } = consoleOf(locals);
      const outcome = await console.rebuild(request, operator);
      if (outcome.status === 'refused') throw new ActionError({ code: 'CONFLICT', message: outcome.message });
      return outcome;
    },
  }),
  /** Serves the tenant's previous output again (again: back to the newer one), queued behind a running build. */
  rollBack: defineAction({
    input: z.object({ tenant: z.enum(TENANT_IDS) }),
    handler: async ({ tenant }, { locals }) => {
      const { console, operator } = consoleOf(locals);
      const outcome = await console.rollBack(tenant, operator);
      if (outcome.status === 'refused') throw new ActionError({ code: 'CONFLICT', message: outcome.message });
      return outcome;
    },
  }),
  /** Releases a scene now instead of at its time. */
  publishNow: defineAction({
    input: z.object({ videoId: z.number().int().positive() }),
    handler: async ({ videoId }, { locals }) => {
      const { console, operator } = consoleOf(locals);
      const published = await console.publishNow(videoId, operator);
      if (!published.ok) throw new ActionError({ code: 'CONFLICT', message: published.message });
      return published;
    },
  }),
};
