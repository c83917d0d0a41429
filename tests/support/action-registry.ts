import type { z } from 'zod';

/**
 * The Astro Actions' registry as Astro would build it, read without Astro (its virtual module exists
 * only in a build). A test that reads it stubs `astro:actions` first:
 * `vi.mock('astro:actions', async () => (await import('../support/action-registry.ts')).astroActionsStub);`
 */
export const astroActionsStub = {
  // defineAction hands back its definition, so the Actions' names and input schemas can be read.
  defineAction: (definition: unknown) => definition,
  ActionError: class ActionError extends Error {},
  getActionContext: () => ({}),
};

export type ActionDefinition = { accept?: 'form' | 'json'; input?: z.ZodType; handler: unknown };

/** Every Action of the registry by the name an island or form calls it by: `feature.action`. */
export async function actionRegistry(): Promise<Map<string, ActionDefinition>> {
  const { server } = await import('../../src/actions/index.ts');
  const actions = new Map<string, ActionDefinition>();
  for (const [feature, group] of Object.entries(server)) {
    for (const [name, definition] of Object.entries(group as unknown as Record<string, ActionDefinition>)) actions.set(`${feature}.${name}`, definition);
  }
  return actions;
}
