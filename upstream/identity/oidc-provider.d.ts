// oidc-provider ships no type declarations; these cover the part of its API this folder uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface AdapterPayload {
    [key: string]: unknown;
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: number;
  }
  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }
  export type AdapterFactory = new (name: string) => Adapter;

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface KoaContextWithOIDC {
    type: string;
    body: unknown;
    host: string;
    /** `session`: the provider session of the request, its account and login time (epoch seconds); `result`: an interaction's. */
    oidc: { client?: { clientId: string; clientName?: string }; session?: { accountId?: string; loginTs?: number; amr?: string[] }; result?: { login?: unknown } };
  }

  export type Configuration = Record<string, unknown>;

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId: string; uid: string };
    grantId?: string;
    lastSubmission?: Record<string, unknown>;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }
  export interface GrantConstructor {
    new (properties: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  /** A provider session (oidc-provider's Session model): who is logged in on a browser, and for which clients. */
  export interface Session {
    accountId?: string | undefined;
    loginTs?: number | undefined;
    amr?: string[] | undefined;
    acr?: string | undefined;
    authorizations?: Record<string, unknown> | undefined;
    /** Saves the session again, for what is left of its lifetime. */
    persist(): Promise<unknown>;
  }

  export interface AccessToken {
    accountId: string;
    clientId: string;
    scope?: string;
    isExpired: boolean;
  }

  /** The request, the response, the interaction's result, and whether it merges with the last submission's. */
  type InteractionResultArguments = [req: IncomingMessage, res: ServerResponse, result: Record<string, unknown>, options?: { mergeWithLastSubmission?: boolean }];

  export class Provider {
    constructor(issuer: string, configuration: Configuration);
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    /** Saves the interaction's result and answers where the browser goes next (interactionFinished without the redirect). */
    interactionResult(...args: InteractionResultArguments): Promise<string>;
    /** Saves the interaction's result and redirects the browser there. */
    interactionFinished(...args: InteractionResultArguments): Promise<void>;
    Grant: GrantConstructor;
    Session: { findByUid(uid: string): Promise<Session | undefined> };
    AccessToken: { find(token: string): Promise<AccessToken | undefined> };
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
  export default Provider;

  export const errors: Record<string, new (...args: unknown[]) => Error>;

  /** A prompt's check: true (Check.REQUEST_PROMPT) when the prompt must be shown. */
  export interface InteractionCheck {
    reason: string;
  }
  export const interactionPolicy: {
    Check: new (reason: string, description: string, check: (ctx: KoaContextWithOIDC) => boolean | Promise<boolean>) => InteractionCheck;
    /** The default prompts (login, consent), each with its checks. */
    base(): { get(name: string): { checks: { add(check: InteractionCheck): void } } | undefined };
  };
}
