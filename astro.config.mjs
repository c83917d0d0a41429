// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import UnoCSS from '@unocss/astro';
import { defineConfig } from 'astro/config';
import { createUnoConfig } from './uno.config.ts';
import { exportRenderApp } from './src/server/static-render-app.ts';
import { DEFAULT_BODY_LIMIT_BYTES } from './src/server/request-body.ts';
import { readEnv } from './src/settings/env.ts';
import { tenantsFor } from './src/tenants/registry.ts';
import { tenantPlugin } from './src/tenants/vite-plugin.ts';

// An Astro build is of one tenant: scripts/build.ts sets TENANT and the output folder, and the
// other tenants render their pages with its server build, which holds no tenant (vite-plugin.ts).
// `npm run dev` sets the tenant and its snapshot too (scripts/dev.ts); `astro check` runs without
// either, so it falls back to the first tenant.
const env = readEnv();
const tenants = tenantsFor(env);
const tenant = tenants.get(env.TENANT);
if (!tenant) throw new Error(`Unknown tenant "${env.TENANT}"`);

export default defineConfig({
  // No `site`: Astro would bake it into every component of the server build, which every tenant
  // shares. Nothing reads Astro.site; absolute URLs come from the tenant's own tourUrl.
  outDir: env.ASTRO_OUT_DIR ?? `dist/${tenant.tenant}`,
  cacheDir: env.ASTRO_CACHE_DIR ?? `.cache/astro/${tenant.tenant}`,
  output: 'static',
  // The site server sends a rendered page in one piece (src/server/buffered-body.ts), so streaming
  // it gains nothing; rendered to one string, a page skips encoding each chunk (bench:ssr: about 10%
  // less CPU per member page), and an error in a component comes before any byte is sent.
  // The site server reads every body within its path's cap before the handler runs
  // (src/server/request-body.ts); the adapter's own limit (1 GiB unless set) is the same cap, in case.
  adapter: node({ mode: 'middleware', experimentalDisableStreaming: true, bodySizeLimit: DEFAULT_BODY_LIMIT_BYTES }),
  trailingSlash: 'ignore',
  compressHTML: true,
  devToolbar: { enabled: false },
  // Stylesheets stay external so the CSP needs no 'unsafe-inline' for styles. Rendering 8 pages
  // at a time overlaps their file writes: measured ~25% faster per 1000 pages than one at a time.
  build: { format: 'directory', inlineStylesheets: 'never', concurrency: 8 },
  // The Content-Security-Policy is the site server's header on every response, static or rendered,
  // with the hashes of Astro's island runtime (src/server/security-headers.ts): Astro's own CSP
  // would hash the same sources again for every page it builds and every page it renders.
  security: {
    // The site server refuses every cross-origin state change itself, before any page or action
    // runs, against the tenant's real origin (X-Forwarded-Proto included); Astro's own check would
    // compare with the plain-http address the handler sees behind a TLS proxy and refuse good posts.
    checkOrigin: false,
    // One limit for every body: the site server's default cap, Astro's reading of an Action's body
    // and the middleware's check of it.
    actionBodySizeLimit: DEFAULT_BODY_LIMIT_BYTES,
  },
  integrations: [react(), UnoCSS({ configFile: false, injectReset: true, ...createUnoConfig() })],
  vite: {
    plugins: [tenantPlugin(tenant, [...tenants.values()], env.CATALOGUE_SNAPSHOT ?? null), exportRenderApp()],
    // The standalone server fails on `astro:react:opts` unless the renderer is bundled.
    ssr: { noExternal: ['@astrojs/react'] },
  },
});
