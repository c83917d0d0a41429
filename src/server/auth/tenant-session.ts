import type { SessionData, SessionStore } from '../../session/index.ts';
import type { VisitorContext } from '../request-context.ts';

/**
 * Where a session is made and used: a tenant's host, or the content-ops console's, whose sessions
 * are scoped the same way under a name no tenant has (src/features/ops). What the login, callback
 * and logout read of a request's context.
 */
export type SessionHost = Pick<VisitorContext, 'host' | 'origin' | 'url' | 'log'> & { tenant: { tenant: string } };

/**
 * The session record behind `id` when this tenant made it, else null. A session belongs to the
 * tenant it was made on (its record names it): the same cookie sent to another tenant's host, a
 * copied or planted one (browsers keep cookies per host), is no session there, neither signed in
 * nor a login in progress, and nothing there ends or replaces it. The combined tenant's cross-site
 * login (/xsite) leads to the other tenant's own login, which makes that tenant's own session.
 */
export async function tenantSession(store: SessionStore, context: Pick<SessionHost, 'tenant'>, id: string | null): Promise<SessionData | null> {
  if (id === null) return null;
  const record = await store.get(id);
  return record?.tenant === context.tenant.tenant ? record : null;
}
