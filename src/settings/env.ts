import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { parseAllowList } from '../observability/allow-list.ts';
import { purposeKey } from '../session/signed-value.ts';
import { hostName, TENANT_IDS } from '../tenants/schema.ts';

/** Where the embedded upstream listens unless UPSTREAM_PORT says otherwise. */
export const DEFAULT_UPSTREAM_PORT = 4400;
/** Astro's usual port; the site server serves every tenant on it. */
export const DEFAULT_PORT = 4321;
/** The region header in development, where no CDN sets one: `curl -H 'X-Visitor-Region: US-TX' …`. */
export const DEFAULT_REGION_HEADER = 'x-visitor-region';
/** The embedded upstream's partners (its seeded deals and the sales-payments stand-in) live under `.example`. */
export const DEFAULT_PARTNER_HOSTS = ['*.example'] as const;
/**
 * One entry of the partner allow-list, as PARTNER_HOSTS writes it: a host name, or `*.` and a domain
 * (src/features/upsells/partner-allow-list.ts matches URLs against the list).
 */
export const PARTNER_HOST_PATTERN = /^(\*\.)?(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
/** The shortest SIGNING_SECRET: 32 characters of a random string hold well over 128 bits. */
export const MIN_SIGNING_SECRET_LENGTH = 32;
/** Videos per site in the embedded upstream's seed; the rest of the catalogue scales from it. */
export const DEFAULT_CATALOGUE_SIZE = 40;
/** The build benchmark's catalogue: about 20,000 pages over the ten tenants. */
export const DEFAULT_BENCH_CATALOGUE_SIZE = 400;
/** How long a started site server may warm itself up before it says it is ready (docs/deploy.md, Readiness). */
export const DEFAULT_WARM_UP_MS = 2000;
/** Megabytes of hole views a site server keeps by default: tens of thousands of views of a few KB. */
export const DEFAULT_HOLE_CACHE_MB = 64;

const flag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');
const port = z.coerce.number().int().min(1).max(65535);
const wholeNumber = (min: number) => z.coerce.number().int().min(min);
const httpUrl = z.url({ protocol: /^https?$/ });

/**
 * Every environment variable the project reads, parsed once at the boundary. Each is documented in
 * the README; `HINTS` says how to fix a bad value. Pages never read the environment: the site server
 * hands them what they need through the request context.
 */
export const envSchema = z.object({
  // The site server.
  PORT: port.default(DEFAULT_PORT),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** `local` serves each tenant on `<tenant>.localhost`; `production` only on the hosts in its file. */
  SITE_ENV: z.enum(['local', 'production']).default('local'),
  /** Trust X-Forwarded-Host / X-Forwarded-Proto; only behind a proxy that sets them. */
  TRUST_PROXY: flag.default(false),
  /** Where each tenant's build goes: `<DIST_DIR>/<tenant>/{client,server}`. */
  DIST_DIR: z.string().min(1).default('dist'),
  /** Shared session store for several site servers; the local store is used without it. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /**
   * The least severe server log line written (pino levels). Browsing spec section 9: warn. Purchases
   * and joins log their outcome at info, which LOG_LEVEL=info shows.
   */
  LOG_LEVEL: z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']).default('warn'),
  /**
   * The request header in which the CDN or proxy in front names the visitor's region as an ISO 3166-2
   * code (`US-TX`): the health-warning cover reads it. The proxy must overwrite any the visitor sent.
   */
  REGION_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, 'must be an HTTP header name')
    .transform((name) => name.toLowerCase())
    .default(DEFAULT_REGION_HEADER),
  /** Where the error screen's 'Fill a report' leads (a report form); without it the button is not shown. */
  ERROR_REPORT_URL: httpUrl.optional(),
  /** Per-address and per-session limits on the login and the Actions (429 with Retry-After); 0 turns them off (the end-to-end run logs everyone in from one address). */
  RATE_LIMITS: flag.default(true),
  /** Lets the end-to-end tests crash a page and an island on purpose (`?crash=`); refused in production. */
  CRASH_TRIGGERS: flag.default(false),
  /** The content-ops console's host (docs/content-ops.md); `ops.localhost` answers too in development. */
  OPS_HOST: hostName.optional(),
  /** The value of the identity provider's `groups` claim that makes a signed-in person content ops. */
  OPS_GROUP: z.string().min(1).default('content-ops'),
  /**
   * The secret the site signs with what it hands the browser to bring back unchanged (an outgoing
   * upsell's confirmation). Every site server behind one load balancer needs the same one; unset, each
   * process makes its own, which only a single local server can live with.
   */
  SIGNING_SECRET: z.string().min(MIN_SIGNING_SECRET_LENGTH, `must be at least ${MIN_SIGNING_SECRET_LENGTH} characters`).optional(),
  /**
   * Megabytes of rendered hole views each site server keeps (src/holes/hole-cache.ts), about a
   * byte per character of HTML; 0 keeps none, and renders every member's hole for every view.
   */
  HOLE_CACHE_MB: wholeNumber(0).default(DEFAULT_HOLE_CACHE_MB),
  /**
   * The most milliseconds `npm start` and `npm run serve` spend asking the started server for a few
   * of each tenant's pages before /readyz says ready (src/server/warm-up.ts); 0: no warm-up.
   */
  WARM_UP_MS: wholeNumber(0).default(DEFAULT_WARM_UP_MS),
  /** Serves Prometheus' `/metrics` on a port of its own (docs/deploy.md, Metrics). */
  METRICS_PORT: port.optional(),
  /** Serves `/metrics` on PORT too, to these addresses or networks only (`10.0.0.0/8,::1`), never on a tenant's host. */
  METRICS_ALLOW: z
    .string()
    .transform((list, context) => {
      try {
        return parseAllowList(list);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    })
    .optional(),

  // The gateway and the identity provider.
  /** Unset: the embedded upstream. `tenant`: each tenant's own `api.host`. A URL: that gateway for all. */
  UPSTREAM_URL: z.union([z.literal('tenant'), httpUrl]).optional(),
  /** The members area's OpenID Connect issuer; default: the embedded upstream's `/oidc`. */
  OIDC_ISSUER: httpUrl.optional(),
  /** The site's client at that issuer (the embedded provider registers "site"). */
  OIDC_CLIENT_ID: z.string().min(1).default('site'),
  /** Only for a confidential client; the embedded provider's client is public (PKCE). */
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),

  // The partners (sales payments, outgoing upsells, deals).
  /** The sales-payments service (the cams one-click); default: the embedded upstream's stand-in. */
  SALES_PAYMENTS_URL: httpUrl.optional(),
  /** The partner hosts members may be sent to, comma-separated: `host` or `*.domain`. */
  PARTNER_HOSTS: z
    .string()
    .transform((list) => list.split(',').map((entry) => entry.trim().toLowerCase()).filter((entry) => entry !== ''))
    .pipe(z.array(z.string().regex(PARTNER_HOST_PATTERN, 'each entry must be a host name or *. and a domain')).min(1, 'name at least one host'))
    .optional(),

  // The embedded upstream.
  UPSTREAM_PORT: port.default(DEFAULT_UPSTREAM_PORT),
  UPSTREAM_HOST: z.string().min(1).default('127.0.0.1'),
  /** Where the embedded upstream keeps its database and generated files. */
  UPSTREAM_DATA_DIR: z.string().min(1).default('.data/upstream'),
  CATALOGUE_SIZE: wholeNumber(1).default(DEFAULT_CATALOGUE_SIZE),

  // One tenant's Astro build (set by the build script for `astro build`; `astro check` and `astro dev` default to the first tenant).
  TENANT: z.enum(TENANT_IDS).default(TENANT_IDS[0]),
  /** The build's output folder; the build script points it at a temporary folder it swaps in. */
  ASTRO_OUT_DIR: z.string().min(1).optional(),
  /** The tenant's Astro cache, which keeps the pages a later build of the same code may reuse. */
  ASTRO_CACHE_DIR: z.string().min(1).optional(),
  /** The tenant's catalogue snapshot, fetched and checked by the build script before Astro runs. */
  CATALOGUE_SNAPSHOT: z.string().min(1).optional(),

  // Benchmarks and tests.
  BENCH_CATALOGUE_SIZE: wholeNumber(1).default(DEFAULT_BENCH_CATALOGUE_SIZE),
  /** Seconds each benchmark round drives its load. */
  BENCH_SECONDS: wholeNumber(1).default(8),
  /** Rounds of the build benchmark; it prints their median and spread. */
  BENCH_RUNS: wholeNumber(1).default(3),
  /**
   * The end-to-end run's site and upstream ports, `<site>,<upstream>`: unset, the Playwright runner
   * picks two free ones and hands them to its workers and its server through this variable.
   */
  E2E_PORTS: z
    .string()
    .regex(/^\d{1,5},\d{1,5}$/)
    .transform((value) => value.split(',').map(Number) as [number, number])
    .refine((ports) => ports.every((p) => p >= 1 && p <= 65535), 'each port is 1 to 65535')
    .optional(),
  /** `1`: the end-to-end run writes its pictures of the docs over their copies (docs/content-ops.md). */
  DOCS_SCREENSHOTS: flag.default(false),
  /** Chromium for the end-to-end tests (Debian's package by default). */
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  /** Print stack traces of the scripts' failures. */
  DEBUG: z.string().optional(),
}).superRefine((env, context) => {
  if (env.SITE_ENV !== 'production') return;
  // A crash on demand is a test's tool; a production server must never offer it.
  if (env.CRASH_TRIGGERS) context.addIssue({ code: 'custom', message: 'must not be set with SITE_ENV=production', path: ['CRASH_TRIGGERS'] });
  // Their local defaults are the embedded stand-in (demo accounts, a biller that takes any Luhn
  // card) and its partners: production names the real ones or does not start.
  for (const name of PRODUCTION_REQUIRED) {
    // A signing key made per process would refuse, on the next server, what this one signed.
    const why = name === 'SIGNING_SECRET' ? 'the same on every site server' : 'its default is the embedded stand-in';
    if (env[name] === undefined) context.addIssue({ code: 'custom', message: `must be set with SITE_ENV=production (${why})`, path: [name] });
  }
});

/** Whether the metrics are served (and so recorded): on a port of their own, or on PORT to some addresses. */
export function metricsServed(env: Pick<Env, 'METRICS_PORT' | 'METRICS_ALLOW'>): boolean {
  return env.METRICS_PORT !== undefined || env.METRICS_ALLOW !== undefined;
}

/** What SITE_ENV=production refuses to start without. */
export const PRODUCTION_REQUIRED = ['UPSTREAM_URL', 'OIDC_ISSUER', 'SALES_PAYMENTS_URL', 'PARTNER_HOSTS', 'SIGNING_SECRET'] as const;

export type Env = z.infer<typeof envSchema>;
export type EnvName = keyof Env;

/** How to fix each variable, shown under the error. */
const HINTS: Record<EnvName, string> = {
  PORT: 'Use a free TCP port, e.g. PORT=4321.',
  HOST: 'Use an address of this machine, e.g. HOST=127.0.0.1.',
  SITE_ENV: 'Use SITE_ENV=local on a development machine, SITE_ENV=production behind the real host names.',
  TRUST_PROXY: 'Use TRUST_PROXY=1 only behind a proxy that sets X-Forwarded-Host; otherwise leave it unset.',
  DIST_DIR: 'Name a folder, e.g. DIST_DIR=dist.',
  REDIS_URL: 'Use a Redis URL such as redis://127.0.0.1:6379, or unset it for the in-process session store.',
  LOG_LEVEL: 'Use one of trace, debug, info, warn, error, fatal, silent.',
  REGION_HEADER: `Name the header your CDN or proxy sets to the visitor's ISO 3166-2 region, e.g. REGION_HEADER=${DEFAULT_REGION_HEADER}.`,
  ERROR_REPORT_URL: 'Use the absolute URL of the error report form, e.g. https://support.example/report, or unset it.',
  RATE_LIMITS: 'Leave it unset (on); RATE_LIMITS=0 only for load tests and the end-to-end run, which come from one address.',
  CRASH_TRIGGERS: 'Set CRASH_TRIGGERS=1 only for the end-to-end tests, never with SITE_ENV=production.',
  OPS_HOST: 'Name the console\'s host, e.g. OPS_HOST=ops.example.com (its DNS and TLS like a tenant\'s), or unset it for no console in production.',
  OPS_GROUP: 'Name the group your identity provider gives content ops in its groups claim, e.g. OPS_GROUP=content-ops.',
  SIGNING_SECRET: 'Use a long random string, the same on every site server, e.g. SIGNING_SECRET=$(openssl rand -hex 32).',
  WARM_UP_MS: `Use a whole number of milliseconds, e.g. WARM_UP_MS=${DEFAULT_WARM_UP_MS}, or 0 for no warm-up.`,
  HOLE_CACHE_MB: `Use a whole number of megabytes, e.g. HOLE_CACHE_MB=${DEFAULT_HOLE_CACHE_MB}, or 0 to keep no hole views.`,
  METRICS_PORT: 'Use a free TCP port that only Prometheus reaches, e.g. METRICS_PORT=9464, or unset it.',
  METRICS_ALLOW: 'List the scrapers\' addresses or networks, comma-separated, e.g. METRICS_ALLOW=10.0.0.0/8,127.0.0.1, or unset it.',
  UPSTREAM_URL: 'Unset it for the embedded upstream, set it to "tenant" for each tenant\'s api.host, or to a gateway URL such as https://gateway.example.',
  OIDC_ISSUER: 'Use the issuer URL of the identity provider, e.g. https://members.example/oidc, or unset it for the embedded provider.',
  OIDC_CLIENT_ID: 'Use the client id registered at the identity provider.',
  OIDC_CLIENT_SECRET: 'Unset it for a public client (PKCE), or set the confidential client\'s secret.',
  SALES_PAYMENTS_URL: 'Use the sales-payments service\'s URL, e.g. https://sales-payments.example, or unset it for the embedded stand-in.',
  PARTNER_HOSTS: 'List the partner hosts, comma-separated, e.g. PARTNER_HOSTS=cams.partner.example,*.dating.example.',
  UPSTREAM_PORT: 'Use a free TCP port, e.g. UPSTREAM_PORT=4400.',
  UPSTREAM_HOST: 'Use an address of this machine, e.g. UPSTREAM_HOST=127.0.0.1.',
  UPSTREAM_DATA_DIR: 'Name a folder the embedded upstream may write, e.g. UPSTREAM_DATA_DIR=.data/upstream.',
  CATALOGUE_SIZE: `Use a whole number of videos per site, e.g. CATALOGUE_SIZE=${DEFAULT_CATALOGUE_SIZE}.`,
  TENANT: `Use one of ${TENANT_IDS.join(', ')} (npm run build sets it for you).`,
  ASTRO_OUT_DIR: 'Name the folder Astro writes to (npm run build sets it for you).',
  ASTRO_CACHE_DIR: 'Name the folder Astro keeps its cache in (npm run build sets it for you).',
  CATALOGUE_SNAPSHOT: 'Build tenants with npm run build, which fetches the catalogue snapshot and sets it.',
  BENCH_CATALOGUE_SIZE: `Use a whole number of videos per site, e.g. BENCH_CATALOGUE_SIZE=${DEFAULT_BENCH_CATALOGUE_SIZE}.`,
  BENCH_SECONDS: 'Use a whole number of seconds, e.g. BENCH_SECONDS=8.',
  BENCH_RUNS: 'Use a whole number of rounds, e.g. BENCH_RUNS=3.',
  E2E_PORTS: 'Give two ports, the site\'s and the upstream\'s, e.g. E2E_PORTS=4391,4491, or leave it unset for free ones.',
  DOCS_SCREENSHOTS: 'Use 1 to write the docs\' pictures anew, or leave it unset.',
  CHROMIUM_PATH: 'Point it at a Chromium binary, e.g. CHROMIUM_PATH=/usr/bin/chromium.',
  DEBUG: 'Any value prints stack traces; unset it for short messages.',
};

/** Thrown for a bad environment: the message names each variable, what is wrong and how to fix it. */
export class InvalidEnvironmentError extends Error {
  override name = 'InvalidEnvironmentError';
}

/** Parses `source` (normally process.env); a bad value stops with the variable named and a hint. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable means "unset", as shells and .env files write it.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = envSchema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    const received = present[name] === undefined ? '' : ` (received ${JSON.stringify(present[name])})`;
    const hint = Object.hasOwn(HINTS, name) ? HINTS[name as EnvName] : '';
    return `  - ${name}: ${issue.message}${received}. ${hint}`.trimEnd();
  });
  throw new InvalidEnvironmentError(`Invalid environment:\n${lines.join('\n')}`);
}

/** The gateway URL for one tenant under the UPSTREAM_URL rule above: the one URL rule. */
export function gatewayUrl(env: Pick<Env, 'UPSTREAM_URL' | 'UPSTREAM_PORT'>, tenantApiHost: string): string {
  if (env.UPSTREAM_URL === 'tenant') return tenantApiHost;
  return env.UPSTREAM_URL ?? embeddedUpstreamUrl(env);
}

/** Where the embedded upstream answers. */
export function embeddedUpstreamUrl(env: Pick<Env, 'UPSTREAM_PORT'>): string {
  return `http://127.0.0.1:${env.UPSTREAM_PORT}`;
}

/** The members area's OpenID Connect issuer: OIDC_ISSUER, else the gateway's `/oidc` (the embedded upstream runs one). */
export function oidcIssuer(env: Pick<Env, 'OIDC_ISSUER' | 'UPSTREAM_URL' | 'UPSTREAM_PORT'>): string {
  if (env.OIDC_ISSUER) return env.OIDC_ISSUER;
  const gateway = env.UPSTREAM_URL && env.UPSTREAM_URL !== 'tenant' ? env.UPSTREAM_URL : embeddedUpstreamUrl(env);
  return `${gateway.replace(/\/+$/, '')}/oidc`;
}

/** The content-ops console's host in development: Chromium and curl resolve every `*.localhost` to this machine. */
export const LOCAL_CONSOLE_HOST = 'ops.localhost';

/** The hosts the content-ops console answers on: OPS_HOST, and in development `ops.localhost` too. */
export function consoleHosts(env: Pick<Env, 'OPS_HOST' | 'SITE_ENV'>): string[] {
  return [...(env.SITE_ENV === 'production' ? [] : [LOCAL_CONSOLE_HOST]), ...(env.OPS_HOST ? [env.OPS_HOST] : [])];
}

/** Where the console answers in development, `http://ops.localhost:<PORT>` (the embedded login returns there). */
export function localConsoleOrigin(env: Pick<Env, 'PORT'>): string {
  return `http://${LOCAL_CONSOLE_HOST}:${env.PORT}`;
}

/**
 * What the partner pages need of the settings: where sales payments answers, the partner allow-list,
 * and the key that signs an outgoing upsell's confirmation (src/features/upsells/confirmation.ts).
 */
export interface PartnerSettings {
  salesPaymentsUrl: string;
  allowedPartnerHosts: readonly string[];
  confirmationKey: Buffer;
}

/** The purpose an outgoing upsell's confirmation is signed for (src/session/signed-value.ts). */
const CONFIRMATION_PURPOSE = 'outgoing-upsell-confirmation';
/** A local server without SIGNING_SECRET signs with a secret of its own, made once per process. */
let processSecret: string | undefined;

/** SIGNING_SECRET, else (a local server alone) one made for this process. */
export function signingSecret(env: Pick<Env, 'SIGNING_SECRET'>): string {
  return env.SIGNING_SECRET ?? (processSecret ??= randomBytes(32).toString('base64url'));
}

/** SALES_PAYMENTS_URL, else the embedded upstream's stand-in; PARTNER_HOSTS, else the stand-in's partners; the confirmations' key. */
export function partnerSettings(env: Pick<Env, 'SALES_PAYMENTS_URL' | 'PARTNER_HOSTS' | 'UPSTREAM_PORT' | 'SIGNING_SECRET'>): PartnerSettings {
  return {
    salesPaymentsUrl: env.SALES_PAYMENTS_URL ?? embeddedUpstreamUrl(env),
    allowedPartnerHosts: env.PARTNER_HOSTS ?? DEFAULT_PARTNER_HOSTS,
    confirmationKey: purposeKey(signingSecret(env), CONFIRMATION_PURPOSE),
  };
}
