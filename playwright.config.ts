import { defineConfig } from '@playwright/test';
import { readEnv } from './src/settings/env.ts';
import { E2E_PORT } from './e2e/support/ports.ts';

/**
 * End-to-end tests drive Debian's Chromium (Playwright cannot download its own browsers here)
 * against the real site server, the real embedded upstream and real builds of all ten tenants.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: readEnv().CHROMIUM_PATH,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'site', testIgnore: /upstream-down|tenant-isolation|content-ops/ },
    // Compares the whole member store before and after each probe, so nothing else may write meanwhile.
    { name: 'tenant-isolation', testMatch: /tenant-isolation/, dependencies: ['site'] },
    // Rebuilds tenants and releases a scene, so no other journey meets a site changing under it.
    { name: 'content-ops', testMatch: /content-ops/, dependencies: ['tenant-isolation'] },
    // Stops the shared upstream, so it runs alone, after everything else.
    { name: 'upstream-down', testMatch: /upstream-down/, dependencies: ['content-ops'] },
  ],
  webServer: {
    command: 'node e2e/support/server.ts',
    port: E2E_PORT,
    // Building ten tenants from a fresh upstream takes a minute or two on two cores.
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
