import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueRecordError } from '../../src/catalogue/errors.ts';
import { catalogueAt } from '../../src/catalogue/calls.ts';
import { catalogueSnapshotSchema } from '../../src/catalogue/schemas.ts';
import { fetchCatalogueSnapshot, SNAPSHOT_PAGE_SIZE } from '../../src/catalogue/snapshot.ts';
import { loadTenants } from '../../src/tenants/load.ts';
import { TENANTS_DIR } from '../../src/tenants/registry.ts';
import { takeSnapshot } from '../../scripts/lib/catalogue-snapshot.ts';
import { startTestUpstream } from '../upstream/helpers.ts';
import { answerJson, startThrowawayServer } from './throwaway-server.ts';

const tenants = loadTenants(TENANTS_DIR);
let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
beforeAll(async () => {
  upstream = await startTestUpstream(30);
});
afterAll(() => upstream.close());

describe('fetchCatalogueSnapshot', () => {
  it("holds a tenant's whole catalogue, with every relation pointing inside it", async () => {
    const progress: string[] = [];
    const snapshot = await fetchCatalogueSnapshot(catalogueAt(upstream.url), tenants.get('aurora')!, (p) => progress.push(p.list));
    expect(catalogueSnapshotSchema.parse(snapshot)).toEqual(snapshot);
    expect(snapshot).toMatchObject({ tenant: 'aurora', site: 'AURORA' });
    expect(snapshot.videos).toHaveLength(30);
    expect(snapshot.videos.map((v) => v.releaseDate)).toEqual(snapshot.videos.map((v) => v.releaseDate).sort().reverse());
    const slugs = new Set(snapshot.videos.map((v) => v.slug));
    const performerSlugs = new Set(snapshot.performers.map((p) => p.slug));
    expect(snapshot.videos.flatMap((v) => v.related.map((r) => r.slug)).every((s) => slugs.has(s))).toBe(true);
    expect(snapshot.videos.flatMap((v) => v.models.map((m) => m.slug)).every((s) => performerSlugs.has(s))).toBe(true);
    expect([...snapshot.awardedVideoSlugs, ...snapshot.topRatedVideoSlugs, ...snapshot.showcases.flatMap((s) => s.videos.map((v) => v.slug))].every((s) => slugs.has(s))).toBe(true);
    expect(snapshot.topRatedVideoSlugs).toHaveLength(30);
    expect(snapshot.channels.length).toBeGreaterThan(0);
    expect(snapshot.categories.length).toBeGreaterThan(0);
    expect(snapshot.facets.videos.map((f) => f.name)).toContain('categories');
    expect(progress).toContain('video');
  });

  it('pages through lists longer than one page, and JADE holds all standalone sites', async () => {
    const snapshot = await fetchCatalogueSnapshot(catalogueAt(upstream.url), tenants.get('jade')!);
    expect(snapshot.videos.length).toBe(30 * 9);
    expect(snapshot.videos.length).toBeGreaterThan(SNAPSHOT_PAGE_SIZE);
    expect(new Set(snapshot.videos.map((v) => v.slug)).size).toBe(snapshot.videos.length);
    expect(new Set(snapshot.videos.map((v) => v.site)).size).toBe(9);
  });

  it('stops at bad records with one CatalogueRecordError listing every one, a line each naming tenant, record and field', async () => {
    // Forwards to the real upstream, but spoils two videos' run lengths and a performer's slug.
    const spoiling = await startThrowawayServer(async (req, body, res) => {
      try {
        const response = await fetch(`${upstream.url}${req.url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        const json = (await response.json()) as { data: Record<string, { nodes?: Record<string, unknown>[] }> };
        // The records' pages, each alone or merged with the snapshot's other queries (src/gateway/batch.ts).
        for (const answer of Object.values(json.data)) {
          const nodes = answer.nodes ?? [];
          if (nodes[0] && 'runLength' in nodes[0]) {
            if (nodes[3]) nodes[3]['runLength'] = '12:00';
            if (nodes[7]) nodes[7]['runLength'] = '1:30';
          } else if (nodes[0] && 'performerId' in nodes[0]) nodes[0]['slug'] = 7;
        }
        answerJson(res, json);
      } catch {
        res.destroy();
      }
    });
    try {
      const run = fetchCatalogueSnapshot(catalogueAt(spoiling.url), tenants.get('aurora')!);
      await expect(run).rejects.toBeInstanceOf(CatalogueRecordError);
      const lines = await run.then(() => [], (error: unknown) => (error as Error).message.split('\n'));
      expect(lines).toHaveLength(3);
      expect(lines.filter((line) => /^Tenant "aurora": video "[a-z0-9-]+" field "runLength": expected number, received string/.test(line))).toHaveLength(2);
      expect(lines.filter((line) => /^Tenant "aurora": performer .* field "slug"/.test(line))).toHaveLength(1);
    } finally {
      await spoiling.close();
    }
  });
});

describe('the build\'s snapshot', () => {
  it('rides out a gateway answering 503 while it restarts: each failed query is tried again', async () => {
    let requests = 0;
    const failing = await startThrowawayServer(async (req, body, res) => {
      // The first requests fail as a restarting gateway's would (the snapshot's queries of one
      // moment go as one request: src/gateway/batch.ts, so a few requests carry them all).
      if (++requests <= 2) {
        res.writeHead(503).end();
        return;
      }
      const response = await fetch(`${upstream.url}${req.url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      answerJson(res, await response.json());
    });
    try {
      const retried: string[] = [];
      const taken = await takeSnapshot(tenants.get('aurora')!, [...tenants.values()], failing.url, (operation) => retried.push(operation));
      expect(JSON.parse(taken.check().json)).toMatchObject({ tenant: 'aurora', videos: expect.any(Array) });
      expect(retried.length).toBeGreaterThan(0);
    } finally {
      await failing.close();
    }
  });
});
