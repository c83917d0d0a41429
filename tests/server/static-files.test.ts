import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replaceDirectory } from '../../scripts/lib/swap.ts';
import { IMMUTABLE_CACHE, NO_STORE, REVALIDATE_CACHE, SHORT_CACHE } from '../../src/http/cache-control.ts';
import { createStaticFiles, DEFAULT_STATIC_FILES_OPTIONS, matchesEtag, type StaticFiles } from '../../src/server/static-files.ts';
import { tenantsFor } from '../../src/tenants/registry.ts';
import { DEFAULT_REGION_HEADER } from '../../src/settings/env.ts';
import { themeStylesheet, themeStylesheetPath } from '../../src/shell/theme-stylesheet.ts';
import { rawRequest } from '../support/http.ts';
import { listenOnLoopback } from '../support/loopback.ts';
import { testSiteServer } from '../support/site-server.ts';
import { memoryLogger } from '../support/memory-logger.ts';

const tenants = tenantsFor({ SITE_ENV: 'local', PORT: 4321 });
const aurora = tenants.get('aurora');
if (!aurora) throw new Error('aurora is a tenant');
const auroraTheme = aurora.theme;
const root = mkdtempSync(join(tmpdir(), 'static-files-'));
const dist = join(root, 'dist');
/** Larger than the in-memory limit: streamed from disk, and long enough to be cut off mid-way. */
const LARGE_BYTES = 16 * 1024 * 1024;

function write(path: string, body: string | Buffer) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, body);
}

/** A hand-made tenant output, as the build writes it: pages, precompressed variants, a hashed bundle. */
function writeTenant(dir: string, terms: string) {
  write(join(dir, 'client/terms/index.html'), `<title>${terms}</title>`);
  write(join(dir, 'client/terms/index.html.br'), `BROTLI ${terms}`);
  write(join(dir, 'client/terms/index.html.gz'), `GZIP ${terms}`);
  write(join(dir, 'client/404.html'), '<title>Aurora not found</title>');
  write(join(dir, 'client/404.html.br'), 'BROTLI not found');
  write(join(dir, 'client/robots.txt'), 'User-agent: *');
  write(join(dir, 'client/_astro/app.C0ffee.js'), 'console.log(1)');
  write(join(dir, 'client/_astro/large.C0ffee.js'), Buffer.alloc(LARGE_BYTES, 'x'));
  write(join(dir, 'client', themeStylesheetPath(auroraTheme)), themeStylesheet(auroraTheme));
  // A file where a route rule answers first: the legacy /models redirects, whatever is on disk.
  write(join(dir, 'client/models/index.html'), '<title>never served</title>');
}

const logs = memoryLogger();
let server: Server;
let port = 0;
/** Each response the site server closed, and whether it had finished sending before. */
const closed: { path: string; finished: boolean }[] = [];

beforeAll(async () => {
  writeTenant(join(dist, 'aurora'), 'Terms v1');
  server = testSiteServer({ tenants, distDir: dist, log: logs.logger });
  server.on('request', (req, res: ServerResponse) => res.once('close', () => closed.push({ path: req.url ?? '', finished: res.writableFinished })));
  port = await listenOnLoopback(server);
});
afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => rawRequest(port, { host: 'aurora.localhost', path, headers, method });

describe('static files from memory', () => {
  it('sends the precompressed variant the client accepts, each with its own validator', async () => {
    const br = await get('/terms', { 'accept-encoding': 'gzip, br' });
    const gz = await get('/terms', { 'accept-encoding': 'gzip' });
    const plain = await get('/terms');
    expect([br.text, gz.text, plain.text]).toEqual(['BROTLI Terms v1', 'GZIP Terms v1', '<title>Terms v1</title>']);
    expect([br.headers['content-encoding'], gz.headers['content-encoding'], plain.headers['content-encoding']]).toEqual(['br', 'gzip', undefined]);
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
    for (const response of [br, gz, plain]) {
      expect(response.headers.vary).toBe(`Accept-Encoding, ${DEFAULT_REGION_HEADER}`);
      expect(response.headers['content-length']).toBe(String(response.body.length));
    }
  });

  it('answers a matching If-None-Match with 304 and no body, per encoding', async () => {
    const first = await get('/terms', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    const again = await get('/terms', { 'accept-encoding': 'br', 'if-none-match': `"other", W/${etag}` });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(REVALIDATE_CACHE);
    // The brotli bytes' validator does not stand for the gzip bytes.
    expect((await get('/terms', { 'accept-encoding': 'gzip', 'if-none-match': etag })).status).toBe(200);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await get('/terms', { 'accept-encoding': 'br' }, 'HEAD');
    const full = await get('/terms', { 'accept-encoding': 'br' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ['content-length', 'content-type', 'content-encoding', 'etag', 'cache-control', 'content-security-policy']) {
      expect(head.headers[name]).toBe(full.headers[name]);
    }
  });

  it.each([
    ['/_astro/app.C0ffee.js', IMMUTABLE_CACHE],
    [themeStylesheetPath(auroraTheme), IMMUTABLE_CACHE],
    ['/terms', REVALIDATE_CACHE],
    ['/robots.txt', SHORT_CACHE],
  ])('caches %s with the site-wide value', async (path, cacheControl) => {
    expect((await get(path)).headers['cache-control']).toBe(cacheControl);
  });

  it("sends the tenant's theme stylesheet as CSS", async () => {
    const response = await get(themeStylesheetPath(auroraTheme));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.text).toBe(themeStylesheet(auroraTheme));
  });

  it("sends the tenant's 404 page in the accepted encoding, never stored", async () => {
    const response = await get('/videos/no-such-video', { 'accept-encoding': 'br' });
    expect(response.status).toBe(404);
    expect(response.text).toBe('BROTLI not found');
    expect(response.headers['cache-control']).toBe(NO_STORE);
    expect(response.headers.etag).toBeUndefined();
  });

  it('applies the route rules before any file is read', async () => {
    const response = await get('/models');
    expect(response.status).toBe(301);
    expect(response.text).not.toContain('never served');
  });

  it.each(['/../server/secret.txt', '/%2e%2e/server/secret.txt', '/_astro/..%2f..%2fserver%2fsecret.txt'])(
    'never reads outside the tenant folder, cached or not: %s',
    async (path) => {
      write(join(dist, 'aurora/server/secret.txt'), 'server code');
      for (let i = 0; i < 2; i++) expect((await get(path)).text).not.toContain('server code');
    },
  );

  it('serves a rebuild at the next request after its swap, without a restart', async () => {
    expect((await get('/terms')).text).toContain('Terms v1');
    const fresh = join(root, 'work', 'aurora');
    writeTenant(fresh, 'Terms v2');
    await replaceDirectory(fresh, join(dist, 'aurora'));
    expect((await get('/terms')).text).toContain('Terms v2');
    expect((await get('/terms', { 'accept-encoding': 'br' })).text).toBe('BROTLI Terms v2');
  });
});

describe('a visitor who leaves mid-response', () => {
  /** Sends a GET on a raw socket and closes it after `bytes` bytes of answer (0: at once). */
  function leave(path: string, bytes: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET ${path} HTTP/1.1\r\nHost: aurora.localhost\r\n\r\n`);
        if (bytes === 0) socket.destroy();
      });
      let received = 0;
      socket.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received >= bytes) socket.destroy();
      });
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
  }

  /** Resolves once the site server has closed `count` more responses, and the handlers' promises settled. */
  async function responsesClosed(before: number, count: number) {
    await expect.poll(() => closed.length).toBe(before + count);
    await new Promise((resolve) => setImmediate(resolve));
    return closed.slice(before);
  }

  it('is not a server error while a large file streams', async () => {
    logs.clear();
    const before = closed.length;
    await leave('/_astro/large.C0ffee.js', 64 * 1024);
    const [response] = await responsesClosed(before, 1);
    expect(response?.finished).toBe(false);
    expect(logs.lines.filter((line) => line['level'] === 50)).toEqual([]);
  });

  it('is not a server error when gone before the answer started', async () => {
    logs.clear();
    const before = closed.length;
    await leave('/_astro/large.C0ffee.js', 0);
    await leave('/terms', 0);
    await responsesClosed(before, 2);
    expect(logs.lines.filter((line) => line['level'] === 50)).toEqual([]);
  });
});

/** Static files alone on an OS-assigned port: GET answers the tenant's file or a bare 404. */
async function serveAlone(statics: StaticFiles, tenant: string): Promise<{ get(path: string): ReturnType<typeof rawRequest>; close(): void }> {
  const alone = createServer((req, res) => {
    void statics.find(tenant, req.url ?? '/').then(async (file) => {
      if (file) await statics.send(req, res, file);
      else res.writeHead(404).end();
    });
  });
  const alonePort = await listenOnLoopback(alone);
  return {
    get: (path) => rawRequest(alonePort, { path }),
    close() {
      alone.close();
      statics.close();
    },
  };
}

describe('a rebuild without the dist folder watcher', () => {
  it('is seen within checkEveryMs', async () => {
    const unwatched = join(root, 'unwatched');
    writeTenant(join(unwatched, 'aurora'), 'Terms v1');
    const site = await serveAlone(createStaticFiles(unwatched, { ...DEFAULT_STATIC_FILES_OPTIONS, watchDist: false, checkEveryMs: 100 }), 'aurora');
    try {
      expect((await site.get('/terms')).text).toContain('Terms v1');
      const fresh = join(root, 'work', 'unwatched');
      writeTenant(fresh, 'Terms v2');
      await replaceDirectory(fresh, join(unwatched, 'aurora'));
      await expect.poll(async () => (await site.get('/terms')).text, { timeout: 2000 }).toContain('Terms v2');
    } finally {
      site.close();
    }
  });
});

describe('memory stays bounded', () => {
  it('keeps at most the configured files, missing paths and bytes, however many pages a tenant has', async () => {
    const many = join(root, 'many');
    const pages = 300;
    for (let i = 0; i < pages; i++) write(join(many, `t/client/page/${i}/index.html`), `<p>${'x'.repeat(1000)} ${i}</p>`);
    write(join(many, 't/client/large.js'), Buffer.alloc(8 * 1024, 'y'));
    const options = { ...DEFAULT_STATIC_FILES_OPTIONS, maxFileBytes: 4 * 1024, maxBytes: 16 * 1024, maxFiles: 50, maxMissing: 20 };
    const statics = createStaticFiles(many, options);
    const site = await serveAlone(statics, 't');
    try {
      for (let i = 0; i < pages; i++) {
        expect((await site.get(`/page/${i}`)).text).toContain(` ${i}</p>`);
        expect(statics.usage().bytes).toBeLessThanOrEqual(options.maxBytes);
      }
      for (let i = 0; i < 100; i++) expect((await site.get(`/missing/${i}`)).status).toBe(404);
      expect((await site.get('/large.js')).body.length).toBe(8 * 1024);
      const usage = statics.usage();
      expect(usage.files).toBeLessThanOrEqual(options.maxFiles);
      expect(usage.missing).toBeLessThanOrEqual(options.maxMissing);
      expect(usage.bytes).toBeLessThanOrEqual(options.maxBytes);
    } finally {
      site.close();
    }
  });

  it('keeps the files read most recently when the byte budget is spent, and drops the least recent', async () => {
    const recent = join(root, 'recent');
    for (const name of ['a', 'b', 'c']) write(join(recent, `t/client/${name}.txt`), 'x'.repeat(1000));
    // Room for two of the three files' contents (each held with its key), and no rebuild seen meanwhile.
    const statics = createStaticFiles(recent, { ...DEFAULT_STATIC_FILES_OPTIONS, maxBytes: 2500, checkEveryMs: 60_000, watchDist: false });
    const readFile = async (name: string) => {
      const file = await statics.find('t', `/${name}.txt`);
      if (!file) throw new Error(`${name}.txt is on disk`);
      return statics.read(file);
    };
    await readFile('a');
    await readFile('b');
    await readFile('a');
    await readFile('c');
    // Off the disk, only what memory holds still answers: a (read again) and c, not b.
    rmSync(join(recent, 't/client'), { recursive: true });
    expect(await statics.find('t', '/a.txt')).not.toBeNull();
    expect(await statics.find('t', '/c.txt')).not.toBeNull();
    expect(await statics.find('t', '/b.txt')).toBeNull();
    expect(statics.usage()).toMatchObject({ files: 2, missing: 1 });
    statics.close();
  });
});

describe('If-None-Match', () => {
  it.each([
    [undefined, false],
    ['"a"', true],
    ['W/"a"', true],
    ['"b", "a"', true],
    ['*', true],
    ['"b"', false],
    ['"a-br"', false],
  ])('%j against "a" → %s', (header, expected) => {
    expect(matchesEtag(header, '"a"')).toBe(expected);
  });
});
