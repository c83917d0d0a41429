import type { TenantFiles } from '../../src/tenants/load.ts';

/**
 * What the unusable tenant files mean for `what` (the build, serving), after the problems
 * themselves: the terminal prints it, the console shows it. It says that the other tenants are
 * untouched only where that is so: a tenant that keeps its last good facts changes no other site.
 */
export function tenantFileConsequences({ unusable, kept }: Pick<TenantFiles, 'unusable' | 'kept'>, what: string): string[] {
  const lines: string[] = [];
  const left = unusable.filter((id) => !kept.includes(id));
  const they = (ids: readonly string[]) => (ids.length > 1 ? 'they keep' : 'it keeps');
  if (kept.length > 0) {
    lines.push(
      `${kept.join(', ')}: not rebuilt until fixed; ${they(kept)} the facts ${kept.length > 1 ? 'their' : 'its'} served build was made from, so ${kept.length > 1 ? 'they are' : 'it is'} served as before and the other tenants are untouched.`,
    );
  }
  if (left.length > 0) {
    lines.push(`${left.join(', ')}: left out of ${what} until fixed (no served build to keep ${left.length > 1 ? 'their' : 'its'} facts from); the combined tenant goes on without ${left.length > 1 ? 'them' : 'it'}.`);
  }
  return lines;
}

/** Prints what is wrong with the unusable tenant files, and what that means for `what` (building, serving). */
export function reportTenantProblems(files: TenantFiles, what: string): void {
  if (files.problems.length === 0) return;
  const lines = files.problems.map((problem) => `✖ ${problem.message}`);
  console.error(`\n${[...lines, ...tenantFileConsequences(files, what)].join('\n')}`);
}
