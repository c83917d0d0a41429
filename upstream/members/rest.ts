import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ExtraRoute } from '../extra-route.ts';
import type { MemberDirectory } from './member-directory.ts';
import { API_PREFIX, json, jsonRoute } from '../json-route.ts';
import { memberPost } from './member-post.ts';
import type { VerifyAccessToken } from './resolvers.ts';

/** Membership spec section 7, REST: POST /subscriptions/vip-user-credentials { newEmail, newPassword }. */
export const SUBSCRIPTIONS_PREFIX = `${API_PREFIX}/subscriptions`;
export const VIP_USER_CREDENTIALS_PATH = `${SUBSCRIPTIONS_PREFIX}/vip-user-credentials`;
async function handle(directory: () => MemberDirectory, verify: VerifyAccessToken, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = (req.url ?? '/').split('?')[0];
  if (path !== VIP_USER_CREDENTIALS_PATH) return json(res, 404, { message: `No route for ${req.method} ${path}` });
  const post = await memberPost(req, res, verify, (reason) => ({ message: 'INVALID_BODY', detail: `Expected a JSON body { newEmail, newPassword }: ${reason}` }));
  if (!post) return;
  const result = directory().convertVipCredentials(post.accountId, post.body);
  if (result.ok) return json(res, 200, { ok: true });
  json(res, 400, { message: result.message });
}

/** The REST part of the member API as an upstream `extraRoutes` entry. */
export function createSubscriptionsRoute(directory: () => MemberDirectory, verify: VerifyAccessToken): ExtraRoute {
  return jsonRoute(SUBSCRIPTIONS_PREFIX, (req, res) => handle(directory, verify, req, res));
}
