import type { Operator } from './console-model.ts';

/**
 * Who may use the content-ops console (docs/content-ops.md): a signed-in person whose identity
 * provider names the content-ops group (OPS_GROUP) in the `groups` claim of their ID token. Pure:
 * the claims come from the session's ID token, which the OIDC client checked when it was issued.
 */
export function operatorOf(claims: Readonly<Record<string, unknown>>, group: string): Operator | null {
  const { sub, email, groups } = claims;
  if (typeof sub !== 'string' || sub === '') return null;
  if (!Array.isArray(groups) || !groups.includes(group)) return null;
  return { accountId: sub, email: typeof email === 'string' && email !== '' ? email : sub };
}
