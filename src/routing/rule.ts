import type { TenantConfig, TenantId } from '../tenants/schema.ts';
import type { NotFoundDecision, RedirectDecision, RouteMember } from './decision.ts';

/** What a route's rule sees: the matched route's decoded path and parameters, and the request. */
export interface RuleContext {
  tenant: TenantConfig;
  tenants: ReadonlyMap<TenantId, TenantConfig>;
  member: RouteMember;
  query: URLSearchParams;
  /** Decoded path parameters of the matched pattern. */
  params: Readonly<Record<string, string>>;
  /** The decoded canonical path (no trailing slash). */
  path: string;
}

/** The rule lets the request through, adding the query values the page reads. */
export interface Pass {
  kind: 'pass';
  params: Record<string, string>;
}

export type RuleResult = RedirectDecision | NotFoundDecision | Pass;
export type RouteRule = (context: RuleContext) => RuleResult;

export function pass(params: Record<string, string> = {}): Pass {
  return { kind: 'pass', params };
}

/** Runs rules in order: the first that does not pass decides; the params of those that pass merge. */
export function allOf(...rules: readonly RouteRule[]): RouteRule {
  return (context) => {
    const params: Record<string, string> = {};
    for (const rule of rules) {
      const result = rule(context);
      if (result.kind !== 'pass') return result;
      Object.assign(params, result.params);
    }
    return pass(params);
  };
}

/** A decoded path made safe to put in a Location header again. */
export function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

/** The non-empty value of a query parameter; an empty `?search=` counts as absent. */
export function queryValue(query: URLSearchParams, name: string): string | undefined {
  const value = query.get(name);
  return value === null || value === '' ? undefined : value;
}

/** A copy of `query` without the named parameters. */
export function queryWithout(query: URLSearchParams, ...names: readonly string[]): URLSearchParams {
  const copy = new URLSearchParams(query);
  for (const name of names) copy.delete(name);
  return copy;
}
