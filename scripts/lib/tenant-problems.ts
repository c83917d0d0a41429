import type { TenantFiles } from '../../src/tenants/load.ts';

/** Prints what is wrong with the unusable tenant files, and what that means for `what` (building, serving). */
export function reportTenantProblems({ problems, unusable }: TenantFiles, what: string): void {
  if (problems.length === 0) return;
  const lines = problems.map((problem) => `✖ ${problem.message}`);
  const left = unusable.length > 0 ? `\n${unusable.join(', ')} ${unusable.length > 1 ? 'are' : 'is'} left out of ${what} until fixed; the other tenants are not affected.` : '';
  console.error(`\n${lines.join('\n')}${left}`);
}
