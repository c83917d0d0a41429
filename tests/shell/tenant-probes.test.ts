import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { TENANT_PROBES, type ForeignItems } from '../../e2e/support/tenant-probes.ts';

// The registry as Astro would build it: defineAction hands back its definition, so the Actions'
// names and input schemas can be read without Astro (its virtual module exists only in a build).
vi.mock('astro:actions', () => ({
  defineAction: (definition: unknown) => definition,
  ActionError: class ActionError extends Error {},
  getActionContext: () => ({}),
}));

type Definition = { accept?: 'form' | 'json'; input?: z.ZodType; handler: unknown };

/** Every Action of the registry by the name an island or form calls it by: `feature.action`. */
async function registry(): Promise<Map<string, Definition>> {
  const { server } = await import('../../src/actions/index.ts');
  const actions = new Map<string, Definition>();
  for (const [feature, group] of Object.entries(server)) {
    for (const [name, definition] of Object.entries(group as unknown as Record<string, Definition>)) actions.set(`${feature}.${name}`, definition);
  }
  return actions;
}

const SAMPLE: ForeignItems = {
  videoId: 41,
  videoSlug: 'blaze-scene-41',
  performerId: 7,
  performerSlug: 'blaze-performer',
  pictureSetSlug: 'blaze-scene-41-photos',
  channelPackId: 3,
  commentId: '12',
  joinOptionId: '2045',
};

describe('the tenant probe table covers every Action (e2e/tenant-isolation.spec.ts runs it)', () => {
  it('has an entry for each Action of the registry, and none for an Action that is gone', async () => {
    expect(Object.keys(TENANT_PROBES).sort()).toEqual([...(await registry()).keys()].sort());
  });

  it("sends each Action a body its own input schema accepts, so a refusal is the tenant check's", async () => {
    const actions = await registry();
    const refused = Object.entries(TENANT_PROBES).flatMap(([name, entry]) =>
      'probes' in entry
        ? entry.probes.flatMap((probe) => {
            const input = actions.get(name)?.input;
            if (!probe.json || !input) return [];
            const parsed = input.safeParse(probe.json(SAMPLE));
            return parsed.success ? [] : [`${name} (${probe.what}): ${parsed.error.message}`];
          })
        : [],
    );
    expect(refused).toEqual([]);
  });

  it('posts a form to a form Action and JSON to the others', async () => {
    const actions = await registry();
    const mismatched = Object.entries(TENANT_PROBES).flatMap(([name, entry]) =>
      'probes' in entry ? entry.probes.filter((probe) => (probe.form !== undefined) !== (actions.get(name)?.accept === 'form')).map((probe) => `${name}: ${probe.what}`) : [],
    );
    expect(mismatched).toEqual([]);
  });
});
