import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedUpstream } from '../../upstream/embedded.ts';
import type { Upstream } from '../../upstream/server.ts';
import { VIP_USER_CREDENTIALS_PATH } from '../../upstream/members/rest.ts';

// What `npm run upstream` runs, started from options alone: no environment variable involved.
describe('the embedded upstream started from explicit options', () => {
  let dataDir: string;
  let upstream: Upstream;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'embedded-upstream-'));
    upstream = await startEmbeddedUpstream({
      port: 0,
      host: '127.0.0.1',
      dataDir,
      catalogueSize: 4,
      tenants: [{ tourUrl: 'http://aurora.localhost:4999', membersUrl: 'http://aurora.localhost:4999' }],
    });
  });
  afterAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when beforeAll failed
    await upstream?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers its health check on the OS-assigned port', async () => {
    const response = await fetch(`${upstream.url}/health`);
    expect(response.status).toBe(200);
  });

  it('names its own URL as the identity provider issuer, even on an OS-assigned port', async () => {
    const discovery = (await (await fetch(`${upstream.url}/oidc/.well-known/openid-configuration`)).json()) as { issuer: string };
    expect(discovery.issuer).toBe(`${upstream.url}/oidc`);
  });

  it('refuses the VIP conversion without a live token', async () => {
    const response = await fetch(`${upstream.url}${VIP_USER_CREDENTIALS_PATH}`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(401);
  });
});
