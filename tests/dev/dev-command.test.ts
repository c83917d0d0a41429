import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantBrowser } from '../../scripts/lib/browser.ts';
import { PROJECT_ROOT } from '../../scripts/lib/project-root.ts';
import { LOGOUT_PATH } from '../../src/routing/paths.ts';
import { freePorts } from '../../scripts/lib/free-ports.ts';

/** Starting the upstream, taking the snapshot and starting Astro's dev server, on a busy machine. */
const START_TIMEOUT_MS = 150_000;
/** A page's first request compiles it and its components. */
const FIRST_RENDER_TIMEOUT_MS = 60_000;

let child: ChildProcess;
let port = 0;
let upstreamPort = 0;
let browser: TenantBrowser;
const dataDir = mkdtempSync(join(tmpdir(), 'dev-upstream-'));
const output: string[] = [];

beforeAll(async () => {
  ({ site: port, upstream: upstreamPort } = await freePorts('site', 'upstream'));
  // Vitest's own variables stay out: Astro's dev server answers nothing under VITEST.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
  child = spawn(process.execPath, ['scripts/dev.ts', '--tenant', 'aurora'], {
    cwd: PROJECT_ROOT,
    env: { ...env, NODE_ENV: 'development', SITE_ENV: 'local', PORT: String(port), UPSTREAM_PORT: String(upstreamPort), UPSTREAM_URL: '', UPSTREAM_DATA_DIR: dataDir, CATALOGUE_SIZE: '6', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  await new Promise<void>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      output.push(line);
      if (line.startsWith('Developing Aurora Nights on ')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`npm run dev exited with ${code}:\n${output.join('\n')}`)));
  });
  browser = new TenantBrowser(port, `aurora.localhost:${port}`);
}, START_TIMEOUT_MS);

afterAll(async () => {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

describe('npm run dev -- --tenant aurora', { timeout: FIRST_RENDER_TIMEOUT_MS }, () => {
  it("answers the tenant's home page on its .localhost host, rendered by Astro's dev server with its hot-reload client", async () => {
    const home = await new TenantBrowser(port, `aurora.localhost:${port}`).request('/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('Aurora Nights');
    expect(home.text).toContain('/@vite/client');
    // Rendered for each request, so that an edit shows at the next one; no policy to block Vite's inline styles.
    expect(home.headers['cache-control']).toContain('no-store');
    expect(home.headers['content-security-policy']).toBeUndefined();
    expect(home.headers['x-content-type-options']).toBe('nosniff');
  });

  it("keeps the site server's route rules: a legacy path redirects, a members' page asks for the login, an unknown one is the tenant's 404", async () => {
    const legacy = await browser.request('/models');
    expect(legacy.status).toBe(301);
    expect(legacy.headers.location).toBe('/performers');
    const members = await browser.request('/account');
    expect(members.status).toBe(302);
    expect(members.headers.location).toBe('/oidc/login?uri=%2Faccount');
    const missing = await browser.request('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('Aurora Nights');
  });

  it("serves Vite's modules and takes its hot-reload socket on the site's own port", async () => {
    const client = await browser.request('/@vite/client');
    expect(client.status).toBe(200);
    expect(client.headers['content-type']).toContain('javascript');
    const token = /const wsToken = "([^"]+)"/.exec(client.text)?.[1];
    expect(token).toBeDefined();
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          [
            `GET /?token=${token} HTTP/1.1`,
            `Host: aurora.localhost:${port}`,
            'Connection: Upgrade',
            'Upgrade: websocket',
            'Sec-WebSocket-Version: 13',
            'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
            'Sec-WebSocket-Protocol: vite-hmr',
            '',
            '',
          ].join('\r\n'),
        );
      });
      socket.once('data', (chunk) => {
        resolve(chunk.toString('utf8'));
        socket.destroy();
      });
      socket.once('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 101 /);
  });

  it("shows a signed-in member the tour page with the member's holes filled", async () => {
    const { callback } = await browser.logIn('member@demo.test', '/');
    expect(callback.status).toBe(302);
    const home = await browser.request('/');
    expect(home.status).toBe(200);
    expect(home.headers['cache-control']).toContain('private');
    expect(home.text).toContain(`action="${LOGOUT_PATH}"`);
  });

  it('stops the embedded upstream it started when it is stopped', async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(upstreamPort, '127.0.0.1', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', () => resolve(true));
    });
    expect(refused).toBe(true);
  });
});
