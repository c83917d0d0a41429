import { decideRoute } from '../../src/routing/decide.ts';
import { ANONYMOUS_MEMBER, type RouteMember } from '../../src/routing/decision.ts';
import type { RouteDecision } from '../../src/routing/route-decision.ts';
import { loadTenants } from '../../src/tenants/load.ts';
import { TENANTS_DIR } from '../../src/tenants/registry.ts';
import type { TenantId } from '../../src/tenants/schema.ts';

/** The real tenant files: aurora has every switch on, blaze most off, jade is the combined tenant. */
export const tenants = loadTenants(TENANTS_DIR);

export const anonymous = ANONYMOUS_MEMBER;

/** An authenticated member who can see exactly `subjects`. */
export function member(subjects: readonly string[] = [], profile: { teaserViewed?: boolean } = {}): RouteMember {
  return { isAuthenticated: true, can: (_action, subject) => subjects.includes(subject), ...profile };
}

/** Decides `url` (path and query, exactly as requested) on `tenantId` for `who`. */
export function decide(tenantId: TenantId, url: string, who: RouteMember = anonymous): RouteDecision {
  const tenant = tenants.get(tenantId);
  if (tenant === undefined) throw new Error(`fixture: unknown tenant ${tenantId}`);
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  const query = new URLSearchParams(at === -1 ? '' : url.slice(at + 1));
  return decideRoute({ tenant, tenants, path, query, member: who });
}

/** One line per decision, so that spec tables read as tables: `serve videos`, `302 /videos`, `login`, `not-found`. */
export function summary(decision: RouteDecision): string {
  switch (decision.kind) {
    case 'serve':
      return `serve ${decision.route}`;
    case 'redirect':
      return `${decision.status} ${decision.location}`;
    case 'login':
      return 'login';
    case 'not-found':
      return 'not-found';
  }
}
