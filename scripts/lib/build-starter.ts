import { z } from 'zod';

/**
 * Who started a build or a rollback: someone at a terminal (`npm run build`, `npm start`), a person
 * in the content-ops console (by the email the identity provider gave), or the release schedule (a
 * scene whose release time came). Written into the build record, the history and the audit log.
 */
export const starterSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('terminal') }),
  z.object({ kind: z.literal('person'), email: z.string().min(1) }),
  z.object({
    kind: z.literal('schedule'),
    /** The scene whose release started it, and the time it was released at. */
    release: z.object({ videoId: z.number().int(), title: z.string(), releaseAt: z.iso.datetime() }),
  }),
]);
export type Starter = z.infer<typeof starterSchema>;

export const TERMINAL: Starter = { kind: 'terminal' };

/** "the terminal", "ops@demo.test", "the release of “Title”": who started it, in a line of the history or a lock's message. */
export function starterLabel(starter: Starter): string {
  switch (starter.kind) {
    case 'terminal':
      return 'the terminal';
    case 'person':
      return starter.email;
    case 'schedule':
      return `the release of “${starter.release.title}”`;
  }
}
