import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { RouteName } from '../routing/routes.ts';
import type { TenantConfig } from '../tenants/schema.ts';
import { DEFAULT_BODY_LIMIT_BYTES } from './request-body.ts';
import type { Member, VisitorContext } from './request-context.ts';

/**
 * What a feature does at the site server itself, around the route rules and the page: the server
 * knows no feature, and asks each hook of the list (src/request-hooks/index.ts) at each of these
 * steps, in the list's order. Every step is optional: a hook has only the ones it needs.
 */
export interface RequestHook {
  /**
   * Answers a request of its own before the route rules (a form posted without JavaScript); true
   * when it has. `identify` finds the member behind the session, asked only when the hook needs it.
   */
  answer?: (context: VisitorContext, req: IncomingMessage, res: ServerResponse, identify: () => Promise<Member | null>) => Promise<boolean>;
  /**
   * The `Set-Cookie`s of a visitor's or member's arrival at a page (a GET or HEAD that is no file),
   * perhaps none. An arrival that sets one is never remembered by the visitor's fast path, which sets none.
   */
  arrivalCookies?: (context: VisitorContext, req: IncomingMessage) => readonly string[];
  /** A page rendered in place of the one the route rules chose (static or not), or null to show that one. */
  cover?: (context: VisitorContext, route: RouteName, req: IncomingMessage, member: Member | null) => PageCover | null;
  /** Whether a visitor's page must take the full way, because this hook may answer it otherwise than its file. */
  holdsPage?: (tenant: TenantConfig, req: IncomingMessage) => boolean;
  /** The headers of a visitor's static page, from those it would have without the hook. */
  pageHeaders?: (tenant: TenantConfig, req: IncomingMessage, base: OutgoingHttpHeaders) => OutgoingHttpHeaders;
  /** Amends the headers of a page the tenant's handler renders for a visitor. */
  guardRendered?: (tenant: TenantConfig, req: IncomingMessage, res: ServerResponse) => void;
  /**
   * The largest body, in bytes, an endpoint of the feature reads at `pathname` (smaller than the
   * site's default, DEFAULT_BODY_LIMIT_BYTES), or undefined for a path that is not its own.
   */
  bodyLimit?: (pathname: string) => number | undefined;
}

/**
 * A page a hook renders instead: where the tenant's handler renders it, and what it hands that page
 * (as `locals.cover.data`), in a type of the hook's own that the server never reads.
 */
export interface PageCover {
  renderUrl: string;
  data: unknown;
}

/** The list's hooks asked step by step, as the site server and its fast path ask them. */
export interface RequestHooks {
  /** Whether a hook answered the request itself. */
  answer(context: VisitorContext, req: IncomingMessage, res: ServerResponse, identify: () => Promise<Member | null>): Promise<boolean>;
  /** The cookies of an arrival at a page, from every hook that sets one. */
  arrivalCookies(context: VisitorContext, req: IncomingMessage): string[];
  /** The first hook's page in place of the routed one, or null. */
  cover(context: VisitorContext, route: RouteName, req: IncomingMessage, member: Member | null): PageCover | null;
  holdsPage(tenant: TenantConfig, req: IncomingMessage): boolean;
  pageHeaders(tenant: TenantConfig, req: IncomingMessage, base: OutgoingHttpHeaders): OutgoingHttpHeaders;
  guardRendered(tenant: TenantConfig, req: IncomingMessage, res: ServerResponse): void;
  /** The cap of a body sent to `pathname`: the smallest a hook names, else the site's default. */
  bodyLimit(pathname: string): number;
}

/** The hooks of `list`, each step asking only those that have it. */
export function requestHooksOf(list: readonly RequestHook[]): RequestHooks {
  const answering = list.filter((hook) => hook.answer);
  const arriving = list.filter((hook) => hook.arrivalCookies);
  const covering = list.filter((hook) => hook.cover);
  const holding = list.filter((hook) => hook.holdsPage);
  const heading = list.filter((hook) => hook.pageHeaders);
  const guarding = list.filter((hook) => hook.guardRendered);
  const capping = list.filter((hook) => hook.bodyLimit);
  return {
    async answer(context, req, res, identify) {
      for (const hook of answering) if (await hook.answer?.(context, req, res, identify)) return true;
      return false;
    },
    arrivalCookies(context, req) {
      return arriving.flatMap((hook) => hook.arrivalCookies?.(context, req) ?? []);
    },
    cover(context, route, req, member) {
      for (const hook of covering) {
        const cover = hook.cover?.(context, route, req, member);
        if (cover) return cover;
      }
      return null;
    },
    holdsPage(tenant, req) {
      return holding.some((hook) => hook.holdsPage?.(tenant, req));
    },
    pageHeaders(tenant, req, base) {
      return heading.reduce((headers, hook) => hook.pageHeaders?.(tenant, req, headers) ?? headers, base);
    },
    guardRendered(tenant, req, res) {
      for (const hook of guarding) hook.guardRendered?.(tenant, req, res);
    },
    bodyLimit(pathname) {
      return Math.min(DEFAULT_BODY_LIMIT_BYTES, ...capping.map((hook) => hook.bodyLimit?.(pathname) ?? DEFAULT_BODY_LIMIT_BYTES));
    },
  };
}
