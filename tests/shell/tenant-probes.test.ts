import { describe, expect, it, vi } from 'vitest';
import { TENANT_PROBES, type ForeignItems } from '../../e2e/support/tenant-probes.ts';
import { actionRegistry as registry } from '../support/action-registry.ts';

vi.mock('astro:actions', async () => (await import('../support/action-registry.ts')).astroActionsStub);

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
