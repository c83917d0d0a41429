// Where a server's CPU goes while a bench drives it: a sampling profile taken through the process's
// inspector (node --inspect) over exactly the driven window, then each sample put in the row of the
// innermost frame a rule recognises (docs/performance.md shows the table). The inspector is asked
// over its WebSocket, as Chrome's DevTools would; nothing is loaded into the profiled process.

/** The parts of a V8 CPU profile (Profiler.stop) that the rows are read from. */
export interface CallFrame {
  functionName: string;
  url: string;
  /** 0-based, where the function starts. */
  lineNumber: number;
}

export interface CpuProfile {
  nodes: readonly { id: number; callFrame: CallFrame; children?: readonly number[] }[];
  samples: readonly number[];
  /** Microseconds between each sample and the one before. */
  timeDeltas: readonly number[];
}

/** A row of the table: a name, and how to know a frame of it (by its script's URL and its function's name). */
export interface ProfileRule {
  row: string;
  matches(frame: CallFrame): boolean;
}

/** Which hole kind a frame's Astro component renders, if any (the compiled components are anonymous: known by file and line). */
export type HoleKindOfFrame = (frame: CallFrame) => string | undefined;

const inUrl =
  (...parts: string[]) =>
  (url: string): boolean =>
    parts.some((part) => url.includes(part));

/** Samples V8 files under no function of a script: garbage collection, idle, the engine itself. */
export const GC_ROW = 'garbage collection';
export const IDLE_ROW = 'idle';
export const OTHER_ROW = 'other (Node internals, promises, timers)';
export const COMPRESSION_ROW = 'compression (zlib, and joining the gzip stream)';

/**
 * The rows of the member page's profile, innermost first: a sample belongs to the first rule that
 * one of its frames matches, from the sampled frame outwards, so zlib called from the splice counts
 * as compression and JSON.parse called by the gateway client as the gateway client.
 */
export function memberPageRules(holeKindOf: HoleKindOfFrame): ProfileRule[] {
  const byUrl = (row: string, test: (url: string) => boolean): ProfileRule => ({ row, matches: (frame) => test(frame.url) });
  return [
    byUrl(COMPRESSION_ROW, inUrl('node:zlib', '/src/server/gzip-join', '/src/server/deflated-views')),
    byUrl('writes (sockets)', inUrl('node:net', 'node:internal/stream_base_commons', 'node:_http_outgoing', 'node:internal/streams/writable')),
    byUrl('zod (checking answers and marks)', inUrl('/node_modules/zod/')),
    byUrl('the gateway client (request, JSON parse)', inUrl('/node_modules/undici/', '/node_modules/graphql-request/', '/node_modules/graphql/', '/src/gateway/', 'node:internal/deps/undici')),
    byUrl('React server render of the islands', inUrl('/node_modules/react-dom/', '/node_modules/react/')),
    {
      row: 'hole renders (Astro components)',
      matches: (frame) => holeKindOf(frame) !== undefined,
    },
    byUrl('Astro rendering (runtime, not under one hole component)', inUrl('/server/chunks/', '/server/entry.mjs', '/node_modules/astro/')),
    byUrl('the hole cache (keys, look-ups)', inUrl('/src/holes/hole-cache', '/node_modules/lru-cache/')),
    byUrl('splicing the shell', inUrl('/src/server/member-shell', '/src/holes/')),
    byUrl('session and profile', inUrl('/src/server/auth/', '/src/session/', '/node_modules/openid-client/', '/node_modules/jose/', '/node_modules/redis/')),
    byUrl('route rules', inUrl('/src/routing/', '/src/tour/serve-plan')),
    byUrl('observability (metrics, traces, log)', inUrl('/src/observability/', '/node_modules/prom-client/', '/node_modules/pino/')),
    byUrl('site server (context, headers, static files)', inUrl('/src/')),
    byUrl('HTTP server (parsing, headers)', inUrl('node:_http_server', 'node:_http_common', 'node:_http_incoming')),
  ];
}

export interface ProfileRow {
  row: string;
  us: number;
  share: number;
}

/**
 * The profile's busy time by row, largest first (idle left out of the shares), and the time each
 * hole kind's Astro components took (the frames of a hole's component and anything it called that
 * no earlier rule claims); and everything sampled under each hole kind's component, whatever its row
 * (its Astro components, React's render of its islands, its zod, its compression: the whole render).
 */
export function classify(
  profile: CpuProfile,
  rules: readonly ProfileRule[],
  holeKindOf: HoleKindOfFrame,
): { rows: ProfileRow[]; byHoleKind: Map<string, number>; underHoleKind: Map<string, number>; busyUs: number } {
  const parent = new Map<number, number>();
  const byId = new Map<number, CpuProfile['nodes'][number]>();
  for (const node of profile.nodes) {
    byId.set(node.id, node);
    for (const child of node.children ?? []) parent.set(child, node.id);
  }
  const rowOfNode = new Map<number, { row: string; kind: string | undefined; under: string | undefined }>();
  const classifyNode = (id: number): { row: string; kind: string | undefined; under: string | undefined } => {
    const known = rowOfNode.get(id);
    if (known) return known;
    const leaf = byId.get(id);
    let found: { row: string } | undefined;
    if (leaf?.callFrame.functionName === '(garbage collector)') found = { row: GC_ROW };
    else if (leaf?.callFrame.functionName === '(idle)') found = { row: IDLE_ROW };
    let kind: string | undefined;
    for (let at: number | undefined = id; at !== undefined && !found; at = parent.get(at)) {
      const frame = byId.get(at)?.callFrame;
      if (!frame) break;
      const rule = rules.find((r) => r.matches(frame));
      if (rule) found = { row: rule.row };
    }
    // The hole kind: the innermost hole component on the stack, whatever row the sample is in.
    for (let at: number | undefined = id; at !== undefined && kind === undefined; at = parent.get(at)) {
      const frame = byId.get(at)?.callFrame;
      if (frame) kind = holeKindOf(frame);
    }
    const result = { row: found?.row ?? OTHER_ROW, kind: found?.row === 'hole renders (Astro components)' ? kind : undefined, under: kind };
    rowOfNode.set(id, result);
    return result;
  };
  const totals = new Map<string, number>();
  const byHoleKind = new Map<string, number>();
  const underHoleKind = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    const { row, kind, under } = classifyNode(id);
    totals.set(row, (totals.get(row) ?? 0) + us);
    if (kind) byHoleKind.set(kind, (byHoleKind.get(kind) ?? 0) + us);
    if (under) underHoleKind.set(under, (underHoleKind.get(under) ?? 0) + us);
  });
  totals.delete(IDLE_ROW);
  const busyUs = [...totals.values()].reduce((sum, us) => sum + us, 0);
  const rows = [...totals].map(([row, us]) => ({ row, us, share: busyUs > 0 ? us / busyUs : 0 })).sort((a, b) => b.us - a.us);
  return { rows, byHoleKind, underHoleKind, busyUs };
}

interface InspectorTarget {
  webSocketDebuggerUrl: string;
}

/**
 * A CPU profile of the process listening for an inspector on `port` (node --inspect=127.0.0.1:<port>)
 * while `during` runs, sampled every `intervalUs`.
 */
export async function profileWhile(port: number, intervalUs: number, during: () => Promise<void>): Promise<CpuProfile> {
  const [target] = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as InspectorTarget[];
  if (!target) throw new Error(`No inspector target on port ${port}`);
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let nextId = 1;
  const pending = new Map<number, (result: unknown) => void>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
  });
  const send = (method: string, params: object = {}): Promise<unknown> =>
    new Promise((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await send('Profiler.enable');
    await send('Profiler.setSamplingInterval', { interval: intervalUs });
    await send('Profiler.start');
    await during();
    const { profile } = (await send('Profiler.stop')) as { profile: CpuProfile };
    await send('Profiler.disable');
    return profile;
  } finally {
    socket.close();
  }
}

const COMPONENT_START = /^(?:var|const) \$\$(\w+) = createComponent\(/;

/**
 * The Astro components of a server build by where their functions start: `file:///…/chunk.mjs:line`
 * → the component's name. A compiled component is an anonymous arrow function, which a profile
 * names only by its script and line.
 */
export function astroComponentsByLine(files: readonly { url: string; text: string }[]): Map<string, string> {
  const components = new Map<string, string>();
  for (const { url, text } of files) {
    text.split('\n').forEach((line, index) => {
      const name = COMPONENT_START.exec(line)?.[1];
      if (name) components.set(`${url}:${index}`, name);
    });
  }
  return components;
}
