import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildPort, builtForAnotherAddress, portGiven, recordServedAddress, runningSiteServer, SERVED_ADDRESS_FILE } from '../../scripts/lib/site-address.ts';
import { TENANT_FILE } from '../../src/server/tenant-builds.ts';
import { readEnv } from '../../src/settings/env.ts';
import { PRODUCTION_ENV } from '../support/production-env.ts';

// Issue: a build run with another PORT than the server's rebuilt every page with the wrong port, and
// nothing warned. The server says where it listens, in the output it serves; a build reads it.
let distDir: string;
beforeEach(() => {
  distDir = mkdtempSync(join(tmpdir(), 'site-address-'));
});
afterEach(() => {
  rmSync(distDir, { recursive: true, force: true });
});

const env = (vars: Record<string, string> = {}) => readEnv({ DIST_DIR: 'dist', ...vars });
/** A process id that no process has any more. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;

describe('the port a build links', () => {
  const running = { port: 5123, pid: 42 };
  it.each<[string, ReturnType<typeof env>, boolean, typeof running | null, number, 'note' | 'warning' | null]>([
    ['no server running: PORT or its default', env({ PORT: '4999' }), true, null, 4999, null],
    ['the server on the same port', env({ PORT: '5123' }), true, running, 5123, null],
    ["PORT unset, a server running: the server's port, said", env(), false, running, 5123, 'note'],
    ['PORT set to another port: as asked, with a warning', env({ PORT: '4999' }), true, running, 4999, 'warning'],
    ['production: the port shapes no page', env({ ...PRODUCTION_ENV, PORT: '4999' }), true, running, 4999, null],
  ])('%s', (_case, given, portIsGiven, server, port, says) => {
    const decided = buildPort(given, portIsGiven, server);
    expect(decided.port).toBe(port);
    expect(decided.note === null ? (decided.warning === null ? null : 'warning') : 'note').toBe(says);
  });

  it('names both ports and the way out in its warning', () => {
    expect(buildPort(env({ PORT: '4999' }), true, running).warning).toBe(
      'PORT=4999, but the site server serving dist/ listens on port 5123 (pid 42): the pages built now link http://<tenant>.localhost:4999 and that server serves them on 5123. Build with PORT=5123 (or without PORT), or restart that server with PORT=4999.',
    );
  });

  it('counts an empty PORT as unset', () => {
    expect([portGiven({}), portGiven({ PORT: '' }), portGiven({ PORT: ' ' }), portGiven({ PORT: '4321' })]).toEqual([false, false, false, true]);
  });
});

describe("the running server's record", () => {
  it('is read while its server runs, and gone once it stops', async () => {
    // Written as another live process's (the test runner's parent): a build is never the server itself.
    writeFileSync(join(distDir, SERVED_ADDRESS_FILE), JSON.stringify({ port: 5123, pid: process.ppid }));
    expect(await runningSiteServer(distDir)).toEqual({ port: 5123, pid: process.ppid });
    writeFileSync(join(distDir, SERVED_ADDRESS_FILE), JSON.stringify({ port: 5123, pid: deadPid() }));
    expect(await runningSiteServer(distDir)).toBeNull();
    writeFileSync(join(distDir, SERVED_ADDRESS_FILE), 'not json');
    expect(await runningSiteServer(distDir)).toBeNull();
  });

  it("is written by a server and taken back by it, never another's", async () => {
    const forget = await recordServedAddress(distDir, 5123);
    await forget();
    expect(await runningSiteServer(distDir)).toBeNull();
    const forgetMine = await recordServedAddress(distDir, 5123);
    writeFileSync(join(distDir, SERVED_ADDRESS_FILE), JSON.stringify({ port: 6000, pid: process.ppid }));
    await forgetMine();
    expect(await runningSiteServer(distDir)).toEqual({ port: 6000, pid: process.ppid });
  });
});

describe('a server started on output built for another address', () => {
  it('names each such tenant and how to rebuild it', async () => {
    for (const [id, tourUrl] of [['aurora', 'http://aurora.localhost:5000'], ['blaze', 'http://blaze.localhost:4321']] as const) {
      mkdirSync(join(distDir, id, 'server'), { recursive: true });
      writeFileSync(join(distDir, id, 'server', TENANT_FILE), JSON.stringify({ tenant: { tourUrl }, tenants: [] }));
    }
    const served = new Map([
      ['aurora', { tourUrl: 'http://aurora.localhost:4321' }],
      ['blaze', { tourUrl: 'http://blaze.localhost:4321' }],
      ['cinder', { tourUrl: 'http://cinder.localhost:4321' }],
    ] as const);
    expect(await builtForAnotherAddress(distDir, served, 4321)).toEqual([
      'aurora: built for http://aurora.localhost:5000, served at http://aurora.localhost:4321',
      'Their pages link the address they were built for: rebuild them for this server with PORT=4321 npm run build.',
    ]);
  });
});
