import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HoleCache } from '../holes/hole-cache.ts';
import { routeMemberOf, SIGNED_IN_UNKNOWN } from '../routing/decision.ts';
import type { RouteDecision, ServeDecision } from '../routing/route-decision.ts';
import { readSessionId } from '../session/cookie.ts';
import { arrivalFlashes } from '../shell/flash/arrival-flashes.ts';
import { servePlan } from '../tour/serve-plan.ts';
import { planAnswer, type Answer, type AnswerFacts } from './answer-plan.ts';
import { bufferBody } from './buffered-body.ts';
import { sendErrorPage } from './error-pages.ts';
import { redirect } from './http.ts';
import { sendMemberShell } from './member-shell.ts';
import type { ErrorScreenSettings, PageLocals } from './page-locals.ts';
import { clientAddress, limitedKind, sendTooManyRequests } from './rate-limits.ts';
import { readBodyWithin } from './request-body.ts';
import type { Member, RequestContext } from './request-context.ts';
import type { PageCover, RequestHooks } from './request-hooks.ts';
import { keepPrivate } from './private-answers.ts';
import type { SiteServerOptions } from './site-server-options.ts';
import type { StaticFile } from './static-files.ts';
import type { TenantBuild } from './tenant-builds.ts';
import type { TenantOutput } from './tenant-output.ts';
import type { VisitorFastPath } from './visitor-fast-path.ts';

/** What the site server made once and every request it handles fully shares. */
export interface SiteParts {
  options: SiteServerOptions;
  hooks: RequestHooks;
  statics: TenantOutput['statics'];
  builds: TenantOutput['builds'];
  fastPath: VisitorFastPath;
  holeCache: HoleCache;
}

/** A static page's own headers beside the security headers (set one by one on the full way). */
const NO_EXTRA_HEADERS = {};
const NO_ERROR_REPORTING: ErrorScreenSettings = { reportUrl: null, crashTriggers: false };

const ALLOWED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** A file request (an extension in the last segment) skips the page rules: assets, icons, sitemaps. */
function isFilePath(pathname: string): boolean {
  return /\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}

const isReadOnly = (req: IncomingMessage) => req.method === 'GET' || req.method === 'HEAD' || req.method === undefined;

/** The member behind the session, or why they cannot be had (an outage: the gateway or the session store is down). */
interface Asking {
  member: Member | null;
  unidentified: unknown;
}

/**
 * A request the visitor's fast path did not answer: the method, rate limits and body cap, the members'
 * endpoints, the hooks' own answers, a file request, then the route rules and the answer they plan.
 */
export async function handle(parts: SiteParts, context: RequestContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { options, hooks, statics } = parts;
  const { url } = context;
  keepPrivate(req, res, { host: context.host, fileRequest: isReadOnly(req) && isFilePath(url.pathname) });
  if (!(await admitted(parts, context, req, res))) return;
  if (options.members && (await options.members.handle(context, req, res))) return;
  const identify = async (): Promise<Member | null> => (options.members ? options.members.identify(context, req, res) : null);
  if (await hooks.answer(context, req, res, identify)) return;

  if (isReadOnly(req) && isFilePath(url.pathname)) {
    const file = await statics.find(context.tenant.tenant, url.pathname);
    if (!file) return sendErrorPage(req, res, statics, context.tenant.tenant, 404);
    parts.fastPath.remember(context.tenant.tenant, req.url ?? '/', url.pathname);
    return statics.send(req, res, file);
  }

  // An arrival's cookies (a partner's link keeps its sales tracking): the static pages carry no query on.
  const arrival = isReadOnly(req) ? hooks.arrivalCookies(context, req) : [];
  for (const cookie of arrival) res.appendHeader('Set-Cookie', cookie);

  const asking = await ask(parts, context, req, res);
  const decision = options.decideRoute({
    tenant: context.tenant,
    tenants: options.tenants,
    path: url.pathname,
    query: url.searchParams,
    member: asking.unidentified === null ? routeMemberOf(asking.member) : SIGNED_IN_UNKNOWN,
  });
  return answerRoute(parts, { context, req, res, asking, arrivalCookies: arrival.length > 0 }, decision);
}

/** Whether the request may go on: an allowed method, within its rate limit, its body read within its path's cap. */
async function admitted({ options, hooks }: SiteParts, context: RequestContext, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const method = req.method ?? 'GET';
  const { url } = context;
  if (!ALLOWED_METHODS.has(method)) {
    res.writeHead(405, { Allow: [...ALLOWED_METHODS].join(', ') }).end();
    return false;
  }
  const limited = options.rateLimits ? limitedKind(method, url) : null;
  if (limited !== null && options.rateLimits) {
    const wait = await options.rateLimits.take(limited, clientAddress(req, options.trustProxy), readSessionId(req.headers.cookie, context.host));
    if (wait !== null) {
      sendTooManyRequests(res, req, limited, wait);
      return false;
    }
  }
  // Every body is read here, within its path's cap, before anything else may read it (request-body.ts).
  const body = await readBodyWithin(req, res, hooks.bodyLimit(url.pathname));
  if (body === 'cut-off') {
    context.log.info({ status: 400, method, path: url.pathname }, 'request body cut off');
    res.destroy();
    return false;
  }
  if (body === 'too-large') {
    context.log.warn({ status: 413, method, path: url.pathname, declared: req.headers['content-length'] ?? null }, 'request body over its cap refused');
    return false;
  }
  return true;
}

/**
 * The member behind the session. One whose profile cannot be fetched (gateway or session store down)
 * may still read the static tour; anything that needs the member answers 503, the error screen.
 */
async function ask({ options }: SiteParts, context: RequestContext, req: IncomingMessage, res: ServerResponse): Promise<Asking> {
  if (!options.members) return { member: null, unidentified: null };
  let unidentified: unknown = null;
  const member = await options.members.identify(context, req, res).catch((error: unknown) => {
    unidentified = error;
    return null;
  });
  return { member, unidentified };
}

/** One request on its way to its answer, with who asks. */
interface Asked {
  context: RequestContext;
  req: IncomingMessage;
  res: ServerResponse;
  asking: Asking;
  arrivalCookies: boolean;
}

/** The route rules' decision answered: a redirect, 404, or the page served by the planned answer. */
async function answerRoute(parts: SiteParts, asked: Asked, decision: RouteDecision): Promise<void> {
  const { context, req, res, asking } = asked;
  switch (decision.kind) {
    case 'redirect':
      return redirect(res, decision.location, undefined, decision.status);
    case 'login':
      return redirect(res, decision.location);
    case 'not-found':
      // Without the member's abilities a page they may well see looks like no page at all.
      if (asking.unidentified !== null) return sendMemberUnavailable(parts, asked, asking.unidentified);
      return sendErrorPage(req, res, parts.statics, context.tenant.tenant, 404);
    case 'serve':
      return servePage(parts, asked, decision);
  }
}

/** A page the route rules serve: the facts gathered, the answer planned (answer-plan.ts), and sent. */
async function servePage(parts: SiteParts, asked: Asked, decision: ServeDecision): Promise<void> {
  const { context, req, asking } = asked;
  const tenantId = context.tenant.tenant;
  const plan = servePlan(decision, context.url);
  // A hook's cover (the health warning's) fails closed: a member the gateway cannot identify is
  // covered unless this browser's cookie says otherwise.
  const covered = isReadOnly(req) ? parts.hooks.cover(context, decision.route, req, asking.member) : null;
  const file = covered === null && isReadOnly(req) && plan.staticPath !== null ? await parts.statics.find(tenantId, plan.staticPath) : null;
  const facts: AnswerFacts = {
    asker: asking.unidentified !== null ? 'unidentified' : asking.member !== null ? 'member' : 'visitor',
    arrivalFlash: arrivalFlashes(context.url, parts.options.tenants.values()).length > 0,
    arrivalCookies: asked.arrivalCookies,
    membersOnly: decision.auth === 'required',
    covered: covered !== null,
    file: file === null ? 'none' : file.path.endsWith('.html') ? 'page' : 'other',
    build: 'unknown',
  };
  let answer = planAnswer(facts);
  let build: TenantBuild | null = null;
  if (answer.kind === 'needs-build') {
    build = await parts.builds.of(tenantId, file?.generation);
    answer = planAnswer({ ...facts, build: build ? 'built' : 'absent' });
  }
  return send(parts, asked, answer, { decision, file, build, covered, renderUrl: plan.renderUrl, staticPath: plan.staticPath });
}

/** What the sending of an answer needs besides the request: what the facts were gathered from. */
interface Sources {
  decision: ServeDecision;
  file: StaticFile | null;
  build: TenantBuild | null;
  covered: PageCover | null;
  renderUrl: string;
  staticPath: string | null;
}

async function send(parts: SiteParts, asked: Asked, answer: Answer, sources: Sources): Promise<void> {
  const { context, req, res } = asked;
  const { statics, hooks } = parts;
  const tenantId = context.tenant.tenant;
  const { file, build } = sources;
  switch (answer.kind) {
    case 'file':
      if (!file) throw new Error('The plan sends a file that was not found.');
      // An arrival is never remembered: the fast path would answer it without its cookie.
      if (answer.remember && sources.staticPath !== null) parts.fastPath.remember(tenantId, req.url ?? '/', sources.staticPath);
      return statics.send(req, res, file, 200, answer.pageHeaders ? hooks.pageHeaders(context.tenant, req, NO_EXTRA_HEADERS) : NO_EXTRA_HEADERS);
    case 'member-unavailable':
      return sendMemberUnavailable(parts, asked, asked.asking.unidentified);
    case 'not-built':
      // Static output without a server part (or none at all): a missing page, or a site not built.
      if (await statics.find(tenantId, '/404.html')) return sendErrorPage(req, res, statics, tenantId, 404);
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '30' });
      res.end(`This site has not been built yet. Run: npm run build -- --tenant ${tenantId}`);
      return;
    case 'needs-build':
      throw new Error('The plan asked for the build twice.');
    default:
      if (!build) throw new Error('The plan renders without a server build.');
      return render(parts, asked, answer, { ...sources, build });
  }
}

/** The member's page with holes, the cover, or the page rendered per request, by the tenant's server build. */
async function render(parts: SiteParts, asked: Asked, answer: Answer, sources: Sources & { build: TenantBuild }): Promise<void> {
  const { context, req, res, asking } = asked;
  const { options, statics, hooks } = parts;
  const { build, file, covered } = sources;
  context.member = asking.member;
  // Every page rendered here reads the snapshot the tenant's static pages were built from (loaded once per build).
  const locals: PageLocals = { context, tenantModule: build.tenantModule, route: sources.decision, errorScreen: options.errorScreen ?? NO_ERROR_REPORTING, catalogue: await build.catalogue() };
  if (asking.member === null) hooks.guardRendered(context.tenant, req, res);
  if (asking.unidentified !== null) {
    // A member who cannot be identified reads the tour page a visitor gets, told why (its notices hole).
    context.log.warn({ err: asking.unidentified, path: context.url.pathname }, 'member unavailable: the visitor\'s page with a notice');
    locals.memberUnavailable = true;
  }
  if (answer.kind === 'member-page' && file) return sendMemberShell({ req, res, file, statics, build, locals, cache: parts.holeCache });
  if (answer.kind === 'cover' && covered) {
    locals.cover = { data: covered.data };
    req.url = covered.renderUrl;
  } else {
    // The handler routes on req.url: a listing's server-rendered variant lives at its own path.
    req.url = sources.renderUrl;
  }
  bufferBody(res);
  await build.handler(req, res, () => void sendErrorPage(req, res, statics, context.tenant.tenant, 404), locals);
}

/** A signed-in request whose member cannot be had: an outage, not a crash (logged as a warning). */
function sendMemberUnavailable({ statics }: SiteParts, { context, req, res }: Asked, cause: unknown): Promise<void> {
  context.log.warn({ err: cause, status: 503, method: req.method, path: context.url.pathname }, 'member unavailable');
  return sendErrorPage(req, res, statics, context.tenant.tenant, 503);
}
