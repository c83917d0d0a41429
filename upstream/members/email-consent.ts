import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { ExtraRoute } from '../extra-route.ts';
import { API_PREFIX, json, jsonRoute } from '../json-route.ts';
import type { MemberFeature } from './member-feature.ts';
import type { MemberDirectory } from './member-directory.ts';
import { memberPost } from './member-post.ts';
import type { VerifyAccessToken } from './resolvers.ts';

/** Membership spec section 7, REST: POST /v2/user/email-consent { emailConsent, consentHtmlSnippet }. */
export const USER_PREFIX = `${API_PREFIX}/v2/user`;
export const EMAIL_CONSENT_PATH = `${USER_PREFIX}/email-consent`;
/** The consent words as the member read them: a paragraph, not a page. */
const MAX_SNIPPET_LENGTH = 2000;

const consentBodySchema = z.object({
  emailConsent: z.boolean(),
  consentHtmlSnippet: z.string().trim().min(1).max(MAX_SNIPPET_LENGTH),
});

async function handle(directory: () => MemberDirectory, verify: VerifyAccessToken, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = (req.url ?? '/').split('?')[0];
  if (path !== EMAIL_CONSENT_PATH) return json(res, 404, { message: `No route for ${req.method} ${path}` });
  const post = await memberPost(req, res, verify);
  if (!post) return;
  const body = consentBodySchema.safeParse(post.body);
  if (!body.success) return json(res, 400, { message: `Expected a JSON body { emailConsent, consentHtmlSnippet }: ${z.prettifyError(body.error)}` });
  directory().recordConsent(post.accountId, body.data);
  json(res, 200, { ok: true });
}

function createEmailConsentRoute(directory: () => MemberDirectory, verify: VerifyAccessToken): ExtraRoute {
  return jsonRoute(USER_PREFIX, (req, res) => handle(directory, verify, req, res));
}

/** The one-click consent's REST call; what it records lives in the member's settings (member-settings.ts). */
export const emailConsentFeature: MemberFeature = {
  create: ({ directory, verify }) => ({ routes: [createEmailConsentRoute(() => directory, verify)] }),
};
