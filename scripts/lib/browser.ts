import type { IncomingMessage } from 'node:http';
import { LOGIN_CALLBACK_PATH, loginCompleteUrl } from '../../src/routing/paths.ts';
import { readSessionId } from '../../src/session/index.ts';
import { DEMO_PASSWORD } from '../../upstream/identity/index.ts';
import { rawRequest } from './raw-request.ts';

/** A browser stand-in: follows redirects by hand and keeps cookies by name. */
export class Browser {
  readonly cookies = new Map<string, string>();

  async request(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    return response;
  }

  /** Follows redirects until a page answers or a redirect leaves for `stopAt`'s origin. */
  async follow(url: string | URL, stopAt: string): Promise<{ response: Response; url: URL }> {
    let current = new URL(url);
    for (let hops = 0; hops < 10; hops++) {
      const response = await this.request(current);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { response, url: current };
      current = new URL(location, current);
      if (current.href.startsWith(stopAt)) return { response, url: current };
    }
    throw new Error(`too many redirects from ${url.toString()}`);
  }

  /**
   * Opens the authorization URL, submits the login form and follows through consent to the callback.
   * Returns the callback URL (with code), or the login page's response when the login was refused.
   */
  async logIn(
    authorizationUrl: URL,
    email: string,
    password: string,
    redirectUri: string,
  ): Promise<{ callbackUrl: URL } | { refused: Response }> {
    const { response: loginPage, url: formUrl } = await this.follow(authorizationUrl, redirectUri);
    const html = await loginPage.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no login form at ${formUrl.href}: ${html.slice(0, 200)}`);
    const posted = await this.request(new URL(action, formUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: formUrl.origin },
      body: new URLSearchParams({ email, password }),
    });
    const location = posted.headers.get('location');
    if (!location) return { refused: posted };
    const { url } = await this.follow(new URL(location, formUrl), redirectUri);
    if (!url.href.startsWith(redirectUri)) throw new Error(`login did not reach the callback: ended at ${url.href}`);
    return { callbackUrl: url };
  }
}

export interface SiteResponse {
  status: number;
  headers: IncomingMessage['headers'];
  text: string;
  location: string | undefined;
}

/** A raw request to the site server with any Host header (fetch cannot set Host) and an optional body. */
export async function siteRequest(
  port: number,
  host: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<SiteResponse> {
  const response = await rawRequest(port, { host, path, ...init });
  return { status: response.status, headers: response.headers, text: response.text, location: response.headers.location };
}

/** One visitor on one tenant host: keeps the site's cookies (by name) like a browser would. */
export class TenantBrowser {
  readonly cookies = new Map<string, string>();
  readonly port: number;
  readonly host: string;
  readonly origin: string;
  constructor(port: number, host: string) {
    this.port = port;
    this.host = host;
    this.origin = `http://${host}`;
  }

  get sid(): string | null {
    return readSessionId(this.cookieHeader(), this.host);
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<SiteResponse> {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookies.size > 0 && headers['cookie'] === undefined) headers['cookie'] = this.cookieHeader();
    const response = await siteRequest(this.port, this.host, path, { ...init, headers });
    const setCookie = response.headers['set-cookie'] ?? [];
    for (const line of setCookie) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /**
   * The whole login: /oidc/login?uri=…, the provider's form, back to /oidc/callback, whose loading
   * screen goes on to /oidc/callback/complete. Returns the authorization redirect it started with,
   * the callback's answer (the loading screen, 200) and the completion's (a 302 to the return path).
   * A callback answered otherwise (a refused login) is the completion's answer too.
   */
  async logIn(email: string, uri = '/', password = DEMO_PASSWORD): Promise<{ start: SiteResponse; loading: SiteResponse; callback: SiteResponse }> {
    const start = await this.request(`/oidc/login?uri=${encodeURIComponent(uri)}`);
    if (start.status !== 302 || !start.location) throw new Error(`login did not start: ${start.status} ${start.text}`);
    const redirectUri = `${this.origin}${LOGIN_CALLBACK_PATH}`;
    const result = await new Browser().logIn(new URL(start.location), email, password, redirectUri);
    if (!('callbackUrl' in result)) throw new Error(`login of ${email} refused: ${await result.refused.text()}`);
    return { start, ...(await this.returnFromProvider(result.callbackUrl)) };
  }

  /**
   * Back from the provider at `callbackUrl`, as a browser comes: the callback's loading screen (a
   * page, 200) goes on to /oidc/callback/complete; a callback answered otherwise (a refused login)
   * is the completion's answer too.
   */
  async returnFromProvider(callbackUrl: URL): Promise<{ loading: SiteResponse; callback: SiteResponse }> {
    const loading = await this.request(callbackUrl.pathname + callbackUrl.search);
    const callback = loading.status === 200 ? await this.request(loginCompleteUrl(callbackUrl.searchParams)) : loading;
    return { loading, callback };
  }
}
