import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { classify, type CpuProfile } from '../../scripts/bench/cpu-profile.ts';
import { freePorts } from '../../scripts/lib/free-ports.ts';
import { threadCpuUsOf } from '../../scripts/bench/load.ts';
import { listenOnLoopback } from '../support/loopback.ts';

describe("a bench's ports", () => {
  it('are free, one for each name, all different', async () => {
    const ports = await freePorts('site', 'floor', 'redis');
    expect(new Set(Object.values(ports)).size).toBe(3);
    // Each can be bound by the server the bench starts on it.
    for (const port of Object.values(ports)) {
      const server = createServer();
      server.listen(port, '127.0.0.1');
      await new Promise((resolve, reject) => server.once('listening', resolve).once('error', reject));
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('are never one another server already holds', async () => {
    const server = createServer();
    const taken = await listenOnLoopback(server);
    try {
      const ports = await freePorts('a', 'b', 'c', 'd');
      expect(Object.values(ports)).not.toContain(taken);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("a process's CPU by thread", () => {
  it.skipIf(process.platform !== 'linux')('counts the main thread apart from the threads beside it, by name', () => {
    const before = threadCpuUsOf(process.pid);
    const until = performance.now() + 30;
    while (performance.now() < until) Math.sqrt(Math.random());
    const after = threadCpuUsOf(process.pid);
    expect(after.main).toBeGreaterThanOrEqual(before.main);
    expect(after.others.size).toBeGreaterThan(0);
    expect([...after.others.keys()].every((name) => name.length > 0)).toBe(true);
  });

  it('is nothing for a process it cannot see', () => {
    expect(threadCpuUsOf(undefined).main).toBeNaN();
  });
});

describe("a profile's time under each hole kind", () => {
  it("counts every sample under a hole's component, whatever row claims it, and the component's own samples apart", () => {
    const frame = (functionName: string, url: string, lineNumber = 0) => ({ functionName, url, lineNumber });
    // root → a hole's component (line 7 of a chunk) → React's render; and root → Astro's runtime alone.
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: frame('(root)', ''), children: [2, 4] },
        { id: 2, callFrame: frame('', 'file:///dist/server/chunks/page.mjs', 7), children: [3] },
        { id: 3, callFrame: frame('renderToString', 'file:///node_modules/react-dom/server.js') },
        { id: 4, callFrame: frame('renderPage', 'file:///node_modules/astro/runtime.js') },
      ],
      samples: [2, 3, 3, 4],
      timeDeltas: [100, 100, 100, 100],
    };
    const holeKindOf = (f: { url: string; lineNumber: number }) => (f.url.endsWith('page.mjs') && f.lineNumber === 7 ? 'player' : undefined);
    const rules = [
      { row: 'react', matches: (f: { url: string }) => f.url.includes('react-dom') },
      { row: 'hole renders (Astro components)', matches: (f: { url: string; lineNumber: number }) => holeKindOf(f) !== undefined },
      { row: 'astro', matches: (f: { url: string }) => f.url.includes('/astro/') },
    ];
    const { byHoleKind, underHoleKind, busyUs } = classify(profile, rules, holeKindOf);
    expect(busyUs).toBe(400);
    expect(byHoleKind.get('player')).toBe(100);
    expect(underHoleKind.get('player')).toBe(300);
  });
});
