import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { z } from 'zod';
import { ACKNOWLEDGE_PATH, acknowledgementSetCookie, hasAcknowledgementCookie, REGION_FIELD, RETURN_FIELD } from './acknowledgement.ts';
import { HEALTH_WARNING_COVER_PATH, healthWarningCover, isHealthWarningEnabled } from './cover.ts';
import type { HealthWarningCoverData } from './cover-data.ts';
import { recordHealthWarningAcknowledgement } from './health-warning.server.ts';
import { acknowledgementFlagOf, healthWarningRegionOf, type HealthWarningRegion } from './regions.ts';
import { NO_STORE, PRIVATE_CACHE } from '../../http/cache-control.ts';
import { safeRedirectTarget } from '../../routing/redirect-target.ts';
import { HEALTH_WARNING_REGIONS, type TenantConfig } from '../../tenants/schema.ts';
import { BAD_REQUEST_TITLE, escapeHtml, sendPage } from '../../server/http.ts';
import { isSecureOrigin, type Member, type VisitorContext } from '../../server/request-context.ts';
import { requestBodyOf } from '../../server/request-body.ts';
import type { RequestHook } from '../../server/request-hooks.ts';

/** A form of two short fields: anything longer is no cover's form. */
export const ACKNOWLEDGEMENT_FORM_MAX_BYTES = 4096;
/** "See Other": the browser follows a form post's answer with a GET. */
const SEE_OTHER = 303;

const acknowledgementForm = z.object({
  [REGION_FIELD]: z.enum(HEALTH_WARNING_REGIONS, { message: 'names no region with a health warning' }),
  [RETURN_FIELD]: z.string().optional(),
});

/** The cover's form, as the site server read it (never past ACKNOWLEDGEMENT_FORM_MAX_BYTES: bodyLimit below). */
function readForm(req: IncomingMessage): URLSearchParams {
  return new URLSearchParams(requestBodyOf(req).toString('utf8'));
}

/**
 * Where an acknowledgement is kept: a member's in their profile, so it follows them to any device;
 * a visitor's in a cookie on this browser. Without JavaScript a member's arrives here rather than
 * through the Action. When the gateway cannot identify the member or record it (it is down), the
 * cookie keeps it too: the cover fails closed, and this browser's answer is enough to lift it.
 */
async function record(context: VisitorContext, identify: () => Promise<Member | null>, region: HealthWarningRegion): Promise<'recorded' | 'cookie'> {
  let member: Member | null;
  try {
    member = await identify();
  } catch (error) {
    context.log.warn({ err: error }, 'identifying the member who acknowledged the health warning failed: kept in a cookie');
    return 'cookie';
  }
  if (!member) return 'cookie';
  return (await recordHealthWarningAcknowledgement(member.gateway, region, context.log)) ? 'recorded' : 'cookie';
}

/** The cover form's post, answered with a redirect back to the page it hid (or 400 for no such form); false for any other request. */
async function answerAcknowledgement(context: VisitorContext, req: IncomingMessage, res: ServerResponse, identify: () => Promise<Member | null>): Promise<boolean> {
  if (context.url.pathname !== ACKNOWLEDGE_PATH || req.method !== 'POST') return false;
  const parsed = acknowledgementForm.safeParse(Object.fromEntries(readForm(req)));
  if (!parsed.success) {
    const reason = parsed.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`).join('; ');
    sendPage(res, 400, BAD_REQUEST_TITLE, `<h1>This is not the health warning's form</h1><p>${escapeHtml(reason)}</p>`);
    return true;
  }
  const region = parsed.data[REGION_FIELD];
  const target = safeRedirectTarget(parsed.data[RETURN_FIELD]);
  const outcome = await record(context, identify, region);
  res
    .writeHead(SEE_OTHER, {
      Location: target,
      ...(outcome === 'cookie' ? { 'Set-Cookie': acknowledgementSetCookie(region, isSecureOrigin(context)) } : {}),
      'Cache-Control': NO_STORE,
    })
    .end();
  return true;
}

/** The headers the tenant's handler writes, amended: varied on the region header, and private for a covered region. */
function amendHeadersOf(res: ServerResponse, header: string, covered: boolean): void {
  const writeHead = res.writeHead.bind(res) as (status: number, headers?: OutgoingHttpHeaders) => ServerResponse;
  // The tenant's handler writes its headers in one writeHead: amended there, whatever the page set.
  res.writeHead = ((status: number, headers?: OutgoingHttpHeaders) => {
    const amended: OutgoingHttpHeaders = {};
    let vary: string | null = null;
    for (const [name, value] of Object.entries(headers ?? {})) {
      const lower = name.toLowerCase();
      if (lower === 'vary') vary = String(value);
      else if (!(covered && lower === 'cache-control')) amended[name] = value;
    }
    amended.vary = vary === null ? header : `${vary}, ${header}`;
    if (covered) amended['cache-control'] = PRIVATE_CACHE;
    return writeHead(status, amended);
  }) as ServerResponse['writeHead'];
}

/**
 * The health-warning cover at the site server, a request hook (src/request-hooks/index.ts). The
 * region comes from the header a CDN or proxy sets (REGION_HEADER), so a visitor's static page can be
 * covered without JavaScript: the server renders the cover in its place. Only requests from a region
 * whose warning is on pay for it; every other request reads one header. Since the same URL answers
 * differently by region, a static page varies on the header, and a page for such a region is private.
 */
export function healthWarningHook(regionHeader: string): RequestHook {
  const header = regionHeader.toLowerCase();
  const varyHeaders = `Accept-Encoding, ${header}`;
  const variedHeaders = new WeakMap<OutgoingHttpHeaders, OutgoingHttpHeaders>();

  /** The request's region when the tenant's warning is on for it, else null: one header read for everyone else. */
  function enabledRegion(tenant: TenantConfig, req: IncomingMessage): HealthWarningRegion | null {
    const value = req.headers[header];
    if (value === undefined) return null;
    const region = healthWarningRegionOf(value);
    return region !== null && isHealthWarningEnabled(tenant.features.healthWarning, region) ? region : null;
  }

  return {
    // The region whose cover hides this page, for a visitor (cookie) or a member (profile flag).
    cover(context, route, req, member) {
      const region = enabledRegion(context.tenant, req);
      if (region === null) return null;
      // Acknowledged means this browser's cookie, or the member's profile flag; `member` is null for a
      // visitor and for a member the gateway cannot identify, whose cover then fails closed.
      const acknowledged = (asked: HealthWarningRegion) =>
        hasAcknowledgementCookie(req.headers.cookie, asked) || member?.profile.state?.modals[acknowledgementFlagOf(asked)] === true;
      const covered = healthWarningCover({ region, switches: context.tenant.features.healthWarning, route, acknowledged });
      if (covered === null) return null;
      const data: HealthWarningCoverData = { region: covered, returnTo: `${context.url.pathname}${context.url.search}` };
      return { renderUrl: HEALTH_WARNING_COVER_PATH, data };
    },

    // A visitor's request takes the full way when the cover may hide its page.
    holdsPage(tenant, req) {
      const region = enabledRegion(tenant, req);
      return region !== null && !hasAcknowledgementCookie(req.headers.cookie, region);
    },

    // A visitor's static page varies on the region, and is private for a region with a warning.
    pageHeaders(tenant, req, base) {
      if (!tenant.features.healthWarning.some((entry) => entry.enabled)) return base;
      if (enabledRegion(tenant, req) !== null) return { ...base, Vary: varyHeaders, 'Cache-Control': PRIVATE_CACHE };
      // Every other visitor's page: one object per header set, not one per request (the fast path's).
      let varied = variedHeaders.get(base);
      if (!varied) variedHeaders.set(base, (varied = { ...base, Vary: varyHeaders }));
      return varied;
    },

    // The same for a page the tenant's handler renders: its Cache-Control is made private for such a region.
    guardRendered(tenant, req, res) {
      if (!tenant.features.healthWarning.some((entry) => entry.enabled)) return;
      const covered = enabledRegion(tenant, req) !== null;
      amendHeadersOf(res, header, covered);
    },

    // The cover form's body is refused past its few fields' size before it is read.
    bodyLimit: (pathname) => (pathname === ACKNOWLEDGE_PATH ? ACKNOWLEDGEMENT_FORM_MAX_BYTES : undefined),

    // The cover form's post (ACKNOWLEDGE_PATH): without JavaScript, a member's arrives here too.
    answer: answerAcknowledgement,
  };
}
